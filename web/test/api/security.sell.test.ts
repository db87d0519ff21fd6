import { describe, expect, it } from "@effect/vitest"
import { pickupDays, pickupWindowDays } from "@shop/core/sell/pickupDate"
import { localDateIn } from "@shop/core/markets/index"
import { buildSellOrderPayload, type FunnelItem, type Offer } from "@shop/core/sell/index"
import { recordToken } from "@shop/core/backend/access/recordAccess"
import { Exit, Result } from "effect"
import { beforeAll, vi } from "vitest"
import * as Offers from "../../app/api/sell/offers/route.ts"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import * as SellOrderById from "../../app/api/sell/orders/[sellOrderId]/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { useSettings } from "../support/settings.ts"
import { runExit } from "../../src/server/runtime.ts"
import { signedInUser } from "../support/session.ts"
import { pricedSellItem } from "../support/sell.ts"
import { newKey } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()
// These tests are about what is stored; the human check has its own (api/sell.test.ts, forms.test.ts).
beforeAll(() => useSettings({ HUMAN_CHECK_SELL_ORDERS: "off" }))

/**
 * The security review's findings on sell orders, through the routes: sequential ids that showed a
 * stranger's IBAN, no idempotency (a double click sold twice), and pickup dates checked against
 * UTC's day with no upper bound and weekends allowed.
 */

interface Submitted {
  readonly sellOrderId: string
  readonly sellOrderToken: string
  readonly payload: { readonly pickupDetailsCourier: { readonly pickupDate: string } | null }
}

const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

const offersFor = async (item: FunnelItem): Promise<ReadonlyArray<Offer>> => {
  const answer = expectStatus(await call<{ _tag: string; offers: ReadonlyArray<Offer> }>(Offers.POST, { path: "/api/sell/offers/", body: { countryCode: "RO", items: [item] } }), 200)
  if (answer._tag !== "OffersQuoted") throw new Error(`not accepted: ${JSON.stringify(answer)}`)
  return answer.offers
}

/** A courier pickup on `pickupDate` with an IBAN payout, as the funnel builds it. */
const courierPayload = async (pickupDate: string, email = "seller@example.com") => {
  const item = { ...(await pricedSellItem("RO")), offer: 1 as const }
  const built = buildSellOrderPayload({
    countryCode: "RO",
    state: { step: "delivery", items: [item] },
    offers: await offersFor(item),
    payment: {
      paymentType: "iban",
      iban: "RO49AAAA1B31007593840000",
      sellerName: "Ion Popescu",
      cui: null,
      nrc: null,
      address: { county: "Cluj", city: "Cluj-Napoca" },
      isCorporate: false,
      partner: false
    },
    delivery: {
      deliveryMethod: { name: "courier" },
      address: { addressId: null, county: "Cluj", locality: "Cluj-Napoca", postalCode: null, street: "Strada Memorandumului", number: "5", details: null, pickupDate }
    },
    user: { email, serviceDbUserId: null },
    evaluationId: null,
    voucherCode: null,
    now: Date.now()
  })
  if (Result.isFailure(built)) throw new Error(built.failure.message)
  return built.success
}

const submit = (body: unknown, headers: Record<string, string> = {}) =>
  call<Submitted>(SellOrders.POST, { path: "/api/sell/orders/", body, headers })
const byId = (id: string, token?: string, cookie?: string) =>
  call(SellOrderById.GET, {
    path: `/api/sell/orders/${id}/`,
    params: { sellOrderId: id },
    headers: { ...(token === undefined ? {} : { "order-token": token }), ...(cookie === undefined ? {} : { cookie }) }
  })

