import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Effect, Exit } from "effect"
import { PasswordHasher, UserRepository } from "@shop/core/backend/auth/ports"
import { rateLimitPolicies, type RateLimitName } from "@shop/core/backend/limits/policies"
import * as Email from "../../app/api/account/settings/email/route.ts"
import * as Forgot from "../../app/api/auth/forgot/route.ts"
import * as Login from "../../app/api/auth/login/route.ts"
import * as Register from "../../app/api/auth/register/route.ts"
import * as Contact from "../../app/api/contact/route.ts"
import * as Orders from "../../app/api/orders/route.ts"
import * as Reviews from "../../app/api/reviews/route.ts"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { useAppDatabase } from "../support/app.ts"
import { payloadFor, pricedSellItem } from "../support/sell.ts"
import { newKey, orderRequest, phones } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/**
 * Issue 14 "Limits", through the route handlers on the app's own database: every limited call is
 * refused past its number with 429 `too-many-requests` and a Retry-After (whole seconds left in the
 * window, also in the body), from the client address the socket boundary resolved
 * (`x-shop-client-address`); a forwarded header a client sends changes nothing.
 */
type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>

interface Reply {
  readonly status: number
  readonly json: any
  readonly retryAfter: string | null
  readonly cookies: ReadonlyArray<string>
}

