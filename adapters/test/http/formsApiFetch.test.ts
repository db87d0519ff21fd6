import { describe, expect, it } from "@effect/vitest"
import { type ContactMessageSubmission, FormsApi, type ReviewSubmission } from "@shop/core/ports/FormsApi"
import { formsApiSuite } from "@shop/core/test-support/formsApiSuite"
import { Effect, Result } from "effect"
import type { Fetch } from "../../src/http/fetchJson.ts"
import { FormsApiFetch } from "../../src/http/FormsApiFetch.ts"
import { FormsApiMemory } from "../../src/memory/FormsApiMemory.ts"
import { memoryPassingToken } from "../../src/memory/HumanVerificationMemory.ts"

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } })

interface Sent {
  readonly path: string
  readonly method: string
  readonly cache: RequestCache | undefined
  readonly body: unknown
}

/**
 * A backend double for the fetch adapter: it answers GET /api/human-check/, POST /api/contact/ and
 * POST /api/reviews/ the way web/app/api answers them (201 with the id; 422 validation-failed with
 * `fields`), computing the outcome with the memory adapter (core's own form services). It proves the
 * adapter's half: paths, bodies, decoding and the mapping of refusals.
 */
const backendOver = (sent: Array<Sent>): Fetch => {
  const memory = Effect.runSync(Effect.provide(Effect.service(FormsApi), FormsApiMemory.layer()))
  return async (input, init) => {
    const url = new URL(input, "http://ro.localhost")
    const body: { humanCheck?: string | null } = typeof init?.body === "string" ? JSON.parse(init.body) : {}
    sent.push({ path: url.pathname, method: init?.method ?? "GET", cache: init?.cache, body })
    const answer = (call: Effect.Effect<{ readonly id: string }, { readonly _tag: string; readonly message: string; readonly fields?: Record<string, string> }>) =>
      Effect.runPromise(Effect.result(call)).then((result) =>
        Result.isSuccess(result)
          ? json(201, { id: result.success.id, status: "pending" })
          : result.failure._tag === "FormRefused"
          ? json(422, { error: "validation-failed", message: result.failure.message, fields: result.failure.fields })
          : json(503, { error: "unavailable", message: result.failure.message }))
    const { humanCheck, ...form } = body
    if (url.pathname === "/api/human-check/") return json(200, await Effect.runPromise(memory.humanCheckSetup))
    if (url.pathname === "/api/contact/") return answer(memory.sendContactMessage(form as ContactMessageSubmission, humanCheck ?? null))
    if (url.pathname === "/api/reviews/") return answer(memory.submitReview(form as ReviewSubmission, humanCheck ?? null))
    return json(404, { error: "not-found", message: `nothing at ${url.pathname}` })
  }
}

formsApiSuite("FormsApiFetch", () => FormsApiFetch.layer({ baseUrl: "", fetch: backendOver([]) }), memoryPassingToken)

const message: ContactMessageSubmission = { name: "Ana Pop", email: "ana@example.com", topic: "order", orderNumber: "RO-12", message: "Unde este comanda mea?" }

describe("FormsApiFetch on the wire", () => {
  const run = <A, E>(effect: Effect.Effect<A, E, FormsApi>, fetcher: Fetch) =>
    Effect.provide(effect, FormsApiFetch.layer({ baseUrl: "http://ro.localhost:3000/", fetch: fetcher }))
  const refusalOf = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    Effect.flip(run(Effect.flatMap(Effect.service(FormsApi), (api) => api.sendContactMessage(message, "token")), async () => json(status, body, headers)))

  it.effect("asks for the check's setup past every cache, and posts the answers beside the token", () => {
    const sent: Array<Sent> = []
    return run(Effect.gen(function*() {
      const api = yield* FormsApi
      yield* api.humanCheckSetup
      yield* api.sendContactMessage(message, memoryPassingToken(7))
      expect(sent).toEqual([
        { path: "/api/human-check/", method: "GET", cache: "no-store", body: {} },
        { path: "/api/contact/", method: "POST", cache: undefined, body: { ...message, humanCheck: memoryPassingToken(7) } }
      ])
    }), backendOver(sent))
  })

  it.effect("a 429 is a wait with the seconds the body names; any other 4xx a refusal, with or without fields", () =>
    Effect.gen(function*() {
      const limited = yield* refusalOf(429, { error: "too-many-requests", message: "slow down", retryAfterSeconds: 120 }, { "retry-after": "120" })
      expect(limited._tag === "FormRateLimited" && limited.retryAfterSeconds).toBe(120)
      const refused = yield* refusalOf(422, { error: "validation-failed", message: "fields", fields: { humanCheck: "human-check-failed" } })
      expect(refused._tag === "FormRefused" && refused.fields).toEqual({ humanCheck: "human-check-failed" })
      const undecodable = yield* refusalOf(400, { error: "invalid-request", message: "not JSON" })
      expect(undecodable._tag === "FormRefused" && undecodable.fields).toEqual({})
    }))

  it.effect("a 5xx, a lost connection or an answer that is not a receipt: the backend is unavailable", () =>
    Effect.gen(function*() {
      expect((yield* refusalOf(503, { error: "unavailable", message: "database down" }))._tag).toBe("FormsApiUnavailable")
      expect((yield* refusalOf(201, { nothing: true }))._tag).toBe("FormsApiUnavailable")
      const lost = yield* Effect.flip(run(Effect.flatMap(Effect.service(FormsApi), (api) => api.humanCheckSetup), () => Promise.reject(new TypeError("Failed to fetch"))))
      expect(lost._tag).toBe("FormsApiUnavailable")
    }))
})
