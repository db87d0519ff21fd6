import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Effect, Exit } from "effect"
import { UserRepository } from "@shop/core/backend/auth/ports"
import { deactivateUser } from "@shop/core/backend/auth/sessions"
import { Database } from "@shop/adapters/postgres/Database"
import * as Forgot from "../../app/api/auth/forgot/route.ts"
import * as Login from "../../app/api/auth/login/route.ts"
import * as Logout from "../../app/api/auth/logout/route.ts"
import * as Outbox from "../../app/api/auth/outbox/route.ts"
import * as Register from "../../app/api/auth/register/route.ts"
import * as Reset from "../../app/api/auth/reset/route.ts"
import * as Session from "../../app/api/auth/session/route.ts"
import * as Settings from "../../app/api/account/settings/route.ts"
import * as Password from "../../app/api/account/settings/password/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { useAppDatabase } from "../support/app.ts"
import { eventually, type Reply, send as sendAs, type SendOptions, type Handler, valueOf } from "../support/authCalls.ts"
import { solvedToken } from "../support/humanCheck.ts"

vi.mock("server-only", () => ({}))
// The reset links are read from the outbox, which is on only when asked for and only from loopback.
vi.stubEnv("MAIL_OUTBOX", "on")
useAppDatabase()

/**
 * Issue 14 "sessions end on the server": a session is a row, and logout, a password change, a
 * completed reset and deactivation delete rows, so a copied cookie stops working at its next request.
 */

const loopback = { "x-shop-client-address": "127.0.0.1" }

/** A call with this browser's Cookie header; logout is a POST without a body. */
const send = (handler: Handler, path: string, options: Omit<SendOptions, "cookies"> & { readonly cookie?: string } = {}) =>
  sendAs(handler, path, {
    ...options,
    ...(options.cookie === undefined ? {} : { cookies: options.cookie }),
    ...(path.includes("logout") ? { method: "POST" } : {})
  })

/** The Cookie header of the browser a sign-in answered. */
const browserOf = (reply: Reply) =>
  `shop_session=${encodeURIComponent(valueOf(reply.cookies.get("shop_session")))}; shop_auth=${encodeURIComponent(valueOf(reply.cookies.get("shop_auth")))}`

let counter = 0
const uniqueEmail = (what: string) => `sessions.${what}.${process.pid}.${++counter}@example.com`

/** Registration is limited per client address (10 an hour): each describe block registers from its own. */
const register = async (email: string, password = "secret-42", client = "203.0.113.10") => {
  const reply = await send(Register.POST, "/api/auth/register/", {
    body: { email, password, name: "Ana Pop", humanCheck: await solvedToken() },
    headers: { "x-shop-client-address": client }
  })
  expect(reply.status).toBe(201)
  return reply
}
const login = (email: string, password: string, client = "203.0.113.50") =>
  send(Login.POST, "/api/auth/login/", { body: { email, password }, headers: { "x-shop-client-address": client } })
const sessionOf = (cookie: string) => send(Session.GET, "/api/auth/session/", { cookie })
const signedIn = async (cookie: string) => (await sessionOf(cookie)).json.user !== null
const settingsStatus = async (cookie: string) => (await send(Settings.GET, "/api/account/settings/", { cookie })).status

const run = async <A>(effect: Effect.Effect<A, unknown, any>): Promise<A> => {
  const exit = await runExit(effect)
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}

/** Rows of a security table, straight from the database (the uid is ours: a UUID). */
const rowsOf = async (statement: string): Promise<ReadonlyArray<Record<string, unknown>>> => {
  const result = await run(Effect.flatMap(Database, (database) => database.query(statement, (db) => db.execute(statement))))
  return (result as unknown as { rows: ReadonlyArray<Record<string, unknown>> }).rows
}
const countOf = async (table: string, uid: string) => Number((await rowsOf(`select count(*)::int as n from ${table} where user_id = '${uid}'`))[0]?.["n"] ?? 0)
const sessionRows = (uid: string) => countOf("sessions", uid)
const resetTokenRows = (uid: string) => countOf("reset_tokens", uid)

