import { InvalidRequest } from "@shop/core/errors"
import { Cause, Effect, Exit, Schema } from "effect"
import { route } from "../../../src/server/http.ts"
import { serverSettings } from "../../../src/server/settings.ts"
import { notAllowedExcept, unknownCall } from "../../../src/server/methods.ts"
import { jsonResponse } from "../../../src/server/responses.ts"
import type { AppServices } from "../../../src/server/runtime.ts"
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

/**
 * A state's values, or why it could not be set up: answered 500 `state-failed` with the cause, the
 * one 5xx that carries one (a test server's answer to the verifier, which shows it in its report).
 */
const Outcome = Schema.Union([
  Schema.Struct({ values: Schema.Record(Schema.String, Schema.Unknown) }),
  Schema.Struct({ state: Schema.String, failure: Schema.String })
])
type Outcome = typeof Outcome.Type

const unknown = unknownCall()

const changeState = route({
  body: StateChange,
  response: Outcome,
  handler: ({ body: { state, params, action } }): Effect.Effect<Outcome, InvalidRequest, AppServices> => {
    if (action === "teardown") return Effect.succeed({ values: {} })
    const setUp = providerStates[state]
    if (setUp === undefined) return Effect.fail(new InvalidRequest({ message: `unknown provider state "${state}"` }))
    return Effect.flatMap(Effect.exit(setUp(params ?? {})), (exit): Effect.Effect<Outcome> => {
      if (Exit.isSuccess(exit)) return Effect.succeed({ values: exit.value })
      const failure = Cause.pretty(exit.cause)
      return Effect.as(Effect.logError(`Provider state "${state}" could not be set up`, failure), { state, failure })
    })
  },
  reply: (outcome) =>
    "values" in outcome
      ? jsonResponse(outcome.values, 200)
      : jsonResponse({ error: "state-failed", message: `provider state "${outcome.state}" could not be set up: ${outcome.failure.slice(0, 2000)}` }, 500)
})

export const POST = (request: Request): Promise<Response> => (enabled() ? changeState(request) : unknown.POST(request))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
