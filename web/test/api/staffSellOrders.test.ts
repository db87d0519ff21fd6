import { describe, expect, it } from "@effect/vitest"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import { answerCounterOffer } from "@shop/core/backend/sell/counterOffers"
import { AuditLog } from "@shop/core/backend/staff/audit"
import type { DeviceInspectionInput } from "@shop/core/sell/inspection"
import { asDeclared, withAnswer } from "@shop/core/test-support/backend/inspectionSamples"
import { Effect, Exit, Option } from "effect"
import { beforeAll, vi } from "vitest"
import * as Sale from "../../app/api/account/sales/[sellOrderId]/route.ts"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import * as List from "../../app/api/staff/sell-orders/route.ts"
import * as Detail from "../../app/api/staff/sell-orders/[sellOrderId]/route.ts"
import * as Transition from "../../app/api/staff/sell-orders/[sellOrderId]/transition/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { payloadFor, pricedSellItem } from "../support/sell.ts"
import { signedInUser } from "../support/session.ts"
import { useSettings } from "../support/settings.ts"
import { newKey } from "../support/shop.ts"
import { signedInStaff, type TestStaff } from "../support/staffSession.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()
// The human check of the sell funnel has its own tests (sellHumanCheck.test.ts).
beforeAll(() => useSettings({ HUMAN_CHECK_SELL_ORDERS: "off" }))

const payout = { paymentType: "card", iban: "RO49AAAA1B31007593840000", sellerName: "Ion Popescu", cui: null, nrc: null, address: { county: "Cluj", city: "Cluj-Napoca" }, isCorporate: false, partner: false }

interface Detail {
  readonly id: string
  readonly status: string
  readonly offer: number
  readonly amountDue: number | null
  readonly actions: ReadonlyArray<string>
  readonly progress: {
    readonly payout: { readonly amount: number; readonly method: string } | null
    readonly history: ReadonlyArray<{ readonly to: string; readonly actorId: string }>
    readonly inspection: { readonly devices: ReadonlyArray<{ readonly foundValue: number; readonly differences: ReadonlyArray<{ subject: string; declared: ReadonlyArray<number>; found: ReadonlyArray<number> }> }> } | null
    readonly counterOffer: { readonly amount: number; readonly expiresAt: number; readonly lapse: string } | null
    readonly returned: { readonly reference: string } | null
  }
}

/** A signed-in seller's sale (payout details given or not): its id and the seller's cookie. */
const sale = async (withPayout = true) => {
  const seller = await signedInUser()
  const payload = await payloadFor(await pricedSellItem("RO"), 1, withPayout ? payout : null)
  const answer = await call<{ sellOrderId: string }>(SellOrders.POST, { path: "/api/sell/orders/", headers: { "idempotency-key": newKey(), cookie: seller.cookie }, body: payload })
  return { id: expectStatus(answer, 201).sellOrderId, seller, offer: payload.totalEstimatedOffer }
}

/** What the technician enters for the sale's devices, found as declared (the stored order's own declaration). */
const declaredDevices = async (id: string): Promise<ReadonlyArray<DeviceInspectionInput>> => {
  const exit = await runExit(SellOrderRepository.use((repo) => Effect.map(repo.byId(id), Option.getOrThrow)))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return asDeclared(exit.value)
}
/** The same devices with a cracked screen (choice 9): a deduction in every market's price list. */
const crackedScreen = async (id: string) => withAnswer(await declaredDevices(id), 0, "grading-display", [9])

const answer = async (sellerId: string, id: string, accept: boolean) => {
  const exit = await runExit(answerCounterOffer({ userId: sellerId, market: "RO" }, id, accept))
  return Exit.isSuccess(exit) ? exit.value.status : Exit.isFailure(exit) ? String(exit.cause).match(/NotFound|IllegalTransition/)?.[0] ?? String(exit.cause) : "?"
}

