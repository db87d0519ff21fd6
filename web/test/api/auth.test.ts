import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as fc from "fast-check"
import { Exit } from "effect"
import { UserRepository } from "@shop/core/backend/auth/ports"
import { rateLimitPolicies } from "@shop/core/backend/limits/policies"
import * as Forgot from "../../app/api/auth/forgot/route.ts"
import * as Login from "../../app/api/auth/login/route.ts"
import * as Logout from "../../app/api/auth/logout/route.ts"
import * as Outbox from "../../app/api/auth/outbox/route.ts"
import * as Register from "../../app/api/auth/register/route.ts"
import * as Reset from "../../app/api/auth/reset/route.ts"
import * as Session from "../../app/api/auth/session/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { databaseDigest, useAppDatabase } from "../support/app.ts"
import { eventually, type Handler, type Reply, send, valueOf } from "../support/authCalls.ts"
import { solvedToken } from "../support/humanCheck.ts"

vi.mock("server-only", () => ({}))
// The outbox is off unless MAIL_OUTBOX=on, and answers only this machine (authOutbox.test.ts for off).
vi.stubEnv("MAIL_OUTBOX", "on")
useAppDatabase()

const signedInCookies = (reply: Reply) => ({
  shop_session: valueOf(reply.cookies.get("shop_session")),
  shop_auth: valueOf(reply.cookies.get("shop_auth"))
})

let registrations = 0
/**
 * Registers as the form does: with a freshly solved human check (issue 8), one token per attempt,
 * each from its own address (registrations are limited per address: limits.test.ts).
 */
const register = async (email: string, password = "secret-42", name = "Ana Pop") =>
  send(Register.POST, "/api/auth/register/", {
    body: { email, password, name, humanCheck: await solvedToken() },
    headers: { "x-shop-client-address": `192.0.2.${++registrations}` }
  })
const login = (email: string, password: string, client = "203.0.113.7") =>
  send(Login.POST, "/api/auth/login/", { body: { email, password }, headers: { "x-shop-client-address": client } })
const sessionOf = (cookies: Readonly<Record<string, string>>) => send(Session.GET, "/api/auth/session/", { cookies })

const setDeactivated = async (uid: string, at: number | null) => {
  const exit = await runExit(UserRepository.use((users) => users.setDeactivatedAt(uid, at)))
  expect(Exit.isSuccess(exit)).toBe(true)
}

describe("POST /api/auth/register/", () => {
  it("creates the account, answers the user and sets the httpOnly session cookie and the auth cookie with a custom token", async () => {
    const reply = await register("ana.register@example.com")
    expect(reply.status).toBe(201)
    expect(reply.json.user).toMatchObject({ email: "ana.register@example.com", displayName: "Ana Pop" })
    expect(reply.json.currentUser).toEqual({ id: reply.json.user.uid, deactivated_at: null, payment: null })
    expect(reply.cookies.get("shop_session")).toMatch(/HttpOnly/)
    expect(reply.cookies.get("shop_session")).toMatch(/SameSite=Lax/)
    expect(reply.cookies.get("shop_auth")).not.toMatch(/HttpOnly/)
    expect(valueOf(reply.cookies.get("shop_auth")).split(".")).toHaveLength(3)
  })

  it("answers the spec's errors with their translation keys and writes nothing", async () => {
    await register("taken@example.com")
    const before = await databaseDigest()
    const taken = await register("TAKEN@example.com")
    expect(taken.status).toBe(409)
    expect(taken.json).toMatchObject({ error: "email-already-in-use", key: "auth-email-already-in-use" })
    const weak = await register("weak@example.com", "12345")
    expect(weak.status).toBe(422)
    expect(weak.json).toMatchObject({ error: "weak-password", key: "auth-weak-password" })
    const badEmail = await register("not-an-email")
    expect(badEmail.json.error).toBe("invalid-email")
    expect(taken.cookies.size + weak.cookies.size + badEmail.cookies.size).toBe(0)
    expect(await databaseDigest()).toBe(before)
  })
})