const send = async (handler: Handler, path: string, body: unknown, address: string, headers: Readonly<Record<string, string>> = {}): Promise<Reply> => {
  const response = await handler(new Request(`http://ro.localhost:3000${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-shop-client-address": address, ...headers },
    body: JSON.stringify(body)
  }), { params: Promise.resolve({}) })
  return { status: response.status, json: JSON.parse(await response.text()), retryAfter: response.headers.get("retry-after"), cookies: response.headers.getSetCookie() }
}

/** A refusal as issue 14 asks for it: 429, too-many-requests, Retry-After within the window and the same in the body. */
const expectLimited = (reply: Reply, name: RateLimitName) => {
  expect(reply.status, JSON.stringify(reply.json)).toBe(429)
  expect(reply.json.error).toBe("too-many-requests")
  const seconds = Number(reply.retryAfter)
  expect(Number.isInteger(seconds)).toBe(true)
  expect(seconds).toBeGreaterThanOrEqual(1)
  expect(seconds).toBeLessThanOrEqual(rateLimitPolicies[name].windowMs / 1000)
  expect(reply.json.retryAfterSeconds).toBe(seconds)
}

/** `limit` requests pass the limit (whatever they answer), the next is refused; another address is not. */
const exhaust = async (name: RateLimitName, request: (address: string, i: number) => Promise<Reply>, address: string) => {
  const { limit } = rateLimitPolicies[name]
  for (let i = 0; i < limit; i++) {
    const reply = await request(address, i)
    expect(reply.status, `${name} #${i + 1}: ${JSON.stringify(reply.json)}`).not.toBe(429)
  }
  expectLimited(await request(address, limit), name)
  // A new forwarded address per request is not the client's address: still refused.
  expectLimited(await request(address, limit + 1), name)
  expect((await request(`${address}0`, limit + 2)).status).not.toBe(429)
}

const withForwarded = (i: number) => ({ "x-forwarded-for": `198.18.${i % 250}.${i % 200}`, "x-real-ip": `198.19.0.${i % 250}` })

const contact = { name: "Maria Ionescu", email: "maria@example.ro", topic: "delivery", message: "Bună ziua, când ajunge comanda mea?" }
const review = { kind: "shop", rating: 5, name: "Maria Ionescu", email: "maria@example.ro", title: "Foarte mulțumită", text: "Telefonul a venit repede și arată ca nou." }

const addUser = async (email: string) => {
  const exit = await runExit(Effect.gen(function* () {
    const hash = yield* (yield* PasswordHasher).hash("secret-42")
    return yield* (yield* UserRepository).insert({ email, name: "Ana Pop", passwordHash: hash, createdAt: Date.now() })
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
}

describe("the per-address limits of the form calls", () => {
  it("register: a registration says whether an email is in use, so an address registers only so often", async () => {
    await exhaust("register", (address, i) =>
      send(Register.POST, "/api/auth/register/", { email: `r${i}@example.com`, password: "secret-42", name: "Ana Pop", humanCheck: null }, address, withForwarded(i)),
      "192.0.2.10")
  })

  it("forgot: per address, whatever the email", async () => {
    await exhaust("forgot-address", (address, i) => send(Forgot.POST, "/api/auth/forgot/", { email: `f${i}@example.com` }, address, withForwarded(i)), "192.0.2.20")
  })

  it("forgot: per email, whoever asks, with the identity's key for the form", async () => {
    const { limit } = rateLimitPolicies["forgot-account"]
    for (let i = 0; i < limit; i++) expect((await send(Forgot.POST, "/api/auth/forgot/", { email: "Mailbox@example.com" }, `192.0.2.3${i}`)).status).toBe(202)
    const refused = await send(Forgot.POST, "/api/auth/forgot/", { email: " mailbox@EXAMPLE.com" }, "192.0.2.39")
    expectLimited(refused, "forgot-account")
    expect(refused.json.key).toBe("auth-too-many-requests")
  })

  it("contact", async () => {
    await exhaust("contact", (address, i) => send(Contact.POST, "/api/contact/", { ...contact, humanCheck: null }, address, withForwarded(i)), "192.0.2.40")
  })

  it("reviews", async () => {
    await exhaust("review", (address, i) => send(Reviews.POST, "/api/reviews/", { ...review, humanCheck: null }, address, withForwarded(i)), "192.0.2.50")
  })

  it("sell orders, replays of one idempotency key included", async () => {
    const payload = await payloadFor(await pricedSellItem("RO"), 1)
    const key = newKey()
    await exhaust("sell-order", (address, i) =>
      send(SellOrders.POST, "/api/sell/orders/", { ...payload, humanCheck: null }, address, { "idempotency-key": i % 2 === 0 ? key : newKey(), ...withForwarded(i) }),
      "192.0.2.60")
  })

  it("orders, replays of one idempotency key included: every order holds stock", async () => {
    const [phone] = await phones(1)
    const key = newKey()
    await exhaust("place-order", (address, i) =>
      send(Orders.POST, "/api/orders/", orderRequest([{ productId: phone!.id }], { idempotencyKey: i % 2 === 0 ? key : newKey() }), address, withForwarded(i)),
      "192.0.2.65")
  })

  it("a request that does not decode is refused before it counts", async () => {
    for (let i = 0; i < rateLimitPolicies.contact.limit + 5; i++) {
      expect((await send(Contact.POST, "/api/contact/", { name: 5 }, "192.0.2.70")).status).toBe(400)
    }
    expect((await send(Contact.POST, "/api/contact/", { ...contact, humanCheck: null }, "192.0.2.70")).status).toBe(422)
  })
})

describe("the login limit through POST /api/auth/login/", () => {
  const login = (email: string, password: string, address: string, headers: Readonly<Record<string, string>> = {}) =>
    send(Login.POST, "/api/auth/login/", { email, password }, address, headers)
  const { limit } = rateLimitPolicies["login-account"]

  it("20 concurrent wrong passwords from 20 addresses: at most the limit are checked, the rest 429 with Retry-After", async () => {
    await addUser("target@example.com")
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => login("target@example.com", `guess-${i}`, `203.0.113.${i}`)))
    const checked = replies.filter((r) => r.status !== 429)
    expect(checked.length).toBeLessThanOrEqual(limit)
    for (const r of checked) expect(r.json.error).not.toBe("too-many-requests")
    for (const r of replies.filter((r) => r.status === 429)) expectLimited(r, "login-account")
    // The right password, from an address never seen, waits too; another account does not.
    expectLimited(await login("TARGET@example.com", "secret-42", "203.0.113.200"), "login-account")
    await addUser("bystander@example.com")
    expect((await login("bystander@example.com", "secret-42", "203.0.113.201")).status).toBe(200)
  })

  it("an address trying many accounts is refused past its own limit; a new X-Forwarded-For per guess changes nothing", async () => {
    const { limit: perAddress } = rateLimitPolicies["login-address"]
    for (let i = 0; i < perAddress; i++) {
      const reply = await login(`stuffed${i}@example.com`, "password1", "203.0.114.1", withForwarded(i))
      expect(reply.status, JSON.stringify(reply.json)).not.toBe(429)
    }
    await addUser("stuffed-real@example.com")
    expectLimited(await login("stuffed-real@example.com", "secret-42", "203.0.114.1", withForwarded(999)), "login-address")
    expect((await login("stuffed-real@example.com", "secret-42", "203.0.114.2")).status).toBe(200)
  })
})

describe("the email change's own limit", () => {
  it("a signed-in user may try a few email changes an hour, then 429 with Retry-After", async () => {
    await addUser("changer@example.com")
    await addUser("taken@example.com")
    const signedIn = await send(Login.POST, "/api/auth/login/", { email: "changer@example.com", password: "secret-42" }, "203.0.115.1")
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.cookies.map((c) => c.split(";")[0]).join("; ")
    const change = (newEmail: string) =>
      send(Email.POST, "/api/account/settings/email/", { currentPassword: "secret-42", newEmail }, "203.0.115.1", { cookie })
    for (let i = 0; i < rateLimitPolicies["email-change"].limit; i++) expect((await change("taken@example.com")).status).toBe(409)
    const refused = await change("free@example.com")
    expectLimited(refused, "email-change")
    expect(refused.json.key).toBe("auth-too-many-requests")
  })
})
