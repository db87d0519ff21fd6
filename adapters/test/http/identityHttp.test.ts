import { describe, expect, it } from "@effect/vitest"
import { fc } from "@fast-check/vitest"
import { Effect, Exit, Option } from "effect"
import { identityErrorCodes } from "@shop/core/auth/identityError"
import { Identity } from "@shop/core/ports/Identity"
import { IdentityHttp, makeIdentityHttp } from "../../src/http/IdentityHttp.ts"
import type { Fetch } from "../../src/http/fetchJson.ts"

/** The browser's Identity over the shop's /api/auth/ calls: answers decoded, errors mapped to core's codes. */

const answering = (status: number, body: unknown, seen: Array<{ url: string; init?: RequestInit }> = []): Fetch =>
  async (url, init) => {
    seen.push(init === undefined ? { url } : { url, init })
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
  }

const user = { uid: "u-1", email: "ana@example.com", displayName: "Ana Pop" }

describe("IdentityHttp", () => {
  const seen: Array<{ url: string; init?: RequestInit }> = []
  it.effect("signs in with the password through POST /api/auth/login/ and answers the user", () =>
    Effect.gen(function*() {
      const identity = yield* Identity
      const signedIn = yield* identity.signInWithPassword("ana@example.com", "secret-42")
      expect(signedIn).toEqual(user)
      expect(seen[0]?.url).toBe("/api/auth/login/")
      expect(seen[0]?.init?.method).toBe("POST")
      expect(JSON.parse(String(seen[0]?.init?.body))).toEqual({ email: "ana@example.com", password: "secret-42" })
    }).pipe(Effect.provide(IdentityHttp.layer({ baseUrl: "", fetch: answering(200, { user, currentUser: null }, seen) }))))

  it("maps every identity code of an error answer to the same IdentityError code", async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...identityErrorCodes), fc.integer({ min: 400, max: 599 }), async (code, status) => {
      const { identity } = makeIdentityHttp({ baseUrl: "", fetch: answering(status, { error: code, message: "no", key: "k" }) })
      const exit = await Effect.runPromiseExit(identity.signInWithPassword("a@b.co", "secret-42"))
      return Exit.isFailure(exit) && JSON.stringify(exit.cause).includes(`"code":"${code}"`)
    }), { numRuns: 50 })
  })

  it("a lost connection is network-request-failed; an unknown error body is unknown", async () => {
    const offline = makeIdentityHttp({ baseUrl: "", fetch: () => Promise.reject(new TypeError("Failed to fetch")) })
    const lost = await Effect.runPromiseExit(Effect.flip(offline.identity.signOut))
    expect(Exit.isSuccess(lost) && lost.value.code).toBe("network-request-failed")
    const odd = makeIdentityHttp({ baseUrl: "", fetch: answering(418, { error: "teapot" }) })
    const unknown = await Effect.runPromiseExit(Effect.flip(odd.identity.register("a@b.co", "secret-42", "Ana Pop")))
    expect(Exit.isSuccess(unknown) && unknown.value.code).toBe("unknown")
  })

  it("reads the session: core's decision and the user; currentUser is none for a guest", async () => {
    const kept = makeIdentityHttp({ baseUrl: "", fetch: answering(200, { decision: "keep", user, currentUser: null }) })
    expect(await Effect.runPromise(kept.session)).toEqual({ decision: "keep", user })
    expect(await Effect.runPromise(kept.identity.signInWithCustomToken("token"))).toEqual(user)
    const guest = makeIdentityHttp({ baseUrl: "", fetch: answering(200, { decision: "anonymous", user: null, currentUser: null }) })
    expect(Option.isNone(await Effect.runPromise(guest.identity.currentUser))).toBe(true)
    const refused = await Effect.runPromiseExit(Effect.flip(guest.identity.signInWithCustomToken("token")))
    expect(Exit.isSuccess(refused) && refused.value.code).toBe("invalid-token")
    const malformed = makeIdentityHttp({ baseUrl: "", fetch: answering(200, { decision: "maybe", user: null }) })
    expect(Exit.isFailure(await Effect.runPromiseExit(malformed.session))).toBe(true)
  })

  it("a session check that cannot be made fails (network-request-failed): the browser is not taken for signed out", async () => {
    const offline = makeIdentityHttp({ baseUrl: "", fetch: () => Promise.reject(new TypeError("Failed to fetch")) })
    const lost = await Effect.runPromiseExit(Effect.flip(offline.identity.currentUser))
    expect(Exit.isSuccess(lost) && lost.value.code).toBe("network-request-failed")
    const down = makeIdentityHttp({ baseUrl: "", fetch: answering(503, { error: "unavailable", message: "later" }) })
    const unavailable = await Effect.runPromiseExit(Effect.flip(down.identity.currentUser))
    expect(Exit.isSuccess(unavailable) && unavailable.value.code).toBe("network-request-failed")
    // The session of a signed-in browser is that user, a guest's none.
    const kept = makeIdentityHttp({ baseUrl: "", fetch: answering(200, { decision: "keep", user, currentUser: null }) })
    expect(await Effect.runPromise(kept.identity.currentUser)).toEqual(Option.some(user))
  })
})
