import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { Exit } from "effect"
import fc from "fast-check"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import type { NewSellOrder } from "@shop/core/sell/sellTypes"
import { sampleSellOrders } from "@shop/core/test-support/backend/sellOrderRepositorySuite"
import * as Login from "../../app/api/auth/login/route.ts"
import * as Settings from "../../app/api/account/settings/route.ts"
import * as Corporate from "../../app/api/account/settings/corporate/route.ts"
import * as Email from "../../app/api/account/settings/email/route.ts"
import * as SalePayout from "../../app/api/account/sales/[sellOrderId]/payout/route.ts"
import * as Sale from "../../app/api/account/sales/[sellOrderId]/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { signedInUser } from "../support/session.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

let counter = 0

const post = (handler: Parameters<typeof call>[0], path: string, cookie: string | null, body: unknown, params?: Record<string, string>, headers: Record<string, string> = {}) =>
  call(handler, { path, headers: cookie === null ? headers : { ...headers, cookie }, body, ...(params === undefined ? {} : { params }) })

const company = {
  name: "Alfa Service S.R.L.", fiscalCode: "ro 18547290", registrationNumber: "J40/1234/2020", email: "office@alfa.ro",
  phoneNumber: "0712 345 678", iban: "RO49 AAAA 1B31 0075 9384 0000", county: "Cluj", city: "Cluj-Napoca"
}

const saleWithoutPayout = async (userId: string | null, keepPayout = false) => {
  const base = sampleSellOrders[0]
  if (base === undefined) throw new Error("sample missing")
  const order: NewSellOrder = {
    ...base,
    payload: { ...base.payload, paymentDetails: keepPayout ? base.payload.paymentDetails : null, serviceDbUserId: userId, userEmail: "seller@example.ro" },
    createdAt: Date.now()
  }
  counter += 1
  const exit = await runExit(SellOrderRepository.use((repo) => repo.save(order, { key: `payout-test-${process.pid}-${counter}`, fingerprint: "fp" })))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value.sellOrderId
}

describe("the email change call", () => {
  it("401 without a session; a missing or wrong password is requires-recent-login; malformed, taken: 4xx; nothing written", async () => {
    const ana = await signedInUser("secret-42")
    const ion = await signedInUser("secret-42")
    const before = await databaseDigest()
    const path = "/api/account/settings/email/"
    expect((await post(Email.POST, path, null, { currentPassword: "secret-42", newEmail: "new@example.com" })).status).toBe(401)
    expect((await post(Email.POST, path, ana.cookie, "{oops")).json).toMatchObject({ error: "invalid-request" })
    expect((await post(Email.POST, path, ana.cookie, { currentPassword: 5, newEmail: "a@b.c" })).status).toBe(400)
    const missing = await post(Email.POST, path, ana.cookie, { currentPassword: "", newEmail: "ana.new@example.com" })
    expect(missing).toMatchObject({ status: 401, json: { error: "requires-recent-login", key: "auth-requires-recent-login" } })
    expect((await post(Email.POST, path, ana.cookie, { currentPassword: "wrong-42", newEmail: "ana.new@example.com" })).json).toMatchObject({ error: "requires-recent-login" })
    expect(await post(Email.POST, path, ana.cookie, { currentPassword: "secret-42", newEmail: "not-an-email" })).toMatchObject({ status: 422, json: { error: "invalid-email" } })
    expect(await post(Email.POST, path, ana.cookie, { currentPassword: "secret-42", newEmail: ion.email.toUpperCase() })).toMatchObject({ status: 409, json: { error: "email-already-in-use" } })
    // The password checks were counted (rate_limits, which the digest leaves out): nothing else changed.
    expect(await databaseDigest()).toEqual(before)
  })

  it("changes the email (lower-cased), keeps the session, and the new email signs in while the old one does not", async () => {
    const ana = await signedInUser("secret-42")
    const newEmail = `Ana.New.${process.pid}@Example.com`
    const changed = expectStatus(await post(Email.POST, "/api/account/settings/email/", ana.cookie, { currentPassword: "secret-42", newEmail }), 200)
    expect(changed).toEqual({ email: newEmail.toLowerCase() })
    expect(expectStatus(await call(Settings.GET, { path: "/api/account/settings/", headers: { cookie: ana.cookie } }), 200)).toMatchObject({ email: newEmail.toLowerCase() })
    const login = (email: string) => post(Login.POST, "/api/auth/login/", null, { email, password: "secret-42" }, undefined, { "x-shop-client-address": `10.6.0.${counter}` })
    expect((await login(newEmail)).status).toBe(200)
    // The old email names no account any more: refused like any wrong credential (issue 14, no enumeration).
    const old = await login(ana.email)
    expect([old.status, old.json.error]).toEqual([401, "invalid-credential"])
  })
})