/** A day `days` after the market's today, YYYY-MM-DD. */
const dayAhead = (days: number) => new Date(Date.parse(`${localDateIn("RO", Date.now())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

describe("sell order ids", () => {
  it("are random UUIDs; small integers name nothing", async () => {
    const payload = await courierPayload(pickupDays("RO", Date.now())[0]!)
    const a = expectStatus(await submit(payload, { "idempotency-key": newKey() }), 201)
    const b = expectStatus(await submit(payload, { "idempotency-key": newKey() }), 201)
    expect(a.sellOrderId).toMatch(v4)
    expect(b.sellOrderId).toMatch(v4)
    expect(a.sellOrderId).not.toBe(b.sellOrderId)
    expectStatus(await byId(a.sellOrderId, a.sellOrderToken), 200)
    for (const id of ["1", "2", a.sellOrderId.toUpperCase(), a.sellOrderId.replaceAll("-", "")]) expect((await byId(id, a.sellOrderToken)).status, id).toBe(404)
  })
})

describe("sell order idempotency", () => {
  it("needs a key, in the header or the body (the same one when both are sent)", async () => {
    const payload = await courierPayload(pickupDays("RO", Date.now())[0]!)
    const before = await databaseDigest()
    for (const [name, body, headers] of [
      ["no key", payload, {}],
      ["short key", payload, { "idempotency-key": "short" }],
      ["keys differ", { ...payload, idempotencyKey: newKey() }, { "idempotency-key": newKey() }]
    ] as const) {
      const answer = await submit(body, headers)
      expect(answer.status, name).toBe(400)
      expect(answer.json, name).toMatchObject({ error: "invalid-request" })
    }
    expect(await databaseDigest()).toBe(before)
    const key = newKey()
    const inBody = expectStatus(await submit({ ...payload, idempotencyKey: key }), 201)
    expect(expectStatus(await submit(payload, { "idempotency-key": key }), 201)).toEqual(inBody)
  })

  it("the same key and payload twice (even at once) is one sell order; another payload is a conflict", async () => {
    const payload = await courierPayload(pickupDays("RO", Date.now())[0]!)
    const key = newKey()
    const [a, b] = await Promise.all([submit(payload, { "idempotency-key": key }), submit(payload, { "idempotency-key": key })])
    const first = expectStatus(a, 201)
    expect(expectStatus(b, 201).sellOrderId).toBe(first.sellOrderId)
    const before = await databaseDigest()
    expect(expectStatus(await submit(payload, { "idempotency-key": key }), 201)).toEqual(first)
    const other = await submit({ ...payload, userEmail: "someone.else@example.com" }, { "idempotency-key": key })
    expect(other.status).toBe(409)
    expect(other.json).toMatchObject({ error: "idempotency-conflict" })
    expect(await databaseDigest()).toBe(before)
  })
})

describe("who may read a sell order (issue 14)", () => {
  it("a guest's sale: only with the token its submission answered; never the IBAN to anyone else", async () => {
    const mine = expectStatus(await submit(await courierPayload(pickupDays("RO", Date.now())[0]!), { "idempotency-key": newKey() }), 201)
    const other = expectStatus(await submit(await courierPayload(pickupDays("RO", Date.now())[0]!, "other@example.com"), { "idempotency-key": newKey() }), 201)
    expect(mine.sellOrderToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const ana = await signedInUser()
    const before = await databaseDigest()
    for (const [token, cookie] of [[undefined, undefined], ["", undefined], ["guess", undefined], [other.sellOrderToken, undefined], [undefined, ana.cookie]] as const) {
      const answer = await byId(mine.sellOrderId, token, cookie)
      expect(answer.status, `${String(token)} ${String(cookie)}`).toBe(404)
      expect(JSON.stringify(answer.json)).not.toContain("RO49AAAA1B31007593840000")
    }
    // An order's token is no sell order's (the purpose is signed with the id).
    const orderToken = await runExit(recordToken("order", mine.sellOrderId))
    if (Exit.isFailure(orderToken)) throw new Error(String(orderToken.cause))
    expect((await byId(mine.sellOrderId, orderToken.value)).status).toBe(404)
    expect(await databaseDigest()).toBe(before)
    const found = expectStatus(await byId(mine.sellOrderId, mine.sellOrderToken), 200) as { payload: Record<string, unknown> }
    expect(found.payload["paymentDetails"]).toMatchObject({ iban: "RO49AAAA1B31007593840000" })
  })

  it("a signed-in seller's sale: only with that session; no answer names the account", async () => {
    const ana = await signedInUser()
    const ion = await signedInUser()
    const submitted = expectStatus(
      await submit(await courierPayload(pickupDays("RO", Date.now())[0]!), { "idempotency-key": newKey(), cookie: ana.cookie }),
      201
    )
    expect(submitted.payload).not.toHaveProperty("serviceDbUserId")
    expect(JSON.stringify(submitted)).not.toContain(ana.id)
    expect((await byId(submitted.sellOrderId, submitted.sellOrderToken)).status).toBe(404)
    expect((await byId(submitted.sellOrderId, submitted.sellOrderToken, ion.cookie)).status).toBe(404)
    const found = expectStatus(await byId(submitted.sellOrderId, undefined, ana.cookie), 200)
    expect((found as { payload: object }).payload).not.toHaveProperty("serviceDbUserId")
    expect(JSON.stringify(found)).not.toContain(ana.id)
  })
})

describe("courier pickup date", () => {
  const refused = async (pickupDate: string) => {
    const answer = await submit(await courierPayload(pickupDate), { "idempotency-key": newKey() })
    expect(answer.status, pickupDate).toBe(422)
    expect(answer.json, pickupDate).toMatchObject({ fields: { "pickupDetailsCourier.pickupDate": "pickup-date-required" } })
  }

  it("is a working day in the market's calendar, within the pickup window", async () => {
    const days = pickupDays("RO", Date.now())
    expect(days.every((day) => weekday(day) >= 1 && weekday(day) <= 5)).toBe(true)
    const last = days.at(-1)!
    const saved = expectStatus(await submit(await courierPayload(last), { "idempotency-key": newKey() }), 201)
    expect(saved.payload.pickupDetailsCourier?.pickupDate).toBe(last)

    const before = await databaseDigest()
    const saturday = [1, 2, 3, 4, 5, 6, 7].map(dayAhead).find((day) => weekday(day) === 6)!
    await refused(saturday)
    const tooLate = [1, 2, 3].map((extra) => dayAhead(pickupWindowDays + extra)).find((day) => weekday(day) >= 1 && weekday(day) <= 5)!
    await refused(tooLate)
    await refused(dayAhead(-1))
    expect(await databaseDigest()).toBe(before)
  })
})