const transition = (who: TestStaff | null, id: string, body: unknown) =>
  call<Detail>(Transition.POST, { path: `/api/staff/sell-orders/${id}/transition/`, params: { sellOrderId: id }, headers: who === null ? {} : { cookie: who.cookie }, body })
const detail = (who: TestStaff | null, id: string) =>
  call<Detail>(Detail.GET, { path: `/api/staff/sell-orders/${id}/`, params: { sellOrderId: id }, headers: who === null ? {} : { cookie: who.cookie } })
const list = (who: TestStaff, query: string) =>
  call<{ orders: ReadonlyArray<{ id: string; status: string }>; total: number; page: number; pageSize: number }>(List.GET, { path: `/api/staff/sell-orders/?${query}`, headers: { cookie: who.cookie } })

const auditOf = async (id: string) => {
  const exit = await runExit(AuditLog.use((log) => log.list(0, 1000)))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value.entries.filter((entry) => entry.subject === `sellOrder:${id}`)
}

describe("the staff's sell-order calls", () => {
  it("take a sale found as declared from submitted to paid: warehouse receives and inspects, support pays, each audited; the seller sees it paid", async () => {
    const warehouse = await signedInStaff("warehouse")
    const support = await signedInStaff("support")
    const { id, seller, offer } = await sale()
    expect(expectStatus(await detail(warehouse, id), 200)).toMatchObject({ status: "submitted", offer, actions: ["received"] })
    expect(expectStatus(await transition(warehouse, id, { to: "received", reference: "LCK-55" }), 200)).toMatchObject({ status: "received", actions: ["inspected"] })
    const rated = expectStatus(await transition(warehouse, id, { to: "inspected", devices: await declaredDevices(id), note: "As declared" }), 200)
    expect(rated).toMatchObject({ status: "evaluated", amountDue: offer, actions: [] })
    expect(rated.progress.inspection?.devices[0]?.differences).toEqual([])
    const paid = expectStatus(await transition(support, id, { to: "paid", amount: offer, reference: "OP 1234" }), 200)
    expect(paid.progress.payout).toMatchObject({ amount: offer, method: "card" })
    expect(paid.progress.history.map((e) => e.to)).toEqual(["received", "evaluated", "paid"])
    const entries = await auditOf(id)
    expect(entries.map((e) => [e.action, e.actorEmail, (e.after as { status: string }).status])).toEqual([
      ["sellOrder.transition", support.staff.email, "paid"],
      ["sellOrder.transition", warehouse.staff.email, "evaluated"],
      ["sellOrder.transition", warehouse.staff.email, "received"]
    ])
    const seen = expectStatus(await call<{ status: string; progress: { payout: { amount: number } } }>(Sale.GET, {
      path: `/api/account/sales/${id}/`, params: { sellOrderId: id }, headers: { cookie: seller.cookie }
    }), 200)
    expect(seen.status).toBe("paid")
    expect(seen.progress.payout.amount).toBe(offer)
  })

  it("a worse screen makes a counter-offer the seller sees answer by answer; accepted once (another seller's sale is not theirs), paid at the counter-offer", async () => {
    const warehouse = await signedInStaff("warehouse")
    const support = await signedInStaff("support")
    const { id, seller, offer } = await sale()
    expectStatus(await transition(warehouse, id, { to: "received", reference: "AWB 9" }), 200)
    const offered = expectStatus(await transition(warehouse, id, { to: "inspected", devices: await crackedScreen(id) }), 200)
    expect(offered.status).toBe("counter-offered")
    const amount = offered.progress.counterOffer?.amount ?? Number.NaN
    expect(amount).toBeLessThan(offer)
    expect(offered.progress.counterOffer?.lapse).toBe("accept")
    expect(offered.progress.inspection?.devices[0]?.differences).toContainEqual(expect.objectContaining({ subject: "grading-display", found: [9] }))
    expect(offered).toMatchObject({ actions: [], amountDue: null })
    const seen = expectStatus(await call<{ status: string; progress: { counterOffer: { amount: number; devices: ReadonlyArray<{ differences: ReadonlyArray<{ subject: string }> }> } } }>(Sale.GET, {
      path: `/api/account/sales/${id}/`, params: { sellOrderId: id }, headers: { cookie: seller.cookie }
    }), 200)
    expect(seen.status).toBe("counter-offered")
    expect(seen.progress.counterOffer.amount).toBe(amount)
    expect(seen.progress.counterOffer.devices[0]?.differences.map((d) => d.subject)).toContain("grading-display")
    expect(await transition(support, id, { to: "paid", amount, reference: "OP" })).toMatchObject({ status: 409 })
    const other = await signedInUser()
    expect(await answer(other.id, id, true)).toBe("NotFound")
    expect(await answer(seller.id, id, true)).toBe("accepted")
    expect(await answer(seller.id, id, true)).toBe("IllegalTransition")
    expect(await answer(seller.id, id, false)).toBe("IllegalTransition")
    expect(await transition(support, id, { to: "paid", amount: offer, reference: "OP" })).toMatchObject({ status: 422, json: { fields: { amount: "staff-sell-amount-not-due" } } })
    const paid = expectStatus(await transition(support, id, { to: "paid", amount, reference: "OP 77" }), 200)
    expect(paid.progress.payout?.amount).toBe(amount)
    expect(paid.progress.history.map((e) => [e.to, e.actorId])).toEqual([
      ["received", warehouse.staff.id], ["counter-offered", warehouse.staff.id], ["accepted", `seller:${seller.id}`], ["paid", support.staff.id]
    ])
    expect((await auditOf(id)).length).toBe(3)
  })

  it("a declined counter-offer goes back: warehouse records the return waybill (support may not), nothing is paid, a second return is 409", async () => {
    const warehouse = await signedInStaff("warehouse")
    const support = await signedInStaff("support")
    const { id, seller } = await sale()
    expectStatus(await transition(warehouse, id, { to: "received", reference: "AWB 10" }), 200)
    expectStatus(await transition(warehouse, id, { to: "inspected", devices: await crackedScreen(id) }), 200)
    expect(await answer(seller.id, id, false)).toBe("declined")
    expect(expectStatus(await detail(warehouse, id), 200).actions).toEqual(["returned"])
    expect(expectStatus(await detail(support, id), 200).actions).toEqual([])
    expect((await transition(support, id, { to: "returned", reference: "RET 1" })).status).toBe(403)
    expect(await transition(warehouse, id, { to: "returned", reference: " " })).toMatchObject({ status: 422, json: { fields: { reference: "staff-sell-reference-required" } } })
    const back = expectStatus(await transition(warehouse, id, { to: "returned", reference: "RET 1" }), 200)
    expect(back).toMatchObject({ status: "returned", actions: [] })
    expect(back.progress.returned?.reference).toBe("RET 1")
    expect(back.progress.payout).toBeNull()
    expect(await transition(warehouse, id, { to: "returned", reference: "RET 2" })).toMatchObject({ status: 409 })
    expect((await auditOf(id)).map((e) => (e.after as { status: string }).status)).toEqual(["returned", "counter-offered", "received"])
  })

  it("an instant-sell sale is paid on pickup at its offer, then its inspection is recorded and the status stays paid", async () => {
    const warehouse = await signedInStaff("warehouse")
    const support = await signedInStaff("support")
    const seller = await signedInUser()
    const payload = await payloadFor(await pricedSellItem("RO"), 2, payout)
    const created = await call<{ sellOrderId: string }>(SellOrders.POST, { path: "/api/sell/orders/", headers: { "idempotency-key": newKey(), cookie: seller.cookie }, body: payload })
    const id = expectStatus(created, 201).sellOrderId
    const offer = payload.totalEstimatedOffer
    expect(expectStatus(await transition(warehouse, id, { to: "received", reference: "AWB 11" }), 200)).toMatchObject({ actions: [] })
    expect(expectStatus(await detail(support, id), 200)).toMatchObject({ amountDue: offer, actions: ["paid", "cancelled"] })
    expect((await transition(warehouse, id, { to: "inspected", devices: await declaredDevices(id) })).status).toBe(409)
    expectStatus(await transition(support, id, { to: "paid", amount: offer, reference: "OP 5" }), 200)
    const reconciled = expectStatus(await transition(warehouse, id, { to: "inspected", devices: await crackedScreen(id) }), 200)
    expect(reconciled.status).toBe("paid")
    expect(reconciled.progress.payout?.amount).toBe(offer)
    expect(reconciled.progress.counterOffer).toBeNull()
    expect(reconciled.progress.inspection?.devices[0]?.foundValue).toBeLessThan(offer)
    expect((await transition(warehouse, id, { to: "inspected", devices: await declaredDevices(id) })).status).toBe(409)
  })

  it("list newest first by market and status, 25 a page", async () => {
    const admin = await signedInStaff("admin")
    const first = await sale()
    const second = await sale()
    expectStatus(await transition(admin, first.id, { to: "cancelled", note: "Seller asked" }), 200)
    const all = expectStatus(await list(admin, "market=&status=&page="), 200)
    expect(all.pageSize).toBe(25)
    expect(all.orders.map((o) => o.id).slice(0, 2)).toEqual([second.id, first.id])
    const cancelled = expectStatus(await list(admin, "market=RO&status=cancelled"), 200)
    expect(cancelled.orders.map((o) => o.id)).toContain(first.id)
    expect(cancelled.orders.every((o) => o.status === "cancelled")).toBe(true)
    expect(expectStatus(await list(admin, "market=BG"), 200)).toMatchObject({ orders: [], total: 0 })
    expect(expectStatus(await list(admin, "page=999"), 200).orders).toEqual([])
  })

  it("answer 401 signed out (a shopper's session is not a staff one), 403 to a role without the permission, and write nothing", async () => {
    const { id, seller } = await sale()
    const catalog = await signedInStaff("catalog")
    const warehouse = await signedInStaff("warehouse")
    const support = await signedInStaff("support")
    const before = await databaseDigest()
    expect((await detail(null, id)).status).toBe(401)
    expect((await call(List.GET, { path: "/api/staff/sell-orders/", headers: { cookie: seller.cookie } })).status).toBe(401)
    expect((await transition(null, id, { to: "received", reference: "X" })).status).toBe(401)
    expect((await transition({ ...support, cookie: seller.cookie }, id, { to: "cancelled", note: "x" })).status).toBe(401)
    expect((await list(catalog, "")).status).toBe(403)
    expect((await detail(catalog, id)).json).toMatchObject({ error: "forbidden" })
    expect((await transition(catalog, id, { to: "cancelled", note: "x" })).status).toBe(403)
    expect((await transition(support, id, { to: "received", reference: "X" })).status).toBe(403)
    expect((await transition(warehouse, id, { to: "cancelled", note: "x" })).status).toBe(403)
    expect((await transition(warehouse, id, { to: "paid", amount: 1, reference: "X" })).status).toBe(403)
    expect((await transition(support, id, { to: "inspected", devices: [{ itemIndex: 0, config: {}, answers: {}, serial: "SN1234" }] })).status).toBe(403)
    expect((await transition(support, id, { to: "returned", reference: "X" })).status).toBe(403)
    expect((await transition(catalog, id, { to: "returned", reference: "X" })).status).toBe(403)
    expect(await databaseDigest()).toEqual(before)
    expect(await auditOf(id)).toEqual([])
  })

  it("answer 400 to malformed input, 404 to an unknown id, 409 to an illegal move, 422 to a bad value, writing nothing", async () => {
    const admin = await signedInStaff("admin")
    const { id, offer } = await sale(false)
    const before = await databaseDigest()
    const device = (await declaredDevices(id))[0]
    const malformed = [
      { to: "shipped" }, { to: "received" }, { to: "evaluated", amount: 100, note: "x" }, { to: "paid", amount: 1 }, "{oops", [], { to: "received", reference: "x".repeat(101) },
      { to: "inspected" }, { to: "inspected", devices: [] }, { to: "inspected", devices: "all" }, { to: "inspected", devices: [{ ...device, itemIndex: "0" }] },
      { to: "inspected", devices: [{ ...device, imei: "1".repeat(41) }] }, { to: "inspected", devices: [{ ...device, answers: { "grading-display": [13] } }] },
      { to: "inspected", devices: [{ ...device, answers: { "grading-display": [6, 7] } }] }, { to: "inspected", devices: [{ ...device, config: { colour: -1 } }] },
      { to: "returned" }, { to: "returned", reference: 5 }
    ]
    for (const body of malformed) {
      expect((await transition(admin, id, body)).status, JSON.stringify(body)).toBe(400)
    }
    for (const query of ["status=shipped", "market=ro", "page=0", "page=-1", "page=abc", "page=1e3"]) expect((await list(admin, query)).status, query).toBe(400)
    for (const unknown of ["00000000-0000-4000-8000-00000000beef", "not-a-sale"]) {
      expect((await detail(admin, unknown)).status).toBe(404)
      expect((await transition(admin, unknown, { to: "received", reference: "X" })).status).toBe(404)
    }
    const illegal = await transition(admin, id, { to: "paid", amount: offer, reference: "X" })
    expect(illegal).toMatchObject({ status: 409, json: { error: "illegal-transition", message: "a sell order submitted cannot be paid" } })
    expect(await transition(admin, id, { to: "inspected", devices: await declaredDevices(id) })).toMatchObject({ status: 409 })
    expect(await transition(admin, id, { to: "returned", reference: "R" })).toMatchObject({ status: 409 })
    expect(await transition(admin, id, { to: "received", reference: "   " })).toMatchObject({ status: 422, json: { fields: { reference: "staff-sell-reference-required" } } })
    expect(await databaseDigest()).toEqual(before)
    expectStatus(await transition(admin, id, { to: "received", reference: "AWB 1" }), 200)
    const afterArrival = await databaseDigest()
    expect(await transition(admin, id, { to: "inspected", devices: [{ ...device, imei: "490154203237517" }] })).toMatchObject({ status: 422, json: { fields: { "imei-0": "staff-sell-inspect-imei" } } })
    expect(await transition(admin, id, { to: "inspected", devices: [device, device] })).toMatchObject({ status: 422, json: { fields: { devices: "staff-sell-inspect-devices" } } })
    expect(await transition(admin, id, { to: "inspected", devices: [{ ...device, itemIndex: 4 }] })).toMatchObject({ status: 422, json: { fields: { devices: "staff-sell-inspect-devices" } } })
    expect(await transition(admin, id, { to: "inspected", devices: [{ ...device, config: { ...device?.config, colour: 999_999 } }] })).toMatchObject({ status: 422, json: { fields: { "colour-0": "staff-sell-inspect-config" } } })
    expect(await databaseDigest()).toEqual(afterArrival)
    expectStatus(await transition(admin, id, { to: "inspected", devices: await declaredDevices(id), note: "As declared" }), 200)
    // No payout details from the seller yet: nothing can be paid.
    expect(await transition(admin, id, { to: "paid", amount: offer, reference: "X" })).toMatchObject({ status: 409, json: { error: "illegal-transition" } })
    expect((await auditOf(id)).length).toBe(2)
  })

  it("two staff members moving one sale at once: one 200, the other 409, one history event", async () => {
    const warehouse = await signedInStaff("warehouse")
    const admin = await signedInStaff("admin")
    const { id } = await sale()
    const answers = await Promise.all([
      transition(warehouse, id, { to: "received", reference: "A" }),
      transition(admin, id, { to: "received", reference: "B" })
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(expectStatus(await detail(admin, id), 200).progress.history).toHaveLength(1)
    expect(await auditOf(id)).toHaveLength(1)
  })
})
