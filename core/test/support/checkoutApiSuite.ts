import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect } from "effect"
import type { ShippingRates } from "../../src/catalog/catalogTypes.ts"
import type { County, Locality, ParcelLocker } from "../../src/locations/locationTypes.ts"
import type { OrderReceipt, PricedAccessory, PricedService } from "../../src/orders/orderTypes.ts"
import { isPublicId } from "../../src/backend/ports/PublicId.ts"
import { CheckoutApi, type CheckoutApiError, type OrderWithPayments } from "../../src/ports/CheckoutApi.ts"
import { pathOf } from "../../src/routes/router.ts"
import { checkoutRequest } from "./checkoutRequest.ts"

const warranty: PricedService = { id: 1, type: "WARRANTY", key: "warranty-12", price: 99 }
const silicone: PricedAccessory = { id: 31, name: "Silicone case", type: "CASE", price: 59.9 }
const battery: PricedAccessory = { id: 100, name: "New battery", type: "BATTERY", price: 189 }
const charger: PricedAccessory = { id: 41, name: "20W charger", type: "CHARGER", price: 79 }

const cluj: County = { id: "cluj", name: "Cluj" }
const ilfov: County = { id: "ilfov", name: "Ilfov" }
const localities: ReadonlyArray<Locality> = [
  { id: "cluj-napoca", countyId: "cluj", name: "Cluj-Napoca", postalCode: "400001" },
  { id: "floresti", countyId: "cluj", name: "Florești", postalCode: null },
  { id: "voluntari", countyId: "ilfov", name: "Voluntari", postalCode: "077190" }
]
const lockers: ReadonlyArray<ParcelLocker> = [
  {
    id: "easybox-cluj-iulius",
    name: "easybox Iulius Mall",
    address: "Strada Alexandru Vaida Voevod 53B",
    county: "Cluj",
    locality: "Cluj-Napoca",
    postalCode: "400436",
    latitude: 46.7712,
    longitude: 23.6262
  },
  {
    id: "easybox-voluntari-promenada",
    name: "easybox Promenada",
    address: "Bulevardul Pipera 1",
    county: "Ilfov",
    locality: "Voluntari",
    postalCode: "077190",
    latitude: 44.4817,
    longitude: 26.1142
  }
]

const failedOrderId = "00000000-0000-4000-8000-00000000f001"

/** A card order whose payment the gateway declined: the one the retry button starts again. */
const failedOrder: OrderWithPayments = {
  order: {
    id: failedOrderId,
    idempotencyKey: "checkout-failed-0001",
    market: "RO",
    lines: [{ productId: 101, title: "iPhone 13 128GB Blue", unitPrice: 2199.99, extraServices: [], accessories: [] }],
    looseAccessories: [],
    contact: { name: "Ana Popescu", email: "ana@example.ro", phone: "0722123456" },
    delivery: { method: "locker", lockerId: "easybox-cluj-iulius" },
    paymentMethod: "card",
    totals: { devices: 2199.99, extraServices: 0, accessories: 0, shipping: 12.99, cashOnDeliveryFee: 0, total: 2212.98 },
    fingerprint: "v1-fixture",
    placedAt: 0,
    paymentState: "failed",
    currentPaymentId: "00000000-0000-4000-8000-00000000e001"
  },
  payments: [
    { orderId: failedOrderId, from: "created", to: "processing", at: 0, paymentId: "00000000-0000-4000-8000-00000000e001" },
    { orderId: failedOrderId, from: "processing", to: "failed", at: 0, paymentId: "00000000-0000-4000-8000-00000000e001" }
  ]
}

/**
 * The backend every CheckoutApi adapter's test double must serve (the memory seed, later the Pact
 * provider states): RO counties, localities and lockers; product 101 (2 units, with a warranty, a
 * case and a battery), product 102 (its last unit), a loose charger; the RO shipping rates; one guest
 * order whose card payment failed, with its token; and an order id the backend does not know.
 */
export const checkoutApiFixture = {
  market: "RO" as const,
  products: [
    { id: 101, title: "iPhone 13 128GB Blue", price: 2199.99, stock: 2, extraServices: [warranty], accessories: [silicone, battery] },
    { id: 102, title: "Galaxy S21 128GB Black", price: 1500, stock: 1, extraServices: [], accessories: [] }
  ],
  looseAccessories: [charger],
  shippingRates: { courier: 19.99, locker: 12.99, cashOnDeliveryFee: 5, freeShippingFrom: 5000 } satisfies ShippingRates,
  counties: [cluj, ilfov],
  localities,
  lockers,
  failedOrder,
  /** The token that opens the failed order (the backend's signature of its id; any string to a double). */
  failedOrderToken: "failed-order-token-f001",
  unknownOrderId: "00000000-0000-4000-8000-0000000abcde"
}

