import { describe, expect, it } from "@effect/vitest"
import { AuditLog } from "@shop/core/backend/staff/audit"
import { Effect, Exit } from "effect"
import { vi } from "vitest"
import * as Purchases from "../../app/api/account/purchases/route.ts"
import * as Start from "../../app/api/payments/[orderId]/start/route.ts"
import * as Complete from "../../app/api/payments/sandbox/[paymentId]/complete/route.ts"
import * as Orders from "../../app/api/staff/orders/route.ts"
import * as Order from "../../app/api/staff/orders/[orderId]/route.ts"
import * as Transition from "../../app/api/staff/orders/[orderId]/transition/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { signedInUser } from "../support/session.ts"
import { signedInStaff } from "../support/staffSession.ts"
import { buyerHeaders, currentStock, linkOf, newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
// The sandbox gateway is the default only without DATABASE_URL; the PostgreSQL run names it.
process.env["PAYMENTS"] = "sandbox"
useAppDatabase()

interface Detail {
  readonly order: { readonly id: string; readonly paymentState: string }
  readonly status: string
  readonly fulfilment: { readonly state: string; readonly trackingNumber: string | null; readonly events: ReadonlyArray<{ readonly to: string; readonly actorId: string }> }
  readonly deliveredAt: number | null
  readonly refundDue: boolean
}

const list = (cookie: string | null, query = "") =>
  call<{ orders: ReadonlyArray<{ id: string; status: string }>; total: number; pageSize: number }>(Orders.GET, { path: `/api/staff/orders/${query}`, headers: cookie === null ? {} : { cookie } })
const detail = (cookie: string | null, orderId: string) =>
  call<Detail>(Order.GET, { path: `/api/staff/orders/${orderId}/`, params: { orderId }, headers: cookie === null ? {} : { cookie } })
const transition = (cookie: string | null, orderId: string, body: unknown) =>
  call<Detail>(Transition.POST, { method: "POST", path: `/api/staff/orders/${orderId}/transition/`, params: { orderId }, headers: cookie === null ? {} : { cookie }, body })

const order = async (paymentMethod: "cash-on-delivery" | "card", cookie?: string) => {
  const [phone] = await phones(1)
  const body = orderRequest([{ productId: phone!.id, extraServiceIds: [], accessoryIds: [] }], { idempotencyKey: newKey(), paymentMethod })
  const placed = expectStatus(await placeOrder(body, cookie === undefined ? {} : { cookie }), 201) as { id: string; lines: ReadonlyArray<{ productId: number }> }
  return { id: placed.id, productId: placed.lines[0]!.productId }
}

const paid = async () => {
  const placed = await order("card")
  const started = expectStatus(await call(Start.POST, { method: "POST", path: `/api/payments/${placed.id}/start/`, params: { orderId: placed.id }, headers: buyerHeaders(placed.id) }), 200) as { redirectPath: string }
  const { paymentId, token } = linkOf(started)
  expectStatus(await call(Complete.POST, { method: "POST", path: `/api/payments/sandbox/${paymentId}/complete/`, params: { paymentId }, body: { outcome: "paid", token } }), 200)
  return placed
}

const auditFor = async (subject: string) => {
  const exit = await runExit(Effect.gen(function*() {
    return (yield* (yield* AuditLog).list(0, 1000)).entries.filter((entry) => entry.subject === subject)
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}

describe("the staff order calls", () => {
  it("401 signed out or as a shopper, 403 for a role that may not, 404 for unknown ids, 400 for malformed input; nothing written", async () => {
    const placed = await order("cash-on-delivery")
    const shopper = await signedInUser()
    const catalog = await signedInStaff("catalog")
    const support = await signedInStaff("support")
    const warehouse = await signedInStaff("warehouse")
    const before = await databaseDigest()
    expect((await list(null)).status).toBe(401)
    expect((await list(shopper.cookie)).status).toBe(401)
    expect((await detail(null, placed.id)).status).toBe(401)
    expect((await transition(null, placed.id, { to: "packed" })).status).toBe(401)
    expect((await list(catalog.cookie)).status).toBe(403)
    expect((await detail(catalog.cookie, placed.id)).status).toBe(403)
    expect((await transition(support.cookie, placed.id, { to: "packed" })).status).toBe(403)
    expect((await transition(warehouse.cookie, placed.id, { to: "cancelled" })).json).toMatchObject({ error: "forbidden" })
    for (const id of ["00000000-0000-4000-8000-00000000beef", "not-a-uuid"]) {
      expect((await detail(support.cookie, id)).status, id).toBe(404)
      expect((await transition(warehouse.cookie, id, { to: "packed" })).status, id).toBe(404)
    }
    for (const body of ["{oops", {}, { to: "placed" }, { to: "lost" }, { to: "shipped", trackingNumber: 5 }, { to: "packed", note: "x".repeat(5000) }]) {
      expect((await transition(warehouse.cookie, placed.id, body)).status, JSON.stringify(body)).toBe(400)
    }
    for (const query of ["?market=XX", "?status=lost", "?page=0", "?page=abc", `?q=${"x".repeat(101)}`]) {
      expect((await list(support.cookie, query)).status, query).toBe(400)
    }
    // A tracking number of the wrong shape is 422; shipping before packing 409.
    expect((await transition(warehouse.cookie, placed.id, { to: "shipped", trackingNumber: "AWB-12345" })).status).toBe(409)
    expect(await databaseDigest()).toEqual(before)
    expect(await auditFor(`order:${placed.id}`)).toEqual([])
  })

  it("warehouse packs, ships and delivers; the list and the detail follow; the buyer sees each step; every step audited", async () => {
    const buyer = await signedInUser()
    const placed = await order("cash-on-delivery", buyer.cookie)
    const warehouse = await signedInStaff("warehouse")
    const support = await signedInStaff("support")
    const found = expectStatus(await list(support.cookie, `?q=${placed.id}`), 200)
    expect(found.orders.map((o) => [o.id, o.status])).toEqual([[placed.id, "to-pack"]])
    expect(found.pageSize).toBe(25)
    expect(expectStatus(await list(support.cookie, "?status=to-pack&market=RO&page=1"), 200).orders.map((o) => o.id)).toContain(placed.id)
    expect(expectStatus(await transition(warehouse.cookie, placed.id, { to: "packed", note: "box 7" }), 200).status).toBe("packed")
    const badTracking = await transition(warehouse.cookie, placed.id, { to: "shipped", trackingNumber: "no spaces allowed" })
    expect(badTracking.status).toBe(422)
    expect(badTracking.json).toMatchObject({ error: "validation-failed", fields: { trackingNumber: "tracking-number-invalid" } })
    const shipped = expectStatus(await transition(warehouse.cookie, placed.id, { to: "shipped", trackingNumber: " RO-AWB-778899 " }), 200)
    expect(shipped.fulfilment.trackingNumber).toBe("RO-AWB-778899")
    const mine = expectStatus(await call<{ orders: ReadonlyArray<{ id: string; fulfilment: unknown }> }>(Purchases.GET, { path: "/api/account/purchases/", headers: { cookie: buyer.cookie } }), 200)
    expect(mine.orders.find((o) => o.id === placed.id)?.fulfilment).toMatchObject({ state: "shipped", trackingNumber: "RO-AWB-778899", steps: [{ state: "packed" }, { state: "shipped" }] })
    const delivered = expectStatus(await transition(warehouse.cookie, placed.id, { to: "delivered" }), 200)
    expect(delivered.status).toBe("delivered")
    expect(delivered.deliveredAt).toEqual(expect.any(Number))
    expect(delivered.fulfilment.events.map((e) => [e.to, e.actorId])).toEqual([["packed", warehouse.staff.id], ["shipped", warehouse.staff.id], ["delivered", warehouse.staff.id]])
    expect((await transition(warehouse.cookie, placed.id, { to: "delivered" })).status).toBe(409)
    const entries = await auditFor(`order:${placed.id}`)
    expect(entries.map((e) => [e.action, e.actorId, (e.before as { fulfilment: string }).fulfilment, (e.after as { fulfilment: string }).fulfilment])).toEqual([
      ["order.transition", warehouse.staff.id, "shipped", "delivered"],
      ["order.transition", warehouse.staff.id, "packed", "shipped"],
      ["order.transition", warehouse.staff.id, "placed", "packed"]
    ])
  })

  it("an unpaid card order cannot be packed (409); support cancels a paid one: stock back, refunded through the sandbox; two steps at once, one wins", async () => {
    const warehouse = await signedInStaff("warehouse")
    const support = await signedInStaff("support")
    const unpaid = await order("card")
    expect((await transition(warehouse.cookie, unpaid.id, { to: "packed" })).status).toBe(409)

    const placed = await paid()
    const stock = await currentStock(placed.productId)
    const cancelled = expectStatus(await transition(support.cookie, placed.id, { to: "cancelled", note: "customer changed their mind" }), 200)
    expect([cancelled.status, cancelled.order.paymentState, cancelled.refundDue]).toEqual(["cancelled", "refunded", false])
    expect(await currentStock(placed.productId)).toBe(stock + 1)
    expect((await transition(support.cookie, placed.id, { to: "cancelled" })).status).toBe(409)
    expect(await auditFor(`order:${placed.id}`)).toHaveLength(1)

    const raced = await order("cash-on-delivery")
    const admin = await signedInStaff("admin")
    const answers = await Promise.all([
      transition(admin.cookie, raced.id, { to: "packed" }),
      transition(admin.cookie, raced.id, { to: "cancelled" })
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(expectStatus(await detail(admin.cookie, raced.id), 200).fulfilment.events).toHaveLength(1)
  })
})