describe("POST /api/auth/register/ human check", () => {
  it("refuses a missing, forged or reused token with 422 fields.humanCheck, before anything is written", async () => {
    const before = await databaseDigest()
    const attempt = (humanCheck: unknown) =>
      send(Register.POST, "/api/auth/register/", { body: { email: "ana.robot@example.com", password: "secret-42", name: "Ana Pop", ...(humanCheck === undefined ? {} : { humanCheck }) } })
    const token = await solvedToken()
    for (const reply of [await attempt(undefined), await attempt(null), await attempt(Buffer.from("{}").toString("base64"))]) {
      expect(reply.status).toBe(422)
      expect(reply.json.fields).toEqual({ humanCheck: "human-check-failed" })
      expect(reply.cookies.size).toBe(0)
    }
    expect(await databaseDigest()).toBe(before)
    expect((await attempt(token)).status).toBe(201)
    const reused = await send(Register.POST, "/api/auth/register/", { body: { email: "ana.robot2@example.com", password: "secret-42", name: "Ana Pop", humanCheck: token } })
    expect(reused.status).toBe(422)
    expect(reused.json.fields).toEqual({ humanCheck: "human-check-failed" })
  })
})

describe("POST /api/auth/login/", () => {
  it("signs in with the password, any email case; a wrong password and an unknown email are one answer (401 invalid-credential)", async () => {
    const registered = await register("ana.login@example.com")
    const ok = await login("Ana.Login@Example.com", "secret-42")
    expect(ok.status).toBe(200)
    expect(ok.json.user.uid).toBe(registered.json.user.uid)
    expect(ok.cookies.has("shop_session")).toBe(true)
    const wrong = await login("ana.login@example.com", "wrong-one")
    expect(wrong.status).toBe(401)
    expect(wrong.json).toMatchObject({ error: "invalid-credential", key: "auth-invalid-credential" })
    expect(wrong.cookies.size).toBe(0)
    const unknown = await login("nobody.login@example.com", "secret-42")
    expect([unknown.status, unknown.json, unknown.cookies.size]).toEqual([wrong.status, wrong.json, 0])
  })

  it("past the account's login limit: 429 too-many-requests with Retry-After, even with the right password, from any client", async () => {
    await register("ana.limit@example.com")
    for (let i = 0; i < rateLimitPolicies["login-account"].limit; i++) expect((await login("ana.limit@example.com", "wrong", "198.51.100.9")).status).toBe(401)
    const blocked = await login("ana.limit@example.com", "secret-42", "198.51.100.10")
    expect(blocked.status).toBe(429)
    expect(blocked.json).toMatchObject({ error: "too-many-requests", key: "auth-too-many-requests" })
    expect(blocked.json.retryAfterSeconds).toBeGreaterThan(0)
  })

  it("a deactivated user cannot sign in (403 user-disabled) and the session ends (logout-deactivated, cookies removed)", async () => {
    const registered = await register("ana.deactivated@example.com")
    const cookies = signedInCookies(registered)
    await setDeactivated(registered.json.user.uid, Date.UTC(2026, 10, 22))
    const refused = await login("ana.deactivated@example.com", "secret-42")
    expect(refused.status).toBe(403)
    expect(refused.json.error).toBe("user-disabled")
    const session = await sessionOf(cookies)
    expect(session.json).toEqual({ decision: "logout-deactivated", user: null, currentUser: null })
    expect(valueOf(session.cookies.get("shop_session"))).toBe("")
    expect(session.cookies.get("shop_session")).toMatch(/Max-Age=0/)
    expect(session.cookies.get("shop_auth")).toMatch(/Max-Age=0/)
  })
})

