import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as OrderById from "../../app/api/orders/[orderId]/route.ts"
import { call, databaseDigest, expectStatus, useAppDatabase } from "../support/app.ts"
import { currentStock, detailById, findDetail, listing, newKey, orderRequest, phones, placeOrder } from "../support/shop.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

interface Order {
  readonly id: string
  readonly market: string
  readonly idempotencyKey: string
  readonly paymentState: string
  readonly lines: ReadonlyArray<{ productId: number; unitPrice: number; extraServices: ReadonlyArray<{ id: number; price: number }>; accessories: ReadonlyArray<{ id: number; price: number }> }>
  readonly totals: { devices: number; extraServices: number; accessories: number; shipping: number; total: number }
}

/** POST /api/orders/'s answer: the order and the token that opens it (a guest's). */
type OrderReceipt = Order & { readonly orderToken: string }

const getOrder = (id: string, token = "") =>
  call(OrderById.GET, { path: `/api/orders/${id}/`, params: { orderId: id }, headers: { "order-token": token } })

describe("POST /api/orders/", () => {
  it("places an order priced from the database, whatever prices the client sends", async () => {
    const detail = await findDetail((d) => d.extraServices.length > 0 && d.accessories.some((a) => !a.isWrappingTax))
    const service = detail.extraServices[0]!
    const accessory = detail.accessories.find((a) => !a.isWrappingTax)!
    const stockBefore = detail.product.stock
    const tampered = orderRequest([{ productId: detail.product.id, extraServiceIds: [service.id], accessoryIds: [accessory.id] }], {
      idempotencyKey: newKey(),
      total: 1,
      totals: { total: 1 }
    })
    const withPrices = { ...tampered, lines: tampered.lines.map((l) => ({ ...l, price: 0.01, unitPrice: 0.01, buy_price: 0.01 })) }
    const { orderToken, ...order } = expectStatus(await placeOrder(withPrices), 201) as OrderReceipt
    expect(order.market).toBe("RO")
    expect(order.paymentState).toBe("created")
    expect(order.lines[0]!.unitPrice).toBe(detail.product.price)
    expect(order.lines[0]!.extraServices.map((s) => s.price)).toEqual([service.price])
    expect(order.lines[0]!.accessories.map((a) => a.price)).toEqual([accessory.price])
    expect(order.totals.devices).toBe(detail.product.price)
    expect(order.totals.total).toBeCloseTo(detail.product.price + service.price + accessory.price + order.totals.shipping, 2)
    expect(await currentStock(detail.product.id)).toBe(stockBefore - 1)

    const stored = expectStatus(await getOrder(order.id, orderToken), 200) as { order: Order; payments: ReadonlyArray<unknown> }
    expect(stored.order).toEqual(order)
    expect(stored.payments).toEqual([])
  })

  it("creates one order for the same idempotency key sent twice, header or body", async () => {
    const [phone] = (await listing("category=smartphone&sort=price-asc&pageSize=60")).items.filter((p) => p.stock >= 3)
    const key = newKey()
    const body = orderRequest([{ productId: phone!.id }])
    const first = expectStatus(await placeOrder(body, { "idempotency-key": key }), 201) as Order
    const again = expectStatus(await placeOrder({ ...body, idempotencyKey: key }), 201) as Order
    expect(again.id).toBe(first.id)
    expect(await currentStock(phone!.id)).toBe(phone!.stock - 1)
    // Another request under the same key is a conflict, not a second order.
    const other = await placeOrder(orderRequest([{ productId: phone!.id }], { paymentMethod: "cash-on-delivery" }), { "idempotency-key": key })
    expect(other.status).toBe(409)
    expect(await currentStock(phone!.id)).toBe(phone!.stock - 1)
  })

  it("creates one order when the same key arrives twice at once", async () => {
    const [phone] = (await listing("category=smartphone&sort=price-asc&pageSize=60")).items.filter((p) => p.stock >= 3)
    const body = orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey() })
    const [a, b] = await Promise.all([placeOrder(body), placeOrder(body)])
    expect(expectStatus(a, 201)).toMatchObject({ id: (expectStatus(b, 201) as Order).id })
    expect(await currentStock(phone!.id)).toBe(phone!.stock - 1)
  })

  it("sells the last unit once when two orders race for it", async () => {
    const [phone] = (await listing("category=smartphone&sort=price-asc&pageSize=60")).items.filter((p) => p.stock >= 1 && p.stock <= 4)
    if (phone === undefined) throw new Error("no smartphone with 1 to 4 units in stock")
    for (let unit = 1; unit < phone.stock; unit++) {
      expectStatus(await placeOrder(orderRequest([{ productId: phone.id }], { idempotencyKey: newKey() })), 201)
    }
    expect(await currentStock(phone.id)).toBe(1)
    const [a, b] = await Promise.all([
      placeOrder(orderRequest([{ productId: phone.id }], { idempotencyKey: newKey() })),
      placeOrder(orderRequest([{ productId: phone.id }], { idempotencyKey: newKey() }))
    ])
    expect([a.status, b.status].sort()).toEqual([201, 409])
    const refused = a.status === 409 ? a : b
    expect(refused.json).toMatchObject({ error: "out-of-stock", key: "sorry-no-stock" })
    expect(await currentStock(phone.id)).toBe(0)
  })

  it("refuses invalid orders with 4xx and writes nothing", async () => {
    const [phone] = await phones(1)
    const cases: ReadonlyArray<readonly [string, unknown, Record<string, string>, number]> = [
      ["no key", orderRequest([{ productId: phone!.id }]), {}, 400],
      ["keys differ", orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey() }), { "idempotency-key": newKey() }, 400],
      ["short key", orderRequest([{ productId: phone!.id }], { idempotencyKey: "short" }), {}, 400],
      ["bad email", orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey(), contact: { name: "Ana Popescu", email: "ana@", phone: "0722123456" } }), {}, 422],
      ["unknown product", orderRequest([{ productId: 999_999_999 }], { idempotencyKey: newKey() }), {}, 404],
      ["service not offered", orderRequest([{ productId: phone!.id, extraServiceIds: [999_999] }], { idempotencyKey: newKey() }), {}, 400],
      ["instalments in GR", orderRequest([{ productId: phone!.id }], { market: "GR", idempotencyKey: newKey(), paymentMethod: "instalments" }), {}, 422],
      ["empty", orderRequest([], { idempotencyKey: newKey() }), {}, 400],
      ["unknown payment method", orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey(), paymentMethod: "bitcoin" }), {}, 400]
    ]
    const before = await databaseDigest()
    for (const [name, body, headers, status] of cases) {
      const answer = await placeOrder(body, headers)
      expect(answer.status, `${name}: ${JSON.stringify(answer.json)}`).toBe(status)
    }
    expect(await databaseDigest()).toBe(before)
  })

  it("names the invalid fields with translation keys", async () => {
    const [phone] = await phones(1)
    const answer = await placeOrder(orderRequest([{ productId: phone!.id }], {
      idempotencyKey: newKey(),
      contact: { name: "A", email: "not-an-email", phone: "123" }
    }))
    expect(answer.status).toBe(422)
    const body = answer.json as { error: string; fields: Record<string, string> }
    expect(body.error).toBe("validation-failed")
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(["contact.email", "contact.phone"]))
  })
})

describe("GET /api/orders/{id}/", () => {
  it("answers 404 for an unknown or malformed id", async () => {
    expect((await getOrder("999999999")).status).toBe(404)
    expect((await getOrder("../etc")).status).toBe(404)
  })

  it("answers the stored order and writes nothing, however often it is asked", async () => {
    const [phone] = await phones(1)
    const { orderToken, ...placed } = expectStatus(await placeOrder(orderRequest([{ productId: phone!.id }], { idempotencyKey: newKey() })), 201) as OrderReceipt
    const stockAfterOrder = (await detailById(phone!.id)).product.stock
    expect(stockAfterOrder).toBe(phone!.stock - 1)
    const before = await databaseDigest()
    for (let asked = 0; asked < 3; asked++) {
      const answer = expectStatus(await getOrder(placed.id, orderToken), 200) as { order: Order; payments: ReadonlyArray<unknown> }
      expect(answer.order).toEqual(placed)
    }
    expect(await databaseDigest()).toBe(before)
    expect((await detailById(phone!.id)).product.stock).toBe(stockAfterOrder)
  })
})