/** The newest reset link mailed to `email` other than `seen` (the mail follows the forgot call's answer: polled). */
const resetLinkOf = async (email: string, seen?: string): Promise<string> => {
  const tokenIn = (body: string) => new URL(/http\S+/.exec(body)![0]).searchParams.get("token")!
  const outbox = await eventually(
    () => send(Outbox.GET, "/api/auth/outbox/", { headers: loopback }),
    (reply) => reply.json.mails?.some((m: { to: string; body: string }) => m.to === email && tokenIn(m.body) !== seen) === true,
    `a reset mail to ${email}`
  )
  return tokenIn(outbox.json.mails.find((m: { to: string; body: string }) => m.to === email && tokenIn(m.body) !== seen).body)
}

describe("logout", () => {
  it("ends the session on the server: a copy of the cookie taken before is not signed in afterwards", async () => {
    const email = uniqueEmail("logout")
    const browser = browserOf(await register(email))
    expect(await signedIn(browser)).toBe(true)
    const out = await send(Logout.POST, "/api/auth/logout/", { cookie: browser })
    expect(out.status).toBe(200)
    expect(out.cookies.get("shop_session")).toMatch(/Max-Age=0/)
    expect(await signedIn(browser)).toBe(false)
    expect(await settingsStatus(browser)).toBe(401)
  })

  it("two logouts of one session at once both answer 200 and the session is gone", async () => {
    const email = uniqueEmail("twice")
    const reply = await register(email)
    const browser = browserOf(reply)
    const [a, b] = await Promise.all([
      send(Logout.POST, "/api/auth/logout/", { cookie: browser }),
      send(Logout.POST, "/api/auth/logout/", { cookie: browser })
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(await signedIn(browser)).toBe(false)
    expect(await sessionRows(reply.json.user.uid)).toBe(0)
  })

  it("a forged or malformed session cookie logs out harmlessly", async () => {
    for (const cookie of ["shop_session=forged", "shop_session=%ff", `shop_session=${"x".repeat(5000)}`]) {
      expect((await send(Logout.POST, "/api/auth/logout/", { cookie })).status).toBe(200)
    }
  })
})

describe("GET /api/auth/session/", () => {
  it("keeps the session token: no new session row per call", async () => {
    const email = uniqueEmail("keep")
    const reply = await register(email)
    const browser = browserOf(reply)
    const token = valueOf(reply.cookies.get("shop_session"))
    for (let i = 0; i < 3; i++) {
      const session = await sessionOf(browser)
      expect(session.json.decision).toBe("keep")
      const set = session.cookies.get("shop_session")
      if (set !== undefined) expect(valueOf(set)).toBe(token)
    }
    expect(await sessionRows(reply.json.user.uid)).toBe(1)
  })

  it("a session cookie that names no live session ends in a sign-out, both cookies removed", async () => {
    const email = uniqueEmail("ended")
    const browser = browserOf(await register(email))
    await send(Logout.POST, "/api/auth/logout/", { cookie: browser })
    const session = await sessionOf(browser)
    expect(session.json).toEqual({ decision: "logout-deactivated", user: null, currentUser: null })
    expect(session.cookies.get("shop_session")).toMatch(/Max-Age=0/)
    expect(session.cookies.get("shop_auth")).toMatch(/Max-Age=0/)
  })
})

describe("password change", () => {
  it("ends every session of the user; the browser that changed it stays signed in with a new session", async () => {
    const email = uniqueEmail("change")
    const first = browserOf(await register(email, "secret-42", "203.0.113.21"))
    const second = browserOf(await login(email, "secret-42"))
    expect(await signedIn(second)).toBe(true)
    const changed = await send(Password.POST, "/api/account/settings/password/", {
      cookie: first,
      body: { currentPassword: "secret-42", newPassword: "another-42" },
      headers: { "x-shop-client-address": "203.0.113.51" }
    })
    expect(changed.status).toBe(200)
    const renewed = browserOf(changed)
    expect(valueOf(changed.cookies.get("shop_session"))).not.toBe(new URLSearchParams(first.replaceAll("; ", "&")).get("shop_session"))
    expect(changed.cookies.get("shop_session")).toMatch(/HttpOnly/)
    expect(await signedIn(renewed)).toBe(true)
    expect(await settingsStatus(renewed)).toBe(200)
    // The token the change was made with is a token someone else may have: it ends too.
    for (const ended of [first, second]) {
      expect(await signedIn(ended)).toBe(false)
      expect(await settingsStatus(ended)).toBe(401)
    }
  })

  it("a refused change ends nothing and sets no cookie", async () => {
    const email = uniqueEmail("refused")
    const browser = browserOf(await register(email, "secret-42", "203.0.113.21"))
    const refused = await send(Password.POST, "/api/account/settings/password/", {
      cookie: browser,
      body: { currentPassword: "wrong-one", newPassword: "another-42" },
      headers: { "x-shop-client-address": "203.0.113.54" }
    })
    expect(refused.status).toBe(422)
    expect(refused.cookies.size).toBe(0)
    expect(await signedIn(browser)).toBe(true)
  })
})

describe("a sign-in ends the session the browser presented", () => {
  it("login on a browser signed in as someone else ends that session: a copy of its cookie is signed in no more", async () => {
    const ana = uniqueEmail("shared.ana")
    const bo = uniqueEmail("shared.bo")
    const anas = browserOf(await register(ana, "secret-42", "203.0.113.20"))
    await register(bo, "secret-42", "203.0.113.20")
    const other = browserOf(await login(ana, "secret-42", "203.0.113.55"))
    const bos = await send(Login.POST, "/api/auth/login/", { body: { email: bo, password: "secret-42" }, cookie: anas, headers: { "x-shop-client-address": "203.0.113.55" } })
    expect(bos.status).toBe(200)
    expect(bos.json.user.email).toBe(bo)
    expect(await signedIn(anas)).toBe(false)
    // Ana's other browser is hers, not this one's: it stays.
    expect(await signedIn(other)).toBe(true)
    expect((await sessionOf(browserOf(bos))).json.user.email).toBe(bo)
  })

  it("signing in again, or registering, on a signed-in browser gives a new token and ends the presented one (no fixation)", async () => {
    const email = uniqueEmail("again")
    const registered = await register(email, "secret-42", "203.0.113.20")
    const before = browserOf(registered)
    const again = await send(Login.POST, "/api/auth/login/", { body: { email, password: "secret-42" }, cookie: before, headers: { "x-shop-client-address": "203.0.113.56" } })
    expect(again.status).toBe(200)
    expect(valueOf(again.cookies.get("shop_session"))).not.toBe(valueOf(registered.cookies.get("shop_session")))
    expect(await signedIn(before)).toBe(false)
    expect(await sessionRows(registered.json.user.uid)).toBe(1)
    const other = uniqueEmail("again.register")
    const fresh = await send(Register.POST, "/api/auth/register/", {
      body: { email: other, password: "secret-42", name: "Ana Pop", humanCheck: await solvedToken() },
      cookie: browserOf(again),
      headers: { "x-shop-client-address": "203.0.113.20" }
    })
    expect(fresh.status).toBe(201)
    expect(await signedIn(browserOf(again))).toBe(false)
    expect(await signedIn(browserOf(fresh))).toBe(true)
  })

  it("a refused login leaves the presented session as it was", async () => {
    const email = uniqueEmail("refused.login")
    const browser = browserOf(await register(email, "secret-42", "203.0.113.20"))
    const wrong = await send(Login.POST, "/api/auth/login/", { body: { email, password: "not-it" }, cookie: browser, headers: { "x-shop-client-address": "203.0.113.57" } })
    expect(wrong.status).toBe(401)
    expect(await signedIn(browser)).toBe(true)
  })
})

describe("password reset", () => {
  it("a completed reset ends every session of the user", async () => {
    const email = uniqueEmail("reset")
    const first = browserOf(await register(email))
    const second = browserOf(await login(email, "secret-42"))
    expect((await send(Forgot.POST, "/api/auth/forgot/", { body: { email } })).status).toBe(202)
    const token = await resetLinkOf(email)
    const reset = await send(Reset.POST, "/api/auth/reset/", { body: { token, password: "brand-new-7" } })
    expect(reset.status).toBe(200)
    expect(await signedIn(first)).toBe(false)
    expect(await signedIn(second)).toBe(false)
    expect(await signedIn(browserOf(reset))).toBe(true)
  })

  it("a newer request invalidates the older link; the token is not stored as sent", async () => {
    const email = uniqueEmail("newer")
    const registered = await register(email)
    await send(Forgot.POST, "/api/auth/forgot/", { body: { email } })
    const older = await resetLinkOf(email)
    await send(Forgot.POST, "/api/auth/forgot/", { body: { email } })
    const newer = await resetLinkOf(email, older)
    expect(newer).not.toBe(older)
    expect(await resetTokenRows(registered.json.user.uid)).toBe(1)
    const stored = await rowsOf(`select token_hash from reset_tokens where user_id = '${registered.json.user.uid}'`)
    expect(stored.map((r) => r["token_hash"])).not.toContain(newer)
    expect((await send(Reset.POST, "/api/auth/reset/", { body: { token: older, password: "brand-new-7" } })).status).toBe(401)
    expect((await send(Reset.POST, "/api/auth/reset/", { body: { token: newer, password: "brand-new-7" } })).status).toBe(200)
    expect(await resetTokenRows(registered.json.user.uid)).toBe(0)
  })

  it("two resets with one token at once: exactly one succeeds", async () => {
    const email = uniqueEmail("race")
    await register(email)
    await send(Forgot.POST, "/api/auth/forgot/", { body: { email } })
    const token = await resetLinkOf(email)
    const replies = await Promise.all([
      send(Reset.POST, "/api/auth/reset/", { body: { token, password: "brand-new-1" } }),
      send(Reset.POST, "/api/auth/reset/", { body: { token, password: "brand-new-2" } })
    ])
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401])
    const winner = replies[0]?.status === 200 ? "brand-new-1" : "brand-new-2"
    expect((await login(email, winner, "203.0.113.52")).status).toBe(200)
  })
})