describe("the corporate details call", () => {
  it("401 without a session; malformed 400; refused fields 422 with corporate.<field>; nothing written", async () => {
    const ana = await signedInUser("secret-42")
    const before = await databaseDigest()
    const path = "/api/account/settings/corporate/"
    expect((await post(Corporate.POST, path, null, { corporate: company })).status).toBe(401)
    expect((await post(Corporate.POST, path, ana.cookie, { corporate: { ...company, iban: 5 } })).status).toBe(400)
    expect((await post(Corporate.POST, path, ana.cookie, {})).status).toBe(400)
    const refused = await post(Corporate.POST, path, ana.cookie, { corporate: { ...company, fiscalCode: "12345678", iban: "BG80BNBG96611020345678" } })
    expect(refused).toMatchObject({ status: 422, json: { error: "validation-failed", fields: { "corporate.fiscalCode": "invalid-tax-code" } } })
    expect(Object.keys((refused.json as { fields: object }).fields)).toContain("corporate.iban")
    expect(await databaseDigest()).toEqual(before)
  })

  it("saves them normalized, shows them in the settings, and clears them", async () => {
    const ana = await signedInUser("secret-42")
    const saved = expectStatus(await post(Corporate.POST, "/api/account/settings/corporate/", ana.cookie, { corporate: company }), 200)
    const stored = { ...company, fiscalCode: "RO18547290", iban: "RO49AAAA1B31007593840000" }
    expect(saved).toEqual({ corporate: stored })
    expect(expectStatus(await call(Settings.GET, { path: "/api/account/settings/", headers: { cookie: ana.cookie } }), 200)).toMatchObject({ corporate: stored })
    expect(expectStatus(await post(Corporate.POST, "/api/account/settings/corporate/", ana.cookie, { corporate: null }), 200)).toEqual({ corporate: null })
    expect(expectStatus(await call(Settings.GET, { path: "/api/account/settings/", headers: { cookie: ana.cookie } }), 200)).toMatchObject({ corporate: null })
  })
})

