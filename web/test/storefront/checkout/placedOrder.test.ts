import { describe, expect, it } from "@effect/vitest"
import type { County, Locality } from "@shop/core/locations/locationTypes"
import type { Order, PaymentMethod } from "@shop/core/orders/orderTypes"
import type { PaymentState } from "@shop/core/payments/paymentState"
import { CheckoutApiError } from "@shop/core/ports/CheckoutApi"
import { pathOf } from "@shop/core/routes/router"
import { forgetPlacedOrder, loadPlacedOrder, rememberPlacedOrder } from "../../../src/storefront/checkout/checkoutStorage.ts"
import { unshownPlaces } from "../../../src/storefront/checkout/courierPlaces.ts"
import { finalizeScreen, lookupOf } from "../../../src/storefront/checkout/placedOrder.ts"
import type { Places } from "../../../src/client/places/usePlaces.ts"
import { useFakeSessionStorage } from "./fakeSessionStorage.ts"

const orderId = "0b5f3c1e-8a4d-4e7b-9c2a-1d6e5f4a3b21"
const orderToken = "sIgNed-0rder_token"
const remembered = { orderId, orderToken, pagePath: `${pathOf("RO", "paymentProcessing")}?order=${orderId}&token=${orderToken}` }

const order = (paymentMethod: PaymentMethod, paymentState: PaymentState): Order => ({
  id: orderId,
  idempotencyKey: "key-0001",
  market: "RO",
  lines: [],
  looseAccessories: [],
  contact: { name: "Ana Popescu", email: "ana@example.com", phone: "0722123456" },
  delivery: { method: "locker", lockerId: "ro-1" },
  paymentMethod,
  totals: { devices: 100, extraServices: 0, accessories: 0, shipping: 15, cashOnDeliveryFee: 0, total: 115 },
  fingerprint: "f",
  placedAt: 0,
  paymentState,
  currentPaymentId: paymentState === "created" ? null : "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d"
})

const found = (o: Order) => ({ _tag: "Found" as const, order: o })

describe("what the finalize page shows for an order this tab placed", () => {
  it("shows the form when no order is remembered", () => {
    expect(finalizeScreen(null, true, null)).toEqual({ _tag: "Form", forget: false })
    expect(finalizeScreen(null, false, null)).toEqual({ _tag: "Form", forget: false })
  })

  it("forgets the order once the shopper has started a new cart", () => {
    expect(finalizeScreen(remembered, false, null)).toEqual({ _tag: "Form", forget: true })
    expect(finalizeScreen(remembered, false, found(order("card", "created")))).toEqual({ _tag: "Form", forget: true })
  })

  it("waits for the lookup before showing anything", () => {
    expect(finalizeScreen(remembered, true, null)).toEqual({ _tag: "Checking" })
  })

  it("links an order whose payment never opened, is under way or failed to its payment page", () => {
    for (const state of ["created", "processing"] as const) {
      expect(finalizeScreen(remembered, true, found(order("card", state)))).toEqual({
        _tag: "Unpaid",
        orderId,
        pagePath: `${pathOf("RO", "paymentProcessing")}?order=${orderId}&token=${orderToken}`,
        payment: { method: "card", state }
      })
    }
    expect(finalizeScreen(remembered, true, found(order("instalments", "failed")))).toEqual({
      _tag: "Unpaid",
      orderId,
      pagePath: `${pathOf("RO", "paymentFailed")}?order=${orderId}&token=${orderToken}`,
      payment: { method: "instalments", state: "failed" }
    })
  })

  it("forgets a paid, cash-on-delivery, cancelled or unknown order and shows the form", () => {
    expect(finalizeScreen(remembered, true, found(order("card", "paid")))).toEqual({ _tag: "Form", forget: true })
    expect(finalizeScreen(remembered, true, found(order("instalments", "paid")))).toEqual({ _tag: "Form", forget: true })
    expect(finalizeScreen(remembered, true, found(order("cash-on-delivery", "created")))).toEqual({ _tag: "Form", forget: true })
    expect(finalizeScreen(remembered, true, found(order("card", "cancelled")))).toEqual({ _tag: "Form", forget: true })
    expect(finalizeScreen(remembered, true, { _tag: "Unknown" })).toEqual({ _tag: "Form", forget: true })
    expect(finalizeScreen(remembered, true, found({ ...order("card", "created"), id: "another" }))).toEqual({ _tag: "Form", forget: true })
  })

  it("still links the remembered page when the shop cannot be reached", () => {
    expect(finalizeScreen(remembered, true, { _tag: "Unreachable" })).toEqual({
      _tag: "Unpaid",
      orderId,
      pagePath: remembered.pagePath,
      payment: null
    })
  })

  it("reads a 404 as an unknown order and anything else as unreachable", () => {
    const error = (extra: Partial<ConstructorParameters<typeof CheckoutApiError>[0]>) =>
      new CheckoutApiError({ operation: "order", reason: "Status", message: "x", ...extra })
    expect(lookupOf(error({ status: 404, error: "not-found" }))).toEqual({ _tag: "Unknown" })
    expect(lookupOf(error({ status: 503 }))).toEqual({ _tag: "Unreachable" })
    expect(lookupOf(error({ reason: "Network" }))).toEqual({ _tag: "Unreachable" })
  })
})