describe("deactivation", () => {
  it("ends every session of the user at once", async () => {
    const email = uniqueEmail("deactivated")
    const registered = await register(email)
    const first = browserOf(registered)
    const second = browserOf(await login(email, "secret-42"))
    const uid: string = registered.json.user.uid
    expect(await sessionRows(uid)).toBe(2)
    await run(deactivateUser(uid))
    expect(await sessionRows(uid)).toBe(0)
    for (const browser of [first, second]) {
      expect(await signedIn(browser)).toBe(false)
      expect(await settingsStatus(browser)).toBe(401)
    }
    const user = await run(UserRepository.use((users) => users.findById(uid)))
    expect(user._tag === "Some" && user.value.deactivatedAt !== null).toBe(true)
  })
})

describe("login without enumeration", () => {
  it("an unknown email answers exactly like a wrong password", async () => {
    const email = uniqueEmail("enum")
    await register(email)
    const wrong = await login(email, "not-the-password", "203.0.113.53")
    const unknown = await login(uniqueEmail("nobody"), "not-the-password", "203.0.113.53")
    expect(wrong.status).toBe(401)
    expect(wrong.json).toEqual({ error: "invalid-credential", message: "The email or password is wrong.", key: "auth-invalid-credential" })
    expect([unknown.status, unknown.json]).toEqual([wrong.status, wrong.json])
  })
})
