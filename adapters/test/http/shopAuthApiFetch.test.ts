import { describe, expect, it } from "@effect/vitest"
import { ShopAuthApi } from "@shop/core/ports/ShopAuthApi"
import { Effect } from "effect"
import type { Fetch } from "../../src/http/fetchJson.ts"
import { ShopAuthApiFetch } from "../../src/http/ShopAuthApiFetch.ts"

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

const user = { uid: "u-1", email: "ana@example.com", displayName: "Ana Pop" }

/** The contract suite runs over the route handlers (web/test/api/shopAuthApi.test.ts); here the wire alone. */
describe("ShopAuthApiFetch on the wire", () => {
  const run = <A, E>(effect: Effect.Effect<A, E, ShopAuthApi>, fetcher: Fetch) =>
    Effect.provide(effect, ShopAuthApiFetch.layer({ baseUrl: "http://ro.localhost:3000/", fetch: fetcher }))
  const loginAnswered = (answer: () => Promise<Response>) =>
    Effect.flip(run(Effect.flatMap(Effect.service(ShopAuthApi), (api) => api.login("ana@example.com", "secret-42")), answer))

  it.effect("posts each call's body to its path and reads the user of a sign-in", () => {
    const sent: Array<{ readonly path: string; readonly method: string | undefined; readonly body: unknown }> = []
    const backend: Fetch = async (input, init) => {
      const path = new URL(input).pathname
      sent.push({ path, method: init?.method, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined })
      if (path === "/api/auth/logout/") return json(200, { signedOut: true })
      if (path === "/api/auth/forgot/") return json(202, { sent: true })
      return json(path === "/api/auth/register/" ? 201 : 200, { user, currentUser: { id: "u-1", deactivated_at: null, payment: null } })
    }
    return run(Effect.gen(function*() {
      const api = yield* ShopAuthApi
      expect(yield* api.register({ name: "Ana Pop", email: "ana@example.com", password: "secret-42" }, "token-1")).toEqual(user)
      expect(yield* api.login("ana@example.com", "secret-42")).toEqual(user)
      yield* api.forgot("ana@example.com")
      expect(yield* api.reset("reset-token", "brand-new-7")).toEqual(user)
      yield* api.logout
      expect(sent).toEqual([
        { path: "/api/auth/register/", method: "POST", body: { name: "Ana Pop", email: "ana@example.com", password: "secret-42", humanCheck: "token-1" } },
        { path: "/api/auth/login/", method: "POST", body: { email: "ana@example.com", password: "secret-42" } },
        { path: "/api/auth/forgot/", method: "POST", body: { email: "ana@example.com" } },
        { path: "/api/auth/reset/", method: "POST", body: { token: "reset-token", password: "brand-new-7" } },
        { path: "/api/auth/logout/", method: "POST", body: undefined }
      ])
    }), backend)
  })

  it.effect("an identity code is an IdentityError, a limit with its seconds", () =>
    Effect.gen(function*() {
      const refused = yield* loginAnswered(async () => json(401, { error: "invalid-credential", message: "wrong", key: "auth-invalid-credential" }))
      expect(refused).toMatchObject({ _tag: "IdentityError", code: "invalid-credential" })
      const limited = yield* loginAnswered(async () => json(429, { error: "too-many-requests", message: "wait", retryAfterSeconds: 600 }))
      expect(limited).toMatchObject({ _tag: "IdentityError", code: "too-many-requests", retryAfterSeconds: 600 })
    }))

  it.effect("what was sent refused: FormRefused, with the human check's field when it names one", () =>
    Effect.gen(function*() {
      const unreadable = yield* loginAnswered(async () => json(400, { error: "invalid-request", message: "not JSON" }))
      expect(unreadable).toMatchObject({ _tag: "FormRefused", fields: {} })
      const unchecked = yield* loginAnswered(async () => json(422, { error: "validation-failed", message: "check", fields: { humanCheck: "human-check-failed" } }))
      expect(unchecked).toMatchObject({ _tag: "FormRefused", fields: { humanCheck: "human-check-failed" } })
    }))

  it.effect("no answer is network-request-failed; a 5xx or an answer that does not decode is unknown", () =>
    Effect.gen(function*() {
      expect(yield* loginAnswered(() => Promise.reject(new TypeError("Failed to fetch")))).toMatchObject({ code: "network-request-failed" })
      expect(yield* loginAnswered(async () => json(503, { error: "unavailable", message: "later" }))).toMatchObject({ code: "unknown" })
      expect(yield* loginAnswered(async () => new Response("<html>", { status: 502 }))).toMatchObject({ code: "unknown" })
      expect(yield* loginAnswered(async () => json(200, { nobody: true }))).toMatchObject({ code: "unknown" })
    }))
})
