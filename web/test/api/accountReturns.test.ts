import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { pickupDays } from "@shop/core/sell/pickupDate"
import * as Returns from "../../app/api/account/returns/route.ts"
import * as ReturnForm from "../../app/api/account/returns/[orderId]/route.ts"
import * as Deliveries from "../../app/api/account/staff/deliveries/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { useSettings } from "../support/settings.ts"
import { signedInUser } from "../support/session.ts"
import { newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

const adminToken = "staff-token-for-account-returns"
const orderAs = async (cookie: string) => {
  const [phone] = await phones(1)
  // Cash on delivery: ready to pack at once, so the delivery call can take it through every step.
  const body = orderRequest([{ productId: phone!.id, extraServiceIds: [], accessoryIds: [] }], { idempotencyKey: newKey(), paymentMethod: "cash-on-delivery" })
  return expectStatus(await placeOrder(body, { cookie }), 201) as { id: string }
}

const deliver = (orderId: string, token: string | null = adminToken) =>
  call(Deliveries.POST, { path: "/api/account/staff/deliveries/", headers: token === null ? {} : { authorization: `Bearer ${token}` }, body: { orderId } })

const submit = (orderId: string, cookie: string | null, body: unknown) =>
  call(ReturnForm.POST, { path: `/api/account/returns/${orderId}/`, params: { orderId }, headers: cookie === null ? {} : { cookie }, body })

const validReturn = () => ({ lines: [0], reason: "The battery drains in two hours", courierAddress: "Str. Lalelelor 3, Cluj-Napoca", pickupDate: pickupDays("RO", Date.now())[0]! })

describe("the staff delivery call", () => {
  it("does not exist without ADMIN_TOKEN, is 401 with a wrong token, 404 for an unknown order, and writes nothing then", async () => {
    const ana = await signedInUser()
    const order = await orderAs(ana.cookie)
    const before = await databaseDigest()
    useSettings({})
    expect((await deliver(order.id)).status).toBe(404)
    useSettings({ ADMIN_TOKEN: adminToken })
    expect((await deliver(order.id, "wrong-token-wrong-token")).status).toBe(401)
    expect((await deliver(order.id, null)).status).toBe(401)
    expect((await deliver("00000000-0000-4000-8000-00000000beef")).status).toBe(404)
    expect((await call(Deliveries.POST, { path: "/api/account/staff/deliveries/", headers: { authorization: `Bearer ${adminToken}` }, body: "{oops" })).status).toBe(400)
    expect(await databaseDigest()).toEqual(before)
    const marked = expectStatus(await deliver(order.id), 200) as { orderId: string; deliveredAt: number }
    expect(marked.orderId).toBe(order.id)
  })
})

describe("the return calls", () => {
  it("401 without a session; 404 for another user's order; 422 before delivery; nothing written", async () => {
    useSettings({ ADMIN_TOKEN: adminToken })
    const ana = await signedInUser()
    const ion = await signedInUser()
    const order = await orderAs(ana.cookie)
    const before = await databaseDigest()
    expect((await submit(order.id, null, validReturn())).status).toBe(401)
    expect((await call(Returns.GET, { path: "/api/account/returns/" })).status).toBe(401)
    expect((await submit(order.id, ion.cookie, validReturn())).status).toBe(404)
    expect((await submit("not-a-uuid", ana.cookie, validReturn())).status).toBe(404)
    const early = await submit(order.id, ana.cookie, validReturn())
    expect(early.status).toBe(422)
    expect(early.json).toMatchObject({ error: "validation-failed" })
    expect(await databaseDigest()).toEqual(before)
  })

  it("a delivered order takes a return once per line; bad bodies are 4xx and write nothing", async () => {
    useSettings({ ADMIN_TOKEN: adminToken })
    const ana = await signedInUser()
    const order = await orderAs(ana.cookie)
    expectStatus(await deliver(order.id), 200)
    const before = await databaseDigest()
    for (const body of [{}, { ...validReturn(), lines: "0" }, { ...validReturn(), lines: [] }, { ...validReturn(), reason: "  " }, { ...validReturn(), pickupDate: "2020-01-01" }, "{oops"]) {
      const answer = await submit(order.id, ana.cookie, body)
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
    }
    expect(await databaseDigest()).toEqual(before)
    const stored = expectStatus(await submit(order.id, ana.cookie, validReturn()), 201) as { id: string; orderId: string; lines: ReadonlyArray<number> }
    expect(stored).toMatchObject({ orderId: order.id, lines: [0] })
    const list = expectStatus(await call<{ returns: ReadonlyArray<{ id: string }> }>(Returns.GET, { path: "/api/account/returns/", headers: { cookie: ana.cookie } }), 200)
    expect(list.returns.map((r) => r.id)).toEqual([stored.id])
    expect((await submit(order.id, ana.cookie, validReturn())).status).toBe(422)
  })
})
