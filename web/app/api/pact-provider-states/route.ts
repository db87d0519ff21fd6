import { Cause, Effect, Exit, Result, Schema } from "effect"
import { runExit } from "../../../src/server/runtime.ts"
import { serverSettings } from "../../../src/server/settings.ts"
import { notAllowedExcept, unknownCall } from "../../../src/server/methods.ts"
import { invalidRequest, jsonResponse } from "../../../src/server/responses.ts"
import { readBodyText } from "../../../src/server/body.ts"
import { providerStates } from "./states.ts"

/**
 * POST /api/pact-provider-states/: the Pact state-change call (contracts/README.md). It works only
 * in a server started with PACT_PROVIDER_STATES=1 (the provider verification's own server, on an
 * in-memory database); anywhere else POST answers exactly as a path that names no call, and sets
 * nothing up. The other methods answer 405 as on every route (test/api/validation.test.ts).
 *
 * Body `{ state, params, action }` as Pact verifiers send it; `setup` runs the named state (states.ts)
 * and answers the values the pact injects into the request (`fromProviderState`), `teardown` does
 * nothing (every verification run starts on a fresh database).
 */

const enabled = (): boolean => serverSettings().pactProviderStates

const StateChange = Schema.Struct({
  state: Schema.String,
  params: Schema.optionalKey(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))),
  action: Schema.optionalKey(Schema.Literals(["setup", "teardown"]))
})
const decodeStateChange = Schema.decodeUnknownResult(StateChange)

const unknown = unknownCall()

const changeState = async (request: Request): Promise<Response> => {
  const text = await readBodyText(request)
  if (Result.isFailure(text)) return invalidRequest(text.failure)
  let json: unknown
  try {
    json = JSON.parse(text.success)
  } catch {
    return invalidRequest("the state change is not JSON")
  }
  const change = decodeStateChange(json)
  if (Result.isFailure(change)) return invalidRequest(`not a state change: ${change.failure.message}`)
  const { state, params, action } = change.success
  if (action === "teardown") return jsonResponse({}, 200)
  const setUp = providerStates[state]
  if (setUp === undefined) return invalidRequest(`unknown provider state "${state}"`)
  const exit = await runExit(setUp(params ?? {}))
  if (Exit.isSuccess(exit)) return jsonResponse(exit.value, 200)
  const message = Cause.pretty(exit.cause)
  await Effect.runPromise(Effect.logError(`Provider state "${state}" could not be set up`, message))
  return jsonResponse({ error: "state-failed", message: `provider state "${state}" could not be set up: ${message.slice(0, 2000)}` }, 500)
}

export const POST = (request: Request): Promise<Response> => (enabled() ? changeState(request) : unknown.POST(request))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
