import { describe, expect, it } from "@effect/vitest"
import { MailOutbox } from "@shop/core/backend/auth/ports"
import type { FunnelItem } from "@shop/core/sell/funnelState"
import { Effect, Exit } from "effect"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import type { SellOrderInspection } from "@shop/core/sell/inspection"
import type { SellOrderMove, SellOrderStatusEvent } from "@shop/core/sell/sellOrderStatus"
import type { SellOrderStatus } from "@shop/core/sell/sellTypes"
import { beforeAll, vi } from "vitest"
import * as CounterOffer from "../../app/api/account/sales/[sellOrderId]/counter-offer/route.ts"
import * as Sale from "../../app/api/account/sales/[sellOrderId]/route.ts"
import * as GuestCounterOffer from "../../app/api/sell/orders/[sellOrderId]/counter-offer/route.ts"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import * as Transition from "../../app/api/staff/sell-orders/[sellOrderId]/transition/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { payloadFor, pricedSellItem } from "../support/sell.ts"
import { signedInUser, type TestUser } from "../support/session.ts"
import { useSettings } from "../support/settings.ts"
import { newKey } from "../support/shop.ts"
import { signedInStaff, type TestStaff } from "../support/staffSession.ts"

vi.mock("server-only", () => ({}))
// The outbox keeps the sellers' mails, to read them back.
vi.stubEnv("MAIL_OUTBOX", "on")
useAppDatabase()
// The human check of the sell funnel has its own tests (sellHumanCheck.test.ts).
beforeAll(() => useSettings({ HUMAN_CHECK_SELL_ORDERS: "off", MAIL_OUTBOX: "on" }))

const payout = { paymentType: "iban", iban: "RO49AAAA1B31007593840000", sellerName: "Ion Popescu", cui: null, nrc: null, address: { county: "Cluj", city: "Cluj-Napoca" }, isCorporate: false, partner: false }
/** A valid IMEI (its Luhn digit checks). */
const imei = "490154203237518"

interface SaleAnswer {
  readonly status: string
  readonly progress: {
    readonly status: string
    readonly steps: ReadonlyArray<{ readonly status: string }>
    readonly counterOffer: { readonly amount: number; readonly devices: ReadonlyArray<{ readonly differences: ReadonlyArray<{ readonly subject: string }> }> } | null
    readonly decision: { readonly accepted: boolean; readonly by: string } | null
    readonly payout: { readonly amount: number } | null
  }
}

let staff: { readonly warehouse: TestStaff; readonly support: TestStaff } | null = null
const team = async () => (staff ??= { warehouse: await signedInStaff("warehouse"), support: await signedInStaff("support") })

const transition = async (who: TestStaff, id: string, body: unknown) =>
  expectStatus(await call<{ status: string; progress: { counterOffer: { amount: number } | null } }>(Transition.POST, {
    path: `/api/staff/sell-orders/${id}/transition/`, params: { sellOrderId: id }, headers: { cookie: who.cookie }, body
  }), 200)

/**
 * A sale of `seller` (a guest's without one) taken to a counter-offer as the warehouse's steps store
 * it (received, then inspected with a cracked screen where the seller declared a flawless one): the
 * moves written through the repository, so these tests depend on the counter-offer, not on how the
 * inspection prices it (the staff's own tests).
 */
