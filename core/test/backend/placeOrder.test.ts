import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as fc from "fast-check"
import { placeOrder } from "../../src/backend/orders/placeOrder.ts"
import type { PlaceOrderRequest } from "../../src/orders/placeOrderRequest.ts"
import { decodePlaceOrderRequest } from "../support/decoders.ts"
import { orderRequest } from "../support/backend/orderRequests.ts"
import { withMemoryBackend } from "../support/backend/memoryBackend.ts"

const line = (productId: number, extra: Partial<PlaceOrderRequest["lines"][number]> = {}) => ({
  productId,
  extraServiceIds: [],
  accessoryIds: [],
  ...extra
})

/** The request as JSON with price fields sprinkled everywhere a tampering client would put them. */
const tampered = (request: PlaceOrderRequest, price: number) => ({
  ...request,
  total: price,
  totals: { total: price },
  lines: request.lines.map((l) => ({ ...l, price, buy_price: price, unitPrice: price, extraServices: [{ id: 701, price }] })),
  accessories: [{ id: 502, price }],
  shipping: price
})

describe("placeOrder", () => {
  it.effect("prices everything from the repository: device, service, battery, accessories, shipping", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* placeOrder(orderRequest(), null)
      expect(order.lines).toEqual([{
        productId: 101,
        title: "iPhone 13 Pro 128 GB, Sierra Blue",
        unitPrice: 3000,
        extraServices: [{ id: 701, type: "WARRANTY", key: "warranty-extension-1y", price: 199 }],
        accessories: [
          { id: 501, name: "iPhone 13 Pro case", type: "CASE", price: 99 },
          { id: 503, name: "New battery", type: "BATTERY", price: 249 }
        ]
      }])
      expect(order.looseAccessories).toEqual([{ id: 502, name: "20W charger", type: "CHARGER", price: 79 }])
      // 3000 + 199 + 99 + 249 + 79 = 3626, above RO's free-shipping threshold of 3000.
      expect(order.totals).toEqual({ devices: 3000, extraServices: 199, accessories: 427, shipping: 0, cashOnDeliveryFee: 0, total: 3626 })
      expect(order.paymentState).toBe("created")
      expect(order.contact.phone).toBe("0722 123 456")
    })))

  it.effect("charges shipping below the threshold, by delivery method, plus the cash-on-delivery fee", () =>
    withMemoryBackend(Effect.gen(function*() {
      const courier = yield* placeOrder(orderRequest({ idempotencyKey: "courier-key", lines: [line(104)], accessoryIds: [] }), null)
      expect(courier.totals).toMatchObject({ devices: 1800, shipping: 20, cashOnDeliveryFee: 0, total: 1820 })
      const locker = yield* placeOrder(orderRequest({
        idempotencyKey: "locker-key",
        lines: [line(104)],
        accessoryIds: [],
        delivery: { method: "locker", lockerId: "RO-LCK-1" },
        paymentMethod: "cash-on-delivery"
      }), null)
      expect(locker.totals).toMatchObject({ shipping: 15, cashOnDeliveryFee: 10, total: 1825 })
      expect(locker.delivery).toEqual({ method: "locker", lockerId: "RO-LCK-1" })
    })))

  it.effect("price tampering is ignored: client-sent prices change nothing (property)", () =>
    Effect.gen(function*() {
      const honest = yield* withMemoryBackend(placeOrder(orderRequest(), null))
      const prices = yield* Effect.sync(() => fc.sample(fc.oneof(fc.double(), fc.integer(), fc.constant(0), fc.constant(-1)), { numRuns: 20, seed: 42 }))
      for (const price of prices) {
        const request = yield* decodePlaceOrderRequest(tampered(orderRequest(), price))
        // The decoder drops every price field: nothing of them reaches the pricing.
        expect(JSON.stringify(request)).not.toMatch(/price|total|shipping/i)
        const order = yield* withMemoryBackend(placeOrder(request, null))
        expect(order.totals).toEqual(honest.totals)
        expect(order.lines).toEqual(honest.lines)
        expect(order.fingerprint).toBe(honest.fingerprint)
      }
    }))

  it.effect("the same idempotency key twice gives one order; the stock is taken once", () =>
    withMemoryBackend(Effect.gen(function*() {
      const request = orderRequest({ idempotencyKey: "same-key-123", lines: [line(102)], accessoryIds: [] })
      const first = yield* placeOrder(request, null)
      const second = yield* placeOrder(request, null)
      expect(second).toEqual(first)
      // 102 had one unit: a new order for it fails, so the replay did not take another.
      const error = yield* Effect.flip(placeOrder({ ...request, idempotencyKey: "other-key-123" }, null))
      expect(error).toMatchObject({ code: "out-of-stock", productId: 102, available: 0 })
    })))

  it.effect("the same key with a different cart is an idempotency conflict", () =>
    withMemoryBackend(Effect.gen(function*() {
      yield* placeOrder(orderRequest({ idempotencyKey: "key-conflict" }), null)
      const error = yield* Effect.flip(placeOrder(orderRequest({ idempotencyKey: "key-conflict", lines: [line(104)] }), null))
      expect(error.code).toBe("idempotency-conflict")
    })))

  it.effect("refuses units beyond the stock and writes nothing", () =>
    withMemoryBackend(Effect.gen(function*() {
      const error = yield* Effect.flip(placeOrder(orderRequest({ lines: [line(103)], accessoryIds: [] }), null))
      expect(error).toMatchObject({ code: "out-of-stock", productId: 103 })
      const twice = yield* Effect.flip(placeOrder(orderRequest({ idempotencyKey: "two-of-102", lines: [line(102), line(102)], accessoryIds: [] }), null))
      expect(twice).toMatchObject({ code: "out-of-stock", productId: 102, requested: 2, available: 1 })
      // Nothing was written: the single unit of 102 is still there.
      yield* placeOrder(orderRequest({ idempotencyKey: "one-of-102", lines: [line(102)], accessoryIds: [] }), null)
    })))

  it.effect("two orders racing for the last unit: exactly one succeeds", () =>
    withMemoryBackend(Effect.gen(function*() {
      const results = yield* Effect.all(
        ["race-one-1", "race-two-2"].map((key) => placeOrder(orderRequest({ idempotencyKey: key, lines: [line(106)], accessoryIds: [] }), null)),
        { concurrency: "unbounded", mode: "result" }
      )
      expect(results.filter((r) => r._tag === "Success")).toHaveLength(1)
    })))

  it.effect("checks the cart limits with the core rule", () =>
    withMemoryBackend(Effect.gen(function*() {
      const tooMany = yield* Effect.flip(placeOrder(orderRequest({ lines: [line(104), line(105), line(107), line(106)], accessoryIds: [] }), null))
      expect(tooMany).toMatchObject({ code: "cart-limits", rule: "TooManyItems", count: 4, max: 3 })
      const limited = yield* Effect.flip(placeOrder(orderRequest({ lines: [line(101), line(101), line(102)], accessoryIds: [] }), null))
      expect(limited).toMatchObject({ code: "cart-limits", rule: "TooManyLimitedItems", modelName: "iPhone 13 Pro", storage: "128 GB", count: 3, max: 2 })
    })))

  it.effect("validates contact and delivery with the core validators, field -> translation key", () =>
    withMemoryBackend(Effect.gen(function*() {
      const error = yield* Effect.flip(placeOrder(orderRequest({
        contact: { name: "Ana", email: "not-an-email", phone: "12" },
        delivery: { method: "courier", address: { county: "", locality: "Cluj-Napoca", street: "x", number: "" } }
      }), null))
      expect(error).toMatchObject({
        code: "validation-failed",
        fields: {
          "contact.name": "invalid-name",
          "contact.email": "invalid-email",
          "contact.phone": "invalid-phone",
          "delivery.address.county": "required-field",
          "delivery.address.number": "required-field"
        }
      })
      const locker = yield* Effect.flip(placeOrder(orderRequest({ delivery: { method: "locker", lockerId: "BG-LCK-1" } }), null))
      expect(locker).toMatchObject({ code: "validation-failed", fields: { "delivery.lockerId": "locker-required" } })
    })))

  it.effect("a HU or GR courier address needs a postal code", () =>
    withMemoryBackend(Effect.gen(function*() {
      const error = yield* Effect.flip(placeOrder(orderRequest({
        market: "GR",
        lines: [line(301)],
        accessoryIds: [],
        contact: { name: "Maria Papadopoulou", email: "maria@example.gr", phone: "6912345678" }
      }), null))
      expect(error).toMatchObject({ code: "validation-failed", fields: { "delivery.address.postalCode": "required-field" } })
    })))

  it.effect("instalments only where the market offers them (not GR)", () =>
    withMemoryBackend(Effect.gen(function*() {
      const error = yield* Effect.flip(placeOrder(orderRequest({ market: "GR", lines: [line(301)], accessoryIds: [], paymentMethod: "instalments" }), null))
      expect(error.code).toBe("payment-method-unavailable")
      const ro = yield* placeOrder(orderRequest({ paymentMethod: "instalments" }), null)
      expect(ro.paymentMethod).toBe("instalments")
    })))

  it.effect("refuses services and accessories the product does not offer (or no longer sells)", () =>
    withMemoryBackend(Effect.gen(function*() {
      const cases: ReadonlyArray<Partial<PlaceOrderRequest>> = [
        { lines: [line(101, { extraServiceIds: [703] })] },
        { lines: [line(105, { extraServiceIds: [702] })] },
        { lines: [line(101, { accessoryIds: [506] })] },
        { lines: [line(104, { accessoryIds: [501] })] },
        { lines: [line(101, { batteryId: 501 })] },
        { lines: [line(101)], accessoryIds: [506] },
        { lines: [line(101)], accessoryIds: [503] },
        { lines: [], accessoryIds: [] }
      ]
      for (const overrides of cases) {
        expect((yield* Effect.flip(placeOrder(orderRequest(overrides), null))).code).toBe("invalid-request")
      }
      expect((yield* Effect.flip(placeOrder(orderRequest({ lines: [line(999)] }), null))).code).toBe("not-found")
      expect((yield* Effect.flip(placeOrder(orderRequest({ lines: [line(201)] }), null))).code).toBe("not-found")
    })))

  it.effect("applies the core wrapping-tax rule: one at most, none with a tablet", () =>
    withMemoryBackend(Effect.gen(function*() {
      const two = yield* placeOrder(orderRequest({
        idempotencyKey: "wrapping-two",
        lines: [line(101, { accessoryIds: [505] }), line(104, { accessoryIds: [505] })],
        accessoryIds: []
      }), null)
      expect(two.lines.map((l) => l.accessories.map((a) => a.id))).toEqual([[505], []])
      const tablet = yield* placeOrder(orderRequest({
        idempotencyKey: "wrapping-tablet",
        lines: [line(104, { accessoryIds: [505] }), line(105)],
        accessoryIds: []
      }), null)
      expect(tablet.lines.flatMap((l) => l.accessories)).toEqual([])
    })))

  it.effect("a loose-accessory-only order is fine", () =>
    withMemoryBackend(Effect.gen(function*() {
      const order = yield* placeOrder(orderRequest({ lines: [], accessoryIds: [502] }), null)
      expect(order.totals).toMatchObject({ devices: 0, accessories: 79, shipping: 20, total: 99 })
    })))
})

describe("decodePlaceOrderRequest", () => {
  it.effect("refuses malformed bodies with invalid-request", () =>
    Effect.gen(function*() {
      const bad: ReadonlyArray<unknown> = [
        null,
        [],
        "order",
        { ...orderRequest(), market: "DE" },
        { ...orderRequest(), idempotencyKey: "short" },
        { ...orderRequest(), lines: [{ productId: "101", extraServiceIds: [], accessoryIds: [] }] },
        { ...orderRequest(), lines: [{ productId: 1.5, extraServiceIds: [], accessoryIds: [] }] },
        { ...orderRequest(), paymentMethod: "bitcoin" },
        { ...orderRequest(), delivery: { method: "drone" } },
        { ...orderRequest(), contact: { name: "x".repeat(201), email: "a@b.ro", phone: "0722123456" } }
      ]
      for (const body of bad) {
        expect((yield* Effect.flip(decodePlaceOrderRequest(body))).code).toBe("invalid-request")
      }
    }))
})
