import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as Purchases from "../../app/api/account/purchases/route.ts"
import * as Purchase from "../../app/api/account/purchases/[orderId]/route.ts"
import * as Sales from "../../app/api/account/sales/route.ts"
import * as Sale from "../../app/api/account/sales/[sellOrderId]/route.ts"
import * as SellOrders from "../../app/api/sell/orders/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { signedInUser } from "../support/session.ts"
import { solvedToken } from "../support/humanCheck.ts"
import { payloadFor, pricedSellItem } from "../support/sell.ts"
import { newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

/** A user made through the backend and the Cookie header of a session for them. */
const orderAs = async (cookie: string | null) => {
  const [phone] = await phones(1)
  const body = orderRequest([{ productId: phone!.id, extraServiceIds: [], accessoryIds: [] }], { idempotencyKey: newKey() })
  return expectStatus(await placeOrder(body, cookie === null ? {} : { cookie }), 201) as { id: string }
}

const sellAs = async (cookie: string | null) => {
  const payload = await payloadFor(await pricedSellItem("RO"), 1)
  const answer = await call<{ sellOrderId: string; payload: object }>(SellOrders.POST, {
    path: "/api/sell/orders/",
    headers: { "idempotency-key": newKey(), ...(cookie === null ? {} : { cookie }) },
    // A body naming another account is ignored: the owner comes from the session only.
    body: { ...payload, serviceDbUserId: "someone-else", humanCheck: await solvedToken() }
  })
  return expectStatus(answer, 201)
}

describe("the account calls", () => {
  it("answer 401 without a session, or with a forged one, and write nothing", async () => {
    const before = await databaseDigest()
    for (const cookie of [undefined, "shop_session=forged", "shop_session="]) {
      const headers = cookie === undefined ? {} : { cookie }
      expect((await call(Purchases.GET, { path: "/api/account/purchases/", headers })).status).toBe(401)
      expect((await call(Sales.GET, { path: "/api/account/sales/", headers })).status).toBe(401)
      const id = "00000000-0000-4000-8000-000000000001"
      const one = await call(Purchase.GET, { path: `/api/account/purchases/${id}/`, params: { orderId: id }, headers })
      expect(one).toEqual({ status: 401, json: { error: "unauthorized", message: expect.any(String) } })
      expect((await call(Sale.GET, { path: `/api/account/sales/${id}/`, params: { sellOrderId: id }, headers })).status).toBe(401)
    }
    expect(await databaseDigest()).toEqual(before)
  })

  it("list the orders placed while signed in, and 404 another user's or a guest's order", async () => {
    const ana = await signedInUser()
    const ion = await signedInUser()
    const mine = await orderAs(ana.cookie)
    const theirs = await orderAs(ion.cookie)
    const guest = await orderAs(null)
    const list = expectStatus(await call<{ orders: ReadonlyArray<{ id: string; paymentState: string }> }>(Purchases.GET, { path: "/api/account/purchases/", headers: { cookie: ana.cookie } }), 200)
    expect(list.orders.map((o) => o.id)).toEqual([mine.id])
    expect(list.orders[0]!.paymentState).toBe("created")
    expectStatus(await call(Purchase.GET, { path: `/api/account/purchases/${mine.id}/`, params: { orderId: mine.id }, headers: { cookie: ana.cookie } }), 200)
    for (const id of [theirs.id, guest.id, "00000000-0000-4000-8000-00000000beef", "not-a-uuid"]) {
      const answer = await call(Purchase.GET, { path: `/api/account/purchases/${id}/`, params: { orderId: id }, headers: { cookie: ana.cookie } })
      expect(answer.status, id).toBe(404)
    }
    // The BG storefront does not list an RO order.
    const bg = expectStatus(await call<{ orders: ReadonlyArray<unknown> }>(Purchases.GET, { path: "/api/account/purchases/", host: "bg.localhost:3000", headers: { cookie: ana.cookie } }), 200)
    expect(bg.orders).toEqual([])
  })

  it("list the sales submitted while signed in, owned from the session and never from the body", async () => {
    const ana = await signedInUser()
    const ion = await signedInUser()
    const mine = await sellAs(ana.cookie)
    const guest = await sellAs(null)
    // The owner is the session's (the list below); no answer names the account (issue 14).
    expect(mine.payload).not.toHaveProperty("serviceDbUserId")
    expect(guest.payload).not.toHaveProperty("serviceDbUserId")
    const list = expectStatus(await call<{ sales: ReadonlyArray<{ sellOrderId: string }> }>(Sales.GET, { path: "/api/account/sales/", headers: { cookie: ana.cookie } }), 200)
    expect(list.sales.map((s) => s.sellOrderId)).toEqual([mine.sellOrderId])
    expectStatus(await call(Sale.GET, { path: `/api/account/sales/${mine.sellOrderId}/`, params: { sellOrderId: mine.sellOrderId }, headers: { cookie: ana.cookie } }), 200)
    for (const id of [guest.sellOrderId, "x"]) {
      expect((await call(Sale.GET, { path: `/api/account/sales/${id}/`, params: { sellOrderId: id }, headers: { cookie: ana.cookie } })).status, id).toBe(404)
    }
    expect((await call(Sale.GET, { path: `/api/account/sales/${mine.sellOrderId}/`, params: { sellOrderId: mine.sellOrderId }, headers: { cookie: ion.cookie } })).status).toBe(404)
  })

  it("refuse other methods", async () => {
    const ana = await signedInUser()
    const before = await databaseDigest()
    const answer = await call((Purchases as unknown as { POST: typeof Purchases.GET }).POST, { path: "/api/account/purchases/", body: { orders: [] }, headers: { cookie: ana.cookie } })
    expect(answer.status).toBe(405)
    expect(await databaseDigest()).toEqual(before)
  })
})
