import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as Sales from "../../app/api/account/sales/route.ts"
import * as Sale from "../../app/api/account/sales/[sellOrderId]/route.ts"
import * as StaffSellOrder from "../../app/api/staff/sell-orders/[sellOrderId]/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { signedInUser } from "../support/session.ts"
import { offersFor, pricedSellItem } from "../support/sell.ts"
import { newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"
import { signedInStaff } from "../support/staffSession.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

interface TradeInView {
  readonly sellOrderId: string
  readonly status: string
  readonly modelName: string
  readonly credit: number
}

interface Receipt {
  readonly id: string
  readonly totals: { readonly total: number }
  readonly tradeIn?: TradeInView
}

interface Sale {
  readonly sellOrderId: string
  readonly status: string
  readonly payload: {
    readonly totalEstimatedOffer: number
    readonly paymentDetails: unknown
    readonly pickupDetailsCourier: { readonly street: string; readonly pickupDate: string } | null
    readonly products: ReadonlyArray<{ readonly offerWithoutVoucher: number; readonly voucherValue: number; readonly offerWithVoucher: number }>
  }
}

const phoneLine = async () => {
  const [phone] = await phones(1)
  return [{ productId: phone!.id }]
}

describe("a purchase with a trade-in (POST /api/orders/, issue 19)", () => {
  it("stores the order and its sell order, linked, quoted on the server whatever amount the client sends", async () => {
    const ana = await signedInUser()
    const item = await pricedSellItem("RO")
    const normal = (await offersFor(item))[0]!.offers.find((o) => o.id === 1)!
    const body = orderRequest(await phoneLine(), {
      idempotencyKey: newKey(),
      tradeIn: { item, estimate: 99_999, credit: 99_999, offerWithVoucher: 99_999 }
    })
    const placed = expectStatus(await placeOrder(body, { cookie: ana.cookie }), 201) as Receipt
    expect(placed.tradeIn).toMatchObject({ status: "submitted", modelName: item.model?.name, credit: normal.value })

    // My sales shows the trade-in as a sale of the buyer's account.
    const list = expectStatus(await call<{ sales: ReadonlyArray<{ sellOrderId: string; tradeInFor?: string }> }>(Sales.GET, {
      path: "/api/account/sales/",
      headers: { cookie: ana.cookie }
    }), 200)
    expect(list.sales.map((s) => s.sellOrderId)).toContain(placed.tradeIn?.sellOrderId)
    // ... naming the purchase it is the trade-in of.
    expect(list.sales.find((s) => s.sellOrderId === placed.tradeIn?.sellOrderId)?.tradeInFor).toBe(placed.id)
    const id = placed.tradeIn!.sellOrderId
    const sale = expectStatus(await call<Sale>(Sale.GET, { path: `/api/account/sales/${id}/`, params: { sellOrderId: id }, headers: { cookie: ana.cookie } }), 200)
    expect(sale.payload.totalEstimatedOffer).toBe(normal.value)
    expect(sale.payload.products[0]).toMatchObject({ offerWithoutVoucher: normal.value, voucherValue: 0, offerWithVoucher: normal.value })
    expect(sale.payload.paymentDetails).toBeNull()
    expect(sale.payload.pickupDetailsCourier?.street).toBe((body.delivery as { address: { street: string } }).address.street)

    // Another user's account does not see it (404), nor does a visitor (401).
    const other = await signedInUser()
    expectStatus(await call(Sale.GET, { path: `/api/account/sales/${id}/`, params: { sellOrderId: id }, headers: { cookie: other.cookie } }), 404)
    expectStatus(await call(Sale.GET, { path: `/api/account/sales/${id}/`, params: { sellOrderId: id } }), 401)

    // Staff see the sell order like any other, with its purchase; the card is not paid yet, so the
    // credit would go by bank transfer.
    const staff = await signedInStaff("warehouse")
    const detail = expectStatus(await call<{ status: string; tradeIn: unknown }>(StaffSellOrder.GET, {
      path: `/api/staff/sell-orders/${id}/`,
      params: { sellOrderId: id },
      headers: { cookie: staff.cookie }
    }), 200)
    expect(detail.status).toBe("submitted")
    expect(detail.tradeIn).toEqual({ purchaseOrderId: placed.id, payout: "bank-transfer" })
  })

  it("the same checkout again answers the same order and trade-in", async () => {
    const body = orderRequest(await phoneLine(), { idempotencyKey: newKey(), tradeIn: { item: await pricedSellItem("RO") } })
    const first = expectStatus(await placeOrder(body), 201) as Receipt
    const again = expectStatus(await placeOrder(body), 201) as Receipt
    expect(again.id).toBe(first.id)
    expect(again.tradeIn?.sellOrderId).toBe(first.tradeIn?.sellOrderId)
  })

  it("refuses, storing nothing: a malformed trade-in (400), a device the shop does not buy (422), a trade-in without a device (400)", async () => {
    const item = await pricedSellItem("RO")
    const lines = await phoneLine()
    const before = await databaseDigest()
    for (const tradeIn of [{}, { item: "phone" }, { item: { ...item, category: 9 } }, { item: { ...item, model: { id: -1, name: "x" } } }, "yes", 1]) {
      const answer = await placeOrder(orderRequest(lines, { idempotencyKey: newKey(), tradeIn }))
      expect(answer.status, JSON.stringify(tradeIn)).toBe(400)
    }
    const unknownModel = await placeOrder(orderRequest(lines, { idempotencyKey: newKey(), tradeIn: { item: { ...item, model: { id: 999_999, name: "Nokia 3310" } } } }))
    expect(unknownModel.status).toBe(422)
    expect((unknownModel.json as { error: string }).error).toBe("not-accepted")
    const noDevice = await placeOrder(orderRequest([], { idempotencyKey: newKey(), accessoryIds: [], tradeIn: { item } }))
    expect(noDevice.status).toBe(400)
    expect(await databaseDigest()).toEqual(before)
  })
})