describe("the remembered order", () => {
  const entries = useFakeSessionStorage()

  it("is kept per market, with its token, until forgotten", () => {
    rememberPlacedOrder("RO", remembered)
    expect(loadPlacedOrder("RO")).toEqual(remembered)
    expect(JSON.parse(entries.get("checkout-placed-RO") ?? "{}")).toMatchObject({ orderToken })
    expect(loadPlacedOrder("BG")).toBeNull()
    forgetPlacedOrder("RO")
    expect(loadPlacedOrder("RO")).toBeNull()
  })

  it("is none when what was kept is not an order (edited by hand)", () => {
    entries.set("checkout-placed-RO", "{not json")
    expect(loadPlacedOrder("RO")).toBeNull()
    entries.set("checkout-placed-RO", JSON.stringify({ orderId: 1 }))
    expect(loadPlacedOrder("RO")).toBeNull()
    // Kept before orders had tokens: without its token the order cannot be shown, so it is none.
    entries.set("checkout-placed-RO", JSON.stringify({ orderId, pagePath: remembered.pagePath }))
    expect(loadPlacedOrder("RO")).toBeNull()
  })

  it("is none without storage (private modes)", () => {
    Object.assign(globalThis, { window: {} })
    rememberPlacedOrder("RO", remembered)
    expect(loadPlacedOrder("RO")).toBeNull()
  })
})

describe("a saved county or locality the page cannot show", () => {
  const cluj: County = { id: "12", name: "Cluj" }
  const clujNapoca: Locality = { id: "120", countyId: "12", name: "Cluj-Napoca", postalCode: null }
  const loaded = <A>(items: ReadonlyArray<A>): Places<A> => ({ _tag: "Loaded", items })
  const form = { county: "Cluj", locality: "Cluj-Napoca" }

  it("keeps values the lists show, and waits while they load", () => {
    expect(unshownPlaces(form, loaded([cluj]), loaded([clujNapoca]))).toBeNull()
    expect(unshownPlaces(form, { _tag: "Loading" }, loaded([]))).toBeNull()
    expect(unshownPlaces(form, loaded([cluj]), { _tag: "Loading" })).toBeNull()
    expect(unshownPlaces({ county: "", locality: "" }, { _tag: "Failed" }, { _tag: "Failed" })).toBeNull()
  })

  it("drops a locality the loaded list lacks, or whose list failed", () => {
    expect(unshownPlaces(form, loaded([cluj]), loaded([]))).toEqual({ locality: "" })
    expect(unshownPlaces(form, loaded([cluj]), { _tag: "Failed" })).toEqual({ locality: "" })
  })

  it("drops a county the list lacks, or whose list failed, with its locality", () => {
    expect(unshownPlaces(form, loaded([]), loaded([]))).toEqual({ county: "", locality: "" })
    expect(unshownPlaces(form, { _tag: "Failed" }, loaded([]))).toEqual({ county: "", locality: "" })
    expect(unshownPlaces({ county: "", locality: "Cluj-Napoca" }, loaded([cluj]), loaded([]))).toEqual({ locality: "" })
  })
})