const counterOffered = async (seller: TestUser | null) => {
  const item: FunnelItem = await pricedSellItem("RO")
  const payload = await payloadFor(item, 1, payout)
  const headers: Record<string, string> = { "idempotency-key": newKey(), ...(seller === null ? {} : { cookie: seller.cookie }) }
  const receipt = expectStatus(await call<{ sellOrderId: string; sellOrderToken: string }>(SellOrders.POST, { path: "/api/sell/orders/", headers, body: payload }), 201)
  const id = receipt.sellOrderId
  const now = Date.now()
  const offer = payload.totalEstimatedOffer
  const amount = Math.round(offer * 60) / 100
  const event = (from: SellOrderStatus, to: SellOrderStatus): SellOrderStatusEvent => ({ at: now, actorId: "staff-test", actorName: "Test warehouse", from, to, note: null })
  const inspection: SellOrderInspection = {
    devices: [{
      itemIndex: 0, modelName: item.model!.name, identifier: { kind: "imei", value: imei }, config: item.config, answers: { ...item.answers, "grading-display": [9] },
      acceptedValue: offer, referenceValue: offer, foundValue: amount, notAcceptedReason: null,
      differences: [{ subject: "grading-display", declared: item.answers["grading-display"] ?? [], found: [9] }], note: null
    }],
    referenceTotal: offer, foundTotal: amount, requoted: false, note: null, at: now, actorId: "staff-test"
  }
  const moves: ReadonlyArray<SellOrderMove> = [
    { kind: "received", to: "received", arrival: { via: "locker", reference: "AWB-1001", at: now }, event: event("submitted", "received") },
    { kind: "inspected", to: "counter-offered", inspection, counterOffer: { amount, expiresAt: now + 14 * 86_400_000, lapse: "accept" }, event: event("received", "counter-offered") }
  ]
  const exit = await runExit(SellOrderRepository.use((repo) => Effect.forEach(moves, (move) => repo.move(id, move))))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return { id, token: receipt.sellOrderToken, offer, amount }
}

const answer = (who: TestUser | null, id: string, body: unknown, host?: string) =>
  call<SaleAnswer>(CounterOffer.POST, {
    path: `/api/account/sales/${id}/counter-offer/`, params: { sellOrderId: id }, headers: who === null ? {} : { cookie: who.cookie }, body,
    ...(host === undefined ? {} : { host })
  })

const guestAnswer = (token: string | null, id: string, body: unknown, cookie?: string) =>
  call<SaleAnswer>(GuestCounterOffer.POST, {
    path: `/api/sell/orders/${id}/counter-offer/`, params: { sellOrderId: id }, body,
    headers: { ...(token === null ? {} : { "order-token": token }), ...(cookie === undefined ? {} : { cookie }) }
  })

const mailsTo = async (email: string) => {
  const exit = await runExit(MailOutbox.use((outbox) => outbox.list(500)))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value.filter((mail) => mail.to === email)
}

const historyOf = async (id: string) => {
  const exit = await runExit(SellOrderRepository.use((repo) => repo.progressOf(id)))
  if (Exit.isFailure(exit) || exit.value._tag === "None") throw new Error(`no progress of ${id}`)
  return exit.value.value.history
}

