import { describe, expect, it } from "@effect/vitest"
import { AuditLog } from "@shop/core/backend/staff/audit"
import { pickupDays } from "@shop/core/sell/pickupDate"
import { Effect, Exit } from "effect"
import { vi } from "vitest"
import * as MyReturns from "../../app/api/account/returns/route.ts"
import * as ReturnForm from "../../app/api/account/returns/[orderId]/route.ts"
import * as MyWarranties from "../../app/api/account/warranties/route.ts"
import * as SendIn from "../../app/api/account/warranties/[orderId]/route.ts"
import * as OrderTransition from "../../app/api/staff/orders/[orderId]/transition/route.ts"
import * as Returns from "../../app/api/staff/returns/route.ts"
import * as Return from "../../app/api/staff/returns/[returnId]/route.ts"
import * as ReturnTransition from "../../app/api/staff/returns/[returnId]/transition/route.ts"
import * as Claims from "../../app/api/staff/warranty-claims/route.ts"
import * as Claim from "../../app/api/staff/warranty-claims/[claimId]/route.ts"
import * as ClaimTransition from "../../app/api/staff/warranty-claims/[claimId]/transition/route.ts"
import { runExit } from "../../src/server/runtime.ts"
import { call, databaseDigest, expectStatus, useAppDatabase, type Handler } from "../support/app.ts"
import { signedInUser } from "../support/session.ts"
import { signedInStaff } from "../support/staffSession.ts"
import { newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

interface Detail {
  readonly request: { readonly id: string; readonly status: string; readonly decisionReason: string | null; readonly refundAmount: number | null; readonly refundMethod: string | null }
  readonly refundAmount: number
  readonly refundMethod: string
}

const headers = (cookie: string | null) => (cookie === null ? {} : { cookie })
const pickup = () => ({ courierAddress: "Str. Lalelelor 3, Cluj-Napoca", pickupDate: pickupDays("RO", Date.now())[0]! })

/** A signed-in buyer's cash-on-delivery order, packed, shipped and delivered by the warehouse. */
const deliveredOrder = async () => {
  const buyer = await signedInUser()
  const warehouse = await signedInStaff("warehouse")
  const [phone] = await phones(1)
  const body = orderRequest([{ productId: phone!.id, extraServiceIds: [], accessoryIds: [] }], { idempotencyKey: newKey(), paymentMethod: "cash-on-delivery" })
  const order = expectStatus(await placeOrder(body, { cookie: buyer.cookie }), 201) as { id: string; lines: ReadonlyArray<{ unitPrice: number }> }
  const step = async (to: string, extra: Record<string, unknown> = {}) =>
    expectStatus(
      await call(OrderTransition.POST, { method: "POST", path: `/api/staff/orders/${order.id}/transition/`, params: { orderId: order.id }, headers: { cookie: warehouse.cookie }, body: { to, ...extra } }),
      200
    )
  await step("packed")
  await step("shipped", { trackingNumber: "AWB-55555" })
  await step("delivered")
  return { buyer, order }
}

const auditFor = async (subject: string) => {
  const exit = await runExit(Effect.gen(function*() {
    return (yield* (yield* AuditLog).list(0, 1000)).entries.filter((entry) => entry.subject === subject)
  }))
  if (Exit.isFailure(exit)) throw new Error(String(exit.cause))
  return exit.value
}

const kinds = [
  { name: "returns", path: "returns", param: "returnId", list: Returns.GET, detail: Return.GET, transition: ReturnTransition.POST },
  { name: "warranty claims", path: "warranty-claims", param: "claimId", list: Claims.GET, detail: Claim.GET, transition: ClaimTransition.POST }
] as const

const calls = (kind: (typeof kinds)[number]) => ({
  list: (cookie: string | null, query = "") => call<{ cases: ReadonlyArray<{ id: string }> }>(kind.list as Handler, { path: `/api/staff/${kind.path}/${query}`, headers: headers(cookie) }),
  detail: (cookie: string | null, id: string) => call<Detail>(kind.detail as Handler, { path: `/api/staff/${kind.path}/${id}/`, params: { [kind.param]: id }, headers: headers(cookie) }),
  transition: (cookie: string | null, id: string, body: unknown) =>
    call<Detail>(kind.transition as Handler, { method: "POST", path: `/api/staff/${kind.path}/${id}/transition/`, params: { [kind.param]: id }, headers: headers(cookie), body })
})

describe("the staff return and warranty-claim calls", () => {
  for (const kind of kinds) {
    it(`${kind.name}: 401 signed out, 403 for a role that may not, 404 unknown, 400 malformed, 409 illegal; nothing written`, async () => {
      const { buyer, order } = await deliveredOrder()
      const created = kind.path === "returns"
        ? expectStatus(await call(ReturnForm.POST, { method: "POST", path: `/api/account/returns/${order.id}/`, params: { orderId: order.id }, headers: { cookie: buyer.cookie }, body: { lines: [0], reason: "Too big for my hand", ...pickup() } }), 201) as { id: string }
        : expectStatus(await call(SendIn.POST, { method: "POST", path: `/api/account/warranties/${order.id}/`, params: { orderId: order.id }, headers: { cookie: buyer.cookie }, body: { line: 0, problem: "The screen stays black after charging", ...pickup() } }), 201) as { id: string }
      const { list, detail, transition } = calls(kind)
      const catalog = await signedInStaff("catalog")
      const warehouse = await signedInStaff("warehouse")
      const support = await signedInStaff("support")
      const before = await databaseDigest()
      expect((await list(null)).status).toBe(401)
      expect((await list(buyer.cookie)).status).toBe(401)
      expect((await detail(null, created.id)).status).toBe(401)
      expect((await transition(null, created.id, { to: "accepted" })).status).toBe(401)
      expect((await list(catalog.cookie)).status).toBe(403)
      expect((await detail(catalog.cookie, created.id)).status).toBe(403)
      expect((await transition(warehouse.cookie, created.id, { to: "accepted" })).status).toBe(403)
      for (const id of ["00000000-0000-4000-8000-00000000beef", "nope"]) {
        expect((await detail(support.cookie, id)).status).toBe(404)
        expect((await transition(support.cookie, id, { to: "accepted" })).status).toBe(404)
      }
      for (const body of ["{oops", {}, { to: "open" }, { to: "accepted", reason: 5 }]) {
        expect((await transition(support.cookie, created.id, body)).status, JSON.stringify(body)).toBe(400)
      }
      for (const query of ["?status=lost", "?market=XX", "?page=0"]) expect((await list(support.cookie, query)).status, query).toBe(400)
      expect((await transition(support.cookie, created.id, { to: "refunded" })).status).toBe(409)
      expect((await transition(support.cookie, created.id, { to: "refused" })).status).toBe(422)
      expect(await databaseDigest()).toEqual(before)
      expect(await auditFor(`${kind.path === "returns" ? "return" : "warranty"}:${created.id}`)).toEqual([])
    })
  }

  it("a return is accepted, received and refunded by bank transfer (cash on delivery); the shopper sees each decision; audited", async () => {
    const { buyer, order } = await deliveredOrder()
    const created = expectStatus(await call(ReturnForm.POST, { method: "POST", path: `/api/account/returns/${order.id}/`, params: { orderId: order.id }, headers: { cookie: buyer.cookie }, body: { lines: [0], reason: "Too big for my hand", ...pickup() } }), 201) as { id: string }
    const { list, detail, transition } = calls(kinds[0])
    const support = await signedInStaff("support")
    const warehouse = await signedInStaff("warehouse")
    expect(expectStatus(await list(support.cookie, "?status=open&market=RO"), 200).cases.map((c) => c.id)).toContain(created.id)
    const shown = expectStatus(await detail(warehouse.cookie, created.id), 200)
    expect([shown.request.status, shown.refundAmount, shown.refundMethod]).toEqual(["open", order.lines[0]!.unitPrice, "transfer"])
    expect(expectStatus(await transition(support.cookie, created.id, { to: "accepted", reason: "Within the return period" }), 200).request.status).toBe("accepted")
    expect(expectStatus(await transition(warehouse.cookie, created.id, { to: "received" }), 200).request.status).toBe("received")
    const refunded = expectStatus(await transition(support.cookie, created.id, { to: "refunded" }), 200)
    expect(refunded.request).toMatchObject({ status: "refunded", decisionReason: "Within the return period", refundAmount: order.lines[0]!.unitPrice, refundMethod: "transfer" })
    const mine = expectStatus(await call<{ returns: ReadonlyArray<{ id: string; status: string; decisionReason: string | null }> }>(MyReturns.GET, { path: "/api/account/returns/", headers: { cookie: buyer.cookie } }), 200)
    expect(mine.returns.find((r) => r.id === created.id)).toMatchObject({ status: "refunded", decisionReason: "Within the return period" })
    const entries = await auditFor(`return:${created.id}`)
    expect(entries.map((e) => [e.action, (e.after as { status: string }).status])).toEqual([
      ["return.transition", "refunded"],
      ["return.transition", "received"],
      ["return.transition", "accepted"]
    ])
  })

  it("a warranty claim refused with a reason: the shopper reads it", async () => {
    const { buyer, order } = await deliveredOrder()
    const created = expectStatus(await call(SendIn.POST, { method: "POST", path: `/api/account/warranties/${order.id}/`, params: { orderId: order.id }, headers: { cookie: buyer.cookie }, body: { line: 0, problem: "The screen stays black after charging", ...pickup() } }), 201) as { id: string }
    const support = await signedInStaff("support")
    expect(expectStatus(await calls(kinds[1]).transition(support.cookie, created.id, { to: "refused", reason: "Liquid damage inside" }), 200).request.status).toBe("refused")
    const mine = expectStatus(await call<{ claims: ReadonlyArray<{ id: string; status: string; decisionReason: string | null }> }>(MyWarranties.GET, { path: "/api/account/warranties/", headers: { cookie: buyer.cookie } }), 200)
    expect(JSON.stringify(mine)).toContain("Liquid damage inside")
  })
})