describe("GET /api/auth/session/", () => {
  it("keeps a valid session and refreshes its custom token", async () => {
    const registered = await register("ana.session@example.com")
    const session = await sessionOf(signedInCookies(registered))
    expect(session.status).toBe(200)
    expect(session.json.decision).toBe("keep")
    expect(session.json.user.uid).toBe(registered.json.user.uid)
    expect(valueOf(session.cookies.get("shop_auth")).split(".")).toHaveLength(3)
  })

  it("no cookies: anonymous, nothing set", async () => {
    const session = await sessionOf({})
    expect(session.json).toEqual({ decision: "anonymous", user: null, currentUser: null })
    expect(session.cookies.size).toBe(0)
  })

  it("SPEC 4: the auth cookie without a custom token signs out and clears (both cookies removed)", async () => {
    const registered = await register("ana.nocustom@example.com")
    const session = await sessionOf({ ...signedInCookies(registered), shop_auth: "" })
    expect(session.json.decision).toBe("sign-out-and-clear-cart")
    expect(session.cookies.get("shop_session")).toMatch(/Max-Age=0/)
  })

  it("a forged session cookie names nobody: anonymous and removed", async () => {
    const session = await sessionOf({ shop_session: "forged.session.token" })
    expect(session.json.user).toBeNull()
    expect(session.cookies.get("shop_session")).toMatch(/Max-Age=0/)
  })
})

describe("forgot and reset", () => {
  it("a reset link goes to the outbox; its token sets a new password once and signs in", async () => {
    await register("ana.reset@example.com")
    const sent = await send(Forgot.POST, "/api/auth/forgot/", { body: { email: "ANA.reset@example.com" } })
    expect(sent.status).toBe(202)
    expect((await send(Forgot.POST, "/api/auth/forgot/", { body: { email: "nobody.reset@example.com" } })).status).toBe(202)
    expect((await send(Forgot.POST, "/api/auth/forgot/", { body: { email: "nobody" } })).json.error).toBe("invalid-email")
    // The mail follows the answer (core startPasswordReset): polled, with a deadline.
    const outbox = await eventually(
      () => send(Outbox.GET, "/api/auth/outbox/", { headers: { "x-shop-client-address": "127.0.0.1" } }),
      (reply) => reply.json.mails?.some((m: { to: string }) => m.to === "ana.reset@example.com") === true,
      "the reset mail"
    )
    const mail = outbox.json.mails.find((m: { to: string }) => m.to === "ana.reset@example.com")
    expect(outbox.json.mails.some((m: { to: string }) => m.to === "nobody.reset@example.com")).toBe(false)
    const link = new URL(/http\S+/.exec(mail.body)![0])
    expect(link.origin).toBe("http://ro.localhost:3000")
    expect(link.pathname).toBe("/forgot/")
    const token = link.searchParams.get("token")!
    const reset = await send(Reset.POST, "/api/auth/reset/", { body: { token, password: "brand-new-7" } })
    expect(reset.status).toBe(200)
    expect(reset.cookies.has("shop_session")).toBe(true)
    const again = await send(Reset.POST, "/api/auth/reset/", { body: { token, password: "brand-new-8" } })
    expect(again.status).toBe(401)
    expect(again.json.error).toBe("invalid-token")
    expect((await login("ana.reset@example.com", "secret-42", "192.0.2.1")).status).toBe(401)
    expect((await login("ana.reset@example.com", "brand-new-7", "192.0.2.1")).status).toBe(200)
  })
})

describe("reset links never follow a forged Host", () => {
  it("a forgot call to a host the shop does not serve answers 202 and mails no link", async () => {
    await register("ana.poison@example.com")
    const forged = await Forgot.POST(new Request("http://evil.example/api/auth/forgot/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "ana.poison@example.com" })
    }))
    expect(forged.status).toBe(202)
    const outbox = await send(Outbox.GET, "/api/auth/outbox/", { headers: { "x-shop-client-address": "127.0.0.1" } })
    expect(outbox.json.mails.filter((m: { to: string }) => m.to === "ana.poison@example.com")).toEqual([])
    expect(JSON.stringify(outbox.json)).not.toContain("evil.example")
  })
})

