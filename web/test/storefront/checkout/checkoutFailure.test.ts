import { describe, expect, it } from "@effect/vitest"
import { CheckoutApiError } from "@shop/core/ports/CheckoutApi"
import { emptyCheckoutForm } from "../../../src/storefront/checkout/checkoutForm.ts"
import { clearCheckout, loadCheckout, saveCheckout } from "../../../src/storefront/checkout/checkoutStorage.ts"
import { orderFailureOf } from "../../../src/storefront/checkout/orderFailure.ts"
import { useFakeSessionStorage } from "./fakeSessionStorage.ts"

const refused = (status: number, error: string, extra: Partial<ConstructorParameters<typeof CheckoutApiError>[0]> = {}) =>
  new CheckoutApiError({ operation: "placeOrder", reason: "Status", status, error, message: error, ...extra })

describe("what the finalize page shows for a refused order", () => {
  it("puts the server's field errors next to the fields", () => {
    const failure = orderFailureOf(refused(422, "validation-failed", { fields: { "contact.email": "invalid-email", "delivery.lockerId": "locker-required" } }))
    expect(failure).toMatchObject({ message: "checkout-errors-summary", reviewCart: false, fields: { email: "invalid-email", lockerId: "locker-required" } })
  })

  it("sends the shopper back to the cart when the cart is what must change", () => {
    expect(orderFailureOf(refused(409, "out-of-stock", { key: "sorry-no-stock", productId: 7 }))).toMatchObject({ message: "checkout-error-out-of-stock", reviewCart: true })
    expect(orderFailureOf(refused(422, "cart-limits"))).toMatchObject({ message: "checkout-error-cart-limits", reviewCart: true })
    expect(orderFailureOf(refused(400, "invalid-request"))).toMatchObject({ message: "checkout-error-cart-changed", reviewCart: true })
    expect(orderFailureOf(refused(404, "not-found"))).toMatchObject({ message: "checkout-error-cart-changed", reviewCart: true })
  })

  it("too many orders from one address: says how long to wait, keeps the form and the cart", () => {
    expect(orderFailureOf(refused(429, "too-many-requests", { retryAfterSeconds: 1800 })))
      .toMatchObject({ message: "too-many-requests-minutes", values: { minutes: 30 }, reviewCart: false, newKey: false })
    expect(orderFailureOf(refused(429, "too-many-requests"))).toMatchObject({ message: "too-many-requests-minutes", values: { minutes: 1 } })
  })

  it("keeps the form for network and server failures, and takes a new key after a key conflict", () => {
    expect(orderFailureOf(new CheckoutApiError({ operation: "placeOrder", reason: "Network", message: "offline" }))).toMatchObject({ message: "checkout-error-network", newKey: false })
    expect(orderFailureOf(refused(503, "unavailable"))).toMatchObject({ message: "checkout-error-server" })
    expect(orderFailureOf(refused(409, "idempotency-conflict"))).toMatchObject({ newKey: true })
  })
})

describe("the kept checkout form", () => {
  const entries = useFakeSessionStorage()

  it("survives a reload with the attempt's key, per market, and is gone once cleared", () => {
    const form = { ...emptyCheckoutForm("BG"), name: "Иван Петров", deliveryMethod: "locker" as const, lockerId: "bg-1" }
    saveCheckout("BG", form, { key: "k-12345678", fingerprint: "f" })
    expect(loadCheckout("BG")).toEqual({ form, attempt: { key: "k-12345678", fingerprint: "f" } })
    expect(loadCheckout("RO")).toEqual({ form: emptyCheckoutForm("RO"), attempt: null })
    clearCheckout("BG")
    expect(loadCheckout("BG").form).toEqual(emptyCheckoutForm("BG"))
  })

  it("starts empty when what was kept is not a form (edited by hand, an older shape)", () => {
    entries.set("checkout-form-RO", "{not json")
    expect(loadCheckout("RO").form).toEqual(emptyCheckoutForm("RO"))
    entries.set("checkout-form-RO", JSON.stringify({ form: { name: 1 }, attempt: null }))
    expect(loadCheckout("RO").form).toEqual(emptyCheckoutForm("RO"))
  })
})