describe("completing a sale's payout details", () => {
  const payout = { paymentType: "iban", corporate: false, sellerName: "Ana Pop", iban: "RO49 AAAA 1B31 0075 9384 0000", county: "Cluj", city: "Cluj-Napoca" }
  const path = (id: string) => `/api/account/sales/${id}/payout/`

  it("401 / 404 (another user's, a guest's, another market's, unknown) / 400 / 422, nothing written", async () => {
    const ana = await signedInUser("secret-42")
    const ion = await signedInUser("secret-42")
    const anas = await saleWithoutPayout(ana.id)
    const guests = await saleWithoutPayout(null)
    const before = await databaseDigest()
    expect((await post(SalePayout.POST, path(anas), null, payout, { sellOrderId: anas })).status).toBe(401)
    expect((await post(SalePayout.POST, path(anas), ion.cookie, payout, { sellOrderId: anas })).status).toBe(404)
    expect((await post(SalePayout.POST, path(guests), ana.cookie, payout, { sellOrderId: guests })).status).toBe(404)
    expect((await call(SalePayout.POST, { path: path(anas), headers: { cookie: ana.cookie }, body: payout, params: { sellOrderId: anas }, host: "bg.localhost:3000" })).status).toBe(404)
    expect((await post(SalePayout.POST, path("nope"), ana.cookie, payout, { sellOrderId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404)
    expect((await post(SalePayout.POST, path(anas), ana.cookie, { ...payout, paymentType: "cash" }, { sellOrderId: anas })).status).toBe(400)
    expect((await post(SalePayout.POST, path(anas), ana.cookie, "{oops", { sellOrderId: anas })).status).toBe(400)
    const refused = await post(SalePayout.POST, path(anas), ana.cookie, { ...payout, iban: "BG80BNBG96611020345678", sellerName: "" }, { sellOrderId: anas })
    expect(refused).toMatchObject({ status: 422, json: { error: "validation-failed", fields: { sellerName: "required-field" } } })
    expect(await databaseDigest()).toEqual(before)
  })

  it("stores them once on the user's sale (200), then 409; a sale sent with payout details is 409 too", async () => {
    const ana = await signedInUser("secret-42")
    const anas = await saleWithoutPayout(ana.id)
    const done = expectStatus(await post(SalePayout.POST, path(anas), ana.cookie, payout, { sellOrderId: anas }), 200)
    expect(done).toMatchObject({ paymentDetails: { paymentType: "iban", iban: "RO49AAAA1B31007593840000", sellerName: "Ana Pop", isCorporate: false } })
    const sale = expectStatus(await call(Sale.GET, { path: `/api/account/sales/${anas}/`, headers: { cookie: ana.cookie }, params: { sellOrderId: anas } }), 200)
    expect((sale as { payload: { paymentDetails: unknown } }).payload.paymentDetails).toEqual((done as { paymentDetails: unknown }).paymentDetails)
    const before = await databaseDigest()
    expect(await post(SalePayout.POST, path(anas), ana.cookie, { ...payout, sellerName: "Ion Pop" }, { sellOrderId: anas })).toMatchObject({ status: 409, json: { error: "illegal-transition" } })
    expect(await databaseDigest()).toEqual(before)
    const sentWithPayout = await saleWithoutPayout(ana.id, true)
    expect((await post(SalePayout.POST, path(sentWithPayout), ana.cookie, payout, { sellOrderId: sentWithPayout })).status).toBe(409)
  })

  it("a company's card payout", async () => {
    const ana = await signedInUser("secret-42")
    const anas = await saleWithoutPayout(ana.id)
    const body = {
      paymentType: "card", corporate: true, iban: company.iban, county: "Cluj", city: "Cluj-Napoca",
      companyName: company.name, fiscalCode: company.fiscalCode, registrationNumber: company.registrationNumber, companyEmail: "", phoneNumber: company.phoneNumber
    }
    const done = expectStatus(await post(SalePayout.POST, path(anas), ana.cookie, body, { sellOrderId: anas }), 200)
    expect(done).toMatchObject({ paymentDetails: { paymentType: "card", isCorporate: true, cui: "RO18547290", nrc: "J40/1234/2020", companyEmail: "seller@example.ro" } })
  })
})

describe("malformed bodies on the new calls", () => {
  it("never answer 5xx; a refusal writes nothing (the limits' counts aside) (property)", async () => {
    const ana = await signedInUser("secret-42")
    const sale = await saleWithoutPayout(ana.id)
    const arbBody = fc.oneof(
      fc.json(),
      fc.record({ currentPassword: fc.oneof(fc.string(), fc.integer()), newEmail: fc.oneof(fc.string(), fc.constant(null)) }, { requiredKeys: [] }),
      fc.record({ corporate: fc.oneof(fc.constant(null), fc.dictionary(fc.constantFrom("name", "fiscalCode", "iban", "city", "email"), fc.string())) }, { requiredKeys: [] }),
      fc.record({ paymentType: fc.constantFrom("iban", "card", "cash"), corporate: fc.boolean(), iban: fc.string(), county: fc.string(), city: fc.string() }, { requiredKeys: [] })
    )
    const targets = [
      [Email.POST, "/api/account/settings/email/", undefined],
      [Corporate.POST, "/api/account/settings/corporate/", undefined],
      [SalePayout.POST, `/api/account/sales/${sale}/payout/`, { sellOrderId: sale }]
    ] as const
    // One digest per request: the state after a request is the state before the next.
    let before = await databaseDigest()
    for (const body of fc.sample(arbBody, 25)) {
      for (const [handler, path, params] of targets) {
        const answer = await post(handler, path, ana.cookie, typeof body === "string" ? body : JSON.stringify(body), params)
        expect(answer.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500)
        const after = await databaseDigest()
        if (answer.status >= 400) expect(after, `${path} ${JSON.stringify(body)}`).toBe(before)
        before = after
      }
    }
  })
})