describe("GET /api/auth/outbox/ with MAIL_OUTBOX=on", () => {
  it("answers this machine only; any other client (or none named) gets 404, as if the call did not exist", async () => {
    for (const client of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect((await send(Outbox.GET, "/api/auth/outbox/", { headers: { "x-shop-client-address": client } })).status).toBe(200)
    }
    for (const client of ["203.0.113.7", "10.0.0.1", "::ffff:10.0.0.1", "fe80::1", "128.0.0.1", "127.0.0.1.evil", "unknown", ""]) {
      const reply = await send(Outbox.GET, "/api/auth/outbox/", { headers: { "x-shop-client-address": client } })
      expect([client, reply.status, reply.json.error]).toEqual([client, 404, "not-found"])
    }
    expect((await send(Outbox.GET, "/api/auth/outbox/")).status).toBe(404)
  })

  it("answers only under a name of this machine: a page that rebinds its own name to 127.0.0.1 gets 404", async () => {
    for (const host of ["rebind.evil.example:3000", "evil.example", "127.0.0.1.evil.example", "localhost.evil.example"]) {
      const answer = await Outbox.GET(new Request(`http://${host}/api/auth/outbox/`, { headers: { "x-shop-client-address": "127.0.0.1" } }))
      expect([host, answer.status]).toEqual([host, 404])
    }
    for (const host of ["localhost:3000", "gr.localhost:3000", "127.0.0.1:3000", "[::1]:3000"]) {
      const answer = await Outbox.GET(new Request(`http://${host}/api/auth/outbox/`, { headers: { "x-shop-client-address": "127.0.0.1" } }))
      expect([host, answer.status]).toEqual([host, 200])
    }
  })
})

describe("POST /api/auth/logout/", () => {
  it("removes both cookies", async () => {
    const reply = await send(Logout.POST, "/api/auth/logout/", { method: "POST" })
    expect(reply.status).toBe(200)
    expect(reply.cookies.get("shop_session")).toMatch(/Max-Age=0.*HttpOnly/)
    expect(reply.cookies.get("shop_auth")).toMatch(/Max-Age=0/)
  })

  it("other methods get a JSON 405", async () => {
    const reply = await send(Logout.GET as Handler, "/api/auth/logout/")
    expect(reply.status).toBe(405)
    expect(reply.json.error).toBe("method-not-allowed")
  })
})

describe("malformed bodies", () => {
  it("never answer 5xx and write nothing, on every auth call", async () => {
    const before = await databaseDigest()
    const handlers: ReadonlyArray<readonly [Handler, string]> = [
      [Register.POST, "/api/auth/register/"],
      [Login.POST, "/api/auth/login/"],
      [Forgot.POST, "/api/auth/forgot/"],
      [Reset.POST, "/api/auth/reset/"]
    ]
    // Malformed for every call: never an object with a string email (which would be a real attempt, and counted).
    const bodies = fc.oneof(
      fc.string(),
      fc.json().filter((text) => !text.includes('"email"')),
      fc.record({ email: fc.integer(), password: fc.oneof(fc.string(), fc.constant(null)), token: fc.boolean() }, { requiredKeys: ["email"] })
        .map((v) => JSON.stringify(v)),
      fc.string().filter((email) => !email.includes("@")).map((email) => JSON.stringify({ email, password: 42, name: [], token: 1 }))
    )
    await fc.assert(fc.asyncProperty(fc.constantFrom(...handlers), bodies, async ([handler, path], body) => {
      const reply = await send(handler, path, { body, method: "POST", headers: { "x-shop-client-address": "192.0.2.200" } })
      return reply.status >= 400 && reply.status < 500 && typeof reply.json.error === "string" && typeof reply.json.message === "string"
    }), { numRuns: 60 })
    expect(await databaseDigest()).toBe(before)
  })
})