const pageOf = (key: "thankYou" | "paymentProcessing" | "paymentFailed", order: { readonly id: string }, orderToken: string) =>
  `${pathOf("RO", key)}?order=${order.id}&token=${encodeURIComponent(orderToken)}`

/** Contract every CheckoutApi adapter passes against a backend serving `checkoutApiFixture`. */
export const checkoutApiSuite = (name: string, makeLayer: () => Layer.Layer<CheckoutApi, never>) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, CheckoutApi>) => Effect.provide(effect, makeLayer())
    const f = checkoutApiFixture
    const refusal = <A>(effect: Effect.Effect<A, CheckoutApiError, CheckoutApi>) => Effect.flip(effect)

    it.effect("lists the market's counties, a county's localities, and none for an unknown county", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        expect(yield* api.counties("RO")).toEqual(f.counties)
        expect((yield* api.localities("RO", "cluj")).map((l) => l.name)).toEqual(["Cluj-Napoca", "Florești"])
        expect(yield* api.localities("RO", "atlantis")).toEqual([])
      })))

    it.effect("lists the lockers, searched by name, address or locality in any case", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        expect((yield* api.lockers("RO")).map((l) => l.id)).toEqual(f.lockers.map((l) => l.id))
        expect((yield* api.lockers("RO", "IULIUS")).map((l) => l.id)).toEqual(["easybox-cluj-iulius"])
        expect((yield* api.lockers("RO", "voluntari")).map((l) => l.id)).toEqual(["easybox-voluntari-promenada"])
        expect(yield* api.lockers("RO", "no such place")).toEqual([])
      })))

    it.effect("places an order priced by the backend, and answers the same order for the same key", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        const order = yield* api.placeOrder(checkoutRequest())
        expect(isPublicId(order.id)).toBe(true)
        expect(order).toMatchObject({ market: "RO", paymentMethod: "card", paymentState: "created", currentPaymentId: null })
        expect(order.lines.map((l) => [l.productId, l.unitPrice, l.extraServices.map((s) => s.id), l.accessories.map((a) => a.id).sort((a, b) => a - b)]))
          .toEqual([[101, 2199.99, [1], [31, 100]]])
        expect(order.looseAccessories.map((a) => a.id)).toEqual([41])
        expect(order.totals).toEqual({
          devices: 2199.99,
          extraServices: 99,
          accessories: 327.9,
          shipping: 19.99,
          cashOnDeliveryFee: 0,
          total: 2646.88
        })
        expect(order.delivery).toEqual({
          method: "courier",
          address: { county: "Cluj", locality: "Cluj-Napoca", street: "Strada Memorandumului", number: "28", postalCode: "400114", details: null }
        })
        const again = yield* api.placeOrder(checkoutRequest())
        expect([again.id, again.orderToken]).toEqual([order.id, order.orderToken])
        expect(order.orderToken.length).toBeGreaterThan(0)
        const conflict = yield* refusal(api.placeOrder(checkoutRequest({ paymentMethod: "cash-on-delivery" })))
        expect(conflict).toMatchObject({ _tag: "CheckoutApiError", reason: "Status", status: 409, error: "idempotency-conflict" })
      })))

    it.effect("refuses invalid fields with their translation keys, and places nothing", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        const refused = yield* refusal(api.placeOrder(checkoutRequest({
          idempotencyKey: "checkout-suite-0002",
          contact: { name: "Ana", email: "not an email", phone: "0722 123 456" },
          delivery: { method: "locker", lockerId: "no-such-locker" }
        })))
        expect(refused).toMatchObject({ reason: "Status", status: 422, error: "validation-failed" })
        expect(refused.fields).toEqual({ "contact.name": "invalid-name", "contact.email": "invalid-email", "delivery.lockerId": "locker-required" })
        const placed = yield* api.placeOrder(checkoutRequest({ idempotencyKey: "checkout-suite-0002" }))
        expect(placed.idempotencyKey).toBe("checkout-suite-0002")
      })))

    it.effect("refuses a device sold out with the sorry-no-stock key and the product", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        const lastUnit = { productId: 102, extraServiceIds: [], accessoryIds: [] }
        const refused = yield* refusal(api.placeOrder(checkoutRequest({
          idempotencyKey: "checkout-suite-0003",
          lines: [lastUnit, lastUnit],
          accessoryIds: []
        })))
        expect(refused).toMatchObject({ reason: "Status", status: 409, error: "out-of-stock", key: "sorry-no-stock", productId: 102 })
      })))

    it.effect("refuses an unknown product (404) and an empty order (400)", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        const unknown = yield* refusal(api.placeOrder(checkoutRequest({
          idempotencyKey: "checkout-suite-0004",
          lines: [{ productId: 999, extraServiceIds: [], accessoryIds: [] }]
        })))
        expect(unknown).toMatchObject({ reason: "Status", status: 404, error: "not-found" })
        const empty = yield* refusal(api.placeOrder(checkoutRequest({ idempotencyKey: "checkout-suite-0005", lines: [], accessoryIds: [] })))
        expect(empty).toMatchObject({ reason: "Status", status: 400, error: "invalid-request" })
      })))

    it.effect("starts a card payment at the gateway; starting again answers the same page", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        const order = yield* api.placeOrder(checkoutRequest())
        const started = yield* api.startPayment(order.id, order.orderToken)
        expect(started).toMatchObject({ orderId: order.id, market: "RO", paymentState: "processing", pagePath: pageOf("paymentProcessing", order, order.orderToken) })
        expect(started.redirectPath).toMatch(/^\/sandbox-pay\/[0-9a-f-]{36}\/\?token=[A-Za-z0-9_-]+$/)
        expect((yield* api.startPayment(order.id, order.orderToken)).redirectPath).toBe(started.redirectPath)
        expect(yield* api.paymentStatus(order.id, order.orderToken)).toMatchObject({ paymentState: "processing", pagePath: pageOf("paymentProcessing", order, order.orderToken) })
        const stored: OrderWithPayments = yield* api.order(order.id, order.orderToken)
        expect(stored.order.paymentState).toBe("processing")
        expect(stored.payments.map((p) => [p.from, p.to])).toEqual([["created", "processing"]])
      })))

    it.effect("sends cash on delivery straight to the thank-you page; it cannot be retried", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        const order: OrderReceipt = yield* api.placeOrder(checkoutRequest({ paymentMethod: "cash-on-delivery" }))
        expect(order.totals.cashOnDeliveryFee).toBe(5)
        const step = yield* api.startPayment(order.id, order.orderToken)
        const thanks = pageOf("thankYou", order, order.orderToken)
        expect(step).toMatchObject({ paymentState: "created", redirectPath: thanks, pagePath: thanks })
        expect(yield* refusal(api.retryPayment(order.id, order.orderToken))).toMatchObject({ status: 409, error: "illegal-transition" })
      })))

    it.effect("retries a failed payment with a new gateway page", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        const id = f.failedOrder.order.id
        const token = f.failedOrderToken
        const before = yield* api.order(id, token)
        expect(before.order.paymentState).toBe("failed")
        expect((yield* api.paymentStatus(id, token)).pagePath).toBe(pageOf("paymentFailed", f.failedOrder.order, token))
        const retried = yield* api.retryPayment(id, token)
        expect(retried).toMatchObject({ paymentState: "processing", pagePath: pageOf("paymentProcessing", f.failedOrder.order, token) })
        expect(retried.redirectPath).toMatch(/^\/sandbox-pay\//)
        expect(retried.redirectPath).not.toContain(f.failedOrder.order.currentPaymentId ?? "")
        expect((yield* api.order(id, token)).payments.map((p) => p.to)).toEqual(["processing", "failed", "processing"])
      })))

    it.effect("answers 404 for an unknown or malformed order id", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        for (const id of [f.unknownOrderId, "not-an-id"]) {
          expect(yield* refusal(api.order(id, f.failedOrderToken))).toMatchObject({ reason: "Status", status: 404, error: "not-found" })
          expect(yield* refusal(api.startPayment(id, f.failedOrderToken))).toMatchObject({ status: 404 })
          expect(yield* refusal(api.retryPayment(id, f.failedOrderToken))).toMatchObject({ status: 404 })
          expect(yield* refusal(api.paymentStatus(id, f.failedOrderToken))).toMatchObject({ status: 404 })
        }
      })))

    it.effect("answers 404, as for no order, to a call without the order's token, and moves nothing", () =>
      run(Effect.gen(function*() {
        const api = yield* CheckoutApi
        const order = yield* api.placeOrder(checkoutRequest({ idempotencyKey: "checkout-suite-0006" }))
        for (const token of ["", "guessed", f.failedOrderToken, `${order.orderToken}x`]) {
          expect(yield* refusal(api.order(order.id, token))).toMatchObject({ reason: "Status", status: 404, error: "not-found" })
          expect(yield* refusal(api.startPayment(order.id, token))).toMatchObject({ status: 404, error: "not-found" })
          expect(yield* refusal(api.paymentStatus(order.id, token))).toMatchObject({ status: 404, error: "not-found" })
          expect(yield* refusal(api.retryPayment(f.failedOrder.order.id, token === f.failedOrderToken ? order.orderToken : token)))
            .toMatchObject({ status: 404, error: "not-found" })
        }
        expect((yield* api.order(order.id, order.orderToken)).order.paymentState).toBe("created")
        expect((yield* api.order(f.failedOrder.order.id, f.failedOrderToken)).order.paymentState).toBe("failed")
      })))
  })
