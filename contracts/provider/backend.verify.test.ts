import { readdirSync, readFileSync } from "node:fs"
import { Verifier, type VerifierOptions } from "@pact-foundation/pact"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pactDir, provider } from "../src/pact.ts"
import { type RunningProvider, startProvider } from "./server.ts"

/**
 * Provider verification: every pact of contracts/pacts/ replayed against the running web app. Each
 * provider state is set up by the app's own state-change call (web/app/api/pact-provider-states),
 * which creates the data through the backend's services and answers the ids the requests use.
 */
const pactFiles = readdirSync(pactDir).filter((name) => name.endsWith(".json")).sort()

interface PactFile {
  readonly interactions: ReadonlyArray<{ readonly providerStates?: ReadonlyArray<{ readonly name: string }> }>
}

const statesOf = (file: string): ReadonlyArray<string> => {
  const pact = JSON.parse(readFileSync(`${pactDir}${file}`, "utf8")) as PactFile
  return [...new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)))]
}

let app: RunningProvider | undefined

beforeAll(async () => {
  app = await startProvider()
})

afterAll(async () => {
  await app?.stop()
})

/**
 * A request whose interaction has no body (a payment start, a sign-out) reaches the app through
 * pact-js's proxy, which forwards it with `Transfer-Encoding: chunked` and no Content-Type: the shop's
 * boundary takes that for a body that is not JSON (415). A browser sends those requests with
 * `Content-Length: 0`, and so does this filter. Every interaction with a body names its Content-Type
 * and length, so none is touched.
 */
const asBrowsersSendBodilessRequests = (
  req: { readonly method: string; readonly headers: Record<string, string | Array<string> | undefined> },
  _res: unknown,
  next: () => void
) => {
  const { headers } = req
  const bodiless = headers["content-type"] === undefined && headers["content-length"] === undefined && headers["transfer-encoding"] === undefined
  if (bodiless && req.method !== "GET" && req.method !== "HEAD") headers["content-length"] = "0"
  next()
}

/** Forwards a state change to the app; a state it cannot set up fails the interaction. */
const changeState = (state: string, action: "setup" | "teardown") => async (params?: unknown) => {
  const answer = await fetch(`${app?.baseUrl}/api/pact-provider-states/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ state, params: params ?? {}, action })
  })
  const text = await answer.text()
  if (!answer.ok) throw new Error(`provider state "${state}" (${action}) answered ${answer.status}: ${text}`)
  return JSON.parse(text) as Record<string, never>
}

describe(`${provider} honours every pact of contracts/pacts/`, () => {
  it("has pacts to verify (run the consumer tests first)", () => {
    expect(pactFiles.length).toBeGreaterThan(0)
  })

  it.each(pactFiles)("%s", async (file) => {
    const stateHandlers = Object.fromEntries([
      // Interactions without a provider state come with the empty one: nothing to set up.
      ["", async () => undefined],
      ...statesOf(file).map((state) => [state, { setup: changeState(state, "setup"), teardown: changeState(state, "teardown") }])
    ]) as NonNullable<VerifierOptions["stateHandlers"]>
    const output = await new Verifier({
      provider,
      providerBaseUrl: app?.baseUrl ?? "",
      pactUrls: [`${pactDir}${file}`],
      stateHandlers,
      requestFilter: asBrowsersSendBodilessRequests as NonNullable<VerifierOptions["requestFilter"]>,
      logLevel: "warn"
    }).verifyProvider()
    expect(output).toBeDefined()
  })
})