describe("the seller's answer to a counter-offer (POST /api/account/sales/{id}/counter-offer/)", () => {
  it("accepting: the sale is accepted with the counter-offer's amount, then staff pay exactly that and the seller sees paid", async () => {
    const seller = await signedInUser()
    const sale = await counterOffered(seller)
    expect(sale.amount).toBeLessThan(sale.offer)
    const accepted = expectStatus(await answer(seller, sale.id, { accept: true }), 200)
    expect(accepted.status).toBe("accepted")
    expect(accepted.progress.decision).toMatchObject({ accepted: true, by: "seller" })
    expect(accepted.progress.steps.map((s) => s.status)).toEqual(["submitted", "received", "counter-offered", "accepted"])
    expect(accepted.progress.counterOffer?.devices[0]?.differences.map((d) => d.subject)).toContain("grading-display")
    const { support } = await team()
    await transition(support, sale.id, { to: "paid", amount: sale.amount, reference: "OP 77" })
    const seen = expectStatus(await call<SaleAnswer>(Sale.GET, { path: `/api/account/sales/${sale.id}/`, params: { sellOrderId: sale.id }, headers: { cookie: seller.cookie } }), 200)
    expect(seen.status).toBe("paid")
    expect(seen.progress.payout?.amount).toBe(sale.amount)
  })

  it("the whole loop through the staff's own steps: received, inspected with a cracked screen, the seller accepts, paid the counter-offer", async () => {
    const seller = await signedInUser()
    const item: FunnelItem = await pricedSellItem("RO")
    const payload = await payloadFor(item, 1, payout)
    const id = expectStatus(await call<{ sellOrderId: string }>(SellOrders.POST, { path: "/api/sell/orders/", headers: { "idempotency-key": newKey(), cookie: seller.cookie }, body: payload }), 201).sellOrderId
    const { warehouse, support } = await team()
    await transition(warehouse, id, { to: "received", reference: "AWB-2002" })
    // The technician names the network too (phones and tablets: 530, unlocked, in the seed).
    const config = item.category === 1 || item.category === 2 ? { ...item.config, provider: 530 } : item.config
    const inspected = await transition(warehouse, id, { to: "inspected", devices: [{ itemIndex: 0, config, answers: { ...item.answers, "grading-display": [9] }, imei }] })
    expect(inspected.status).toBe("counter-offered")
    const amount = inspected.progress.counterOffer!.amount
    expect(amount).toBeLessThan(payload.totalEstimatedOffer)
    const accepted = expectStatus(await answer(seller, id, { accept: true }), 200)
    // The screen, and the network the declaration left open.
    expect(accepted.progress.counterOffer?.devices[0]?.differences.map((d) => d.subject)).toContain("grading-display")
    await transition(support, id, { to: "paid", amount, reference: "OP 78" })
    const seen = expectStatus(await call<SaleAnswer>(Sale.GET, { path: `/api/account/sales/${id}/`, params: { sellOrderId: id }, headers: { cookie: seller.cookie } }), 200)
    expect([seen.status, seen.progress.payout?.amount]).toEqual(["paid", amount])
  })

  it("declining: the sale is declined, nothing is due, and the device goes back (staff record the return)", async () => {
    const seller = await signedInUser()
    const sale = await counterOffered(seller)
    const declined = expectStatus(await answer(seller, sale.id, { accept: false }), 200)
    expect([declined.status, declined.progress.decision?.accepted]).toEqual(["declined", false])
    const { warehouse } = await team()
    const returned = await transition(warehouse, sale.id, { to: "returned", reference: "RET-5" })
    expect(returned.status).toBe("returned")
  })

  it("answering twice, or after the other answer: 409 illegal-transition, nothing written", async () => {
    const seller = await signedInUser()
    const sale = await counterOffered(seller)
    expectStatus(await answer(seller, sale.id, { accept: true }), 200)
    const before = await databaseDigest()
    expect(await answer(seller, sale.id, { accept: true })).toMatchObject({ status: 409, json: { error: "illegal-transition" } })
    expect(await answer(seller, sale.id, { accept: false })).toMatchObject({ status: 409, json: { error: "illegal-transition" } })
    expect(await databaseDigest()).toEqual(before)
  })

  it("an accept and a decline sent at once: exactly one is stored, the other is 409, one decision in the history", async () => {
    const seller = await signedInUser()
    const sale = await counterOffered(seller)
    const answers = await Promise.all([answer(seller, sale.id, { accept: true }), answer(seller, sale.id, { accept: false })])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const decided = (await historyOf(sale.id)).filter((event) => event.from === "counter-offered")
    expect(decided).toHaveLength(1)
    const winner = answers.find((a) => a.status === 200)
    expect(decided[0]?.to).toBe((winner?.json as SaleAnswer | undefined)?.status)
  })

  it("a sale without a counter-offer waiting is 409", async () => {
    const seller = await signedInUser()
    const payload = await payloadFor(await pricedSellItem("RO"), 1, payout)
    const id = expectStatus(await call<{ sellOrderId: string }>(SellOrders.POST, { path: "/api/sell/orders/", headers: { "idempotency-key": newKey(), cookie: seller.cookie }, body: payload }), 201).sellOrderId
    expect((await answer(seller, id, { accept: true })).status).toBe(409)
  })

  it("another seller's sale, a guest's, another market's, an unknown id: 404; signed out: 401; malformed: 400; nothing written", async () => {
    const seller = await signedInUser()
    const other = await signedInUser()
    const sale = await counterOffered(seller)
    const guests = await counterOffered(null)
    const before = await databaseDigest()
    expect((await answer(null, sale.id, { accept: true })).status).toBe(401)
    expect((await answer(other, sale.id, { accept: true })).status).toBe(404)
    expect((await answer(seller, guests.id, { accept: true })).status).toBe(404)
    expect((await answer(seller, sale.id, { accept: true }, "bg.localhost:3000")).status).toBe(404)
    expect((await answer(seller, "00000000-0000-4000-8000-000000000000", { accept: true })).status).toBe(404)
    for (const body of [{}, { accept: "yes" }, { accept: 1 }, { accept: null }, "{oops", null, []]) {
      const refused = await answer(seller, sale.id, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
    }
    expect(await databaseDigest()).toEqual(before)
  })

  it("records the seller as the one who answered, and mails them the change in the market's language with the sale's link, never the IBAN", async () => {
    const seller = await signedInUser()
    const sale = await counterOffered(seller)
    const before = (await mailsTo(seller.email)).length
    expectStatus(await answer(seller, sale.id, { accept: true }), 200)
    const history = await historyOf(sale.id)
    expect(history.at(-1)).toMatchObject({ from: "counter-offered", to: "accepted", actorId: `seller:${seller.id}` })
    const mails = await mailsTo(seller.email)
    expect(mails.length).toBe(before + 1)
    const mail = mails[0]!
    expect(mail.subject).toContain("Contraofertă acceptată")
    // Called outside a Next request (no headers()), the mail has no origin for a link: it names My sales (saleMailOrigin.test.ts for the link).
    expect(mail.body).toContain("Vânzările mele")
    expect(`${mail.subject} ${mail.body}`).not.toContain("RO49AAAA1B31007593840000")
    // A refused answer mails nothing.
    expect((await answer(seller, sale.id, { accept: false })).status).toBe(409)
    expect((await mailsTo(seller.email)).length).toBe(before + 1)
  })
})

describe("a guest's answer (POST /api/sell/orders/{id}/counter-offer/, the sale's token)", () => {
  it("the token holder answers once; without the token, with another sale's, or another account: 404", async () => {
    const sale = await counterOffered(null)
    const otherSale = await counterOffered(null)
    const someone = await signedInUser()
    const before = await databaseDigest()
    expect((await guestAnswer(null, sale.id, { accept: false })).status).toBe(404)
    expect((await guestAnswer(otherSale.token, sale.id, { accept: false })).status).toBe(404)
    expect((await guestAnswer(null, sale.id, { accept: false }, someone.cookie)).status).toBe(404)
    expect((await guestAnswer(sale.token, sale.id, { accept: "no" })).status).toBe(400)
    expect(await databaseDigest()).toEqual(before)
    const declined = expectStatus(await guestAnswer(sale.token, sale.id, { accept: false }), 200)
    expect(declined).toMatchObject({ sellOrderId: sale.id, status: "declined", progress: { decision: { accepted: false, by: "seller" } } })
    expect((declined as unknown as { progress: object }).progress).not.toHaveProperty("payout.account")
    expect((await guestAnswer(sale.token, sale.id, { accept: true })).status).toBe(409)
  })

  it("an account's sale answers its owner's session here too, never a token alone", async () => {
    const seller = await signedInUser()
    const sale = await counterOffered(seller)
    expect((await guestAnswer(sale.token, sale.id, { accept: true })).status).toBe(404)
    expect(expectStatus(await guestAnswer(null, sale.id, { accept: true }, seller.cookie), 200).status).toBe("accepted")
  })
})
