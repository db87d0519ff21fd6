import { PaymentMethod } from "@shop/core/orders/orderTypes"
import { DeliveryMethod } from "@shop/core/orders/shipping"
import type { MarketCode } from "@shop/core/markets/market"
import { Option, Schema } from "effect"
import { type CheckoutForm, emptyCheckoutForm } from "./checkoutForm.ts"
import { placedOrderKey } from "./placedOrderKey.ts"

/**
 * What the shopper typed, kept in sessionStorage (this tab only, gone when it closes) so a reload or
 * a failed call loses nothing; and the checkout attempt: the idempotency key of the request last
 * sent with its fingerprint, so sending the same order again (a retry after a lost answer, a double
 * click) reuses the key and the server answers the first order instead of placing a second.
 */
export interface CheckoutAttempt {
  readonly key: string
  readonly fingerprint: string
}

const StoredForm = Schema.Struct({
  name: Schema.String,
  email: Schema.String,
  phone: Schema.String,
  deliveryMethod: DeliveryMethod,
  county: Schema.String,
  locality: Schema.String,
  street: Schema.String,
  number: Schema.String,
  postalCode: Schema.String,
  details: Schema.String,
  lockerId: Schema.String,
  lockerName: Schema.String,
  paymentMethod: Schema.Union([PaymentMethod, Schema.Literal("")])
})

const StoredCheckout = Schema.Struct({
  form: StoredForm,
  attempt: Schema.NullOr(Schema.Struct({ key: Schema.String, fingerprint: Schema.String }))
})
type StoredCheckout = typeof StoredCheckout.Type

const decode = Schema.decodeUnknownOption(Schema.fromJsonString(StoredCheckout))

const storageKey = (market: MarketCode): string => `checkout-form-${market}`

/** Storage can be disabled or full (private modes): the form then simply is not kept. */
const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

export const loadCheckout = (market: MarketCode): StoredCheckout => {
  const fallback: StoredCheckout = { form: emptyCheckoutForm(market), attempt: null }
  try {
    const text = storage()?.getItem(storageKey(market))
    return text === null || text === undefined ? fallback : Option.getOrElse(decode(text), () => fallback)
  } catch {
    return fallback
  }
}

export const saveCheckout = (market: MarketCode, form: CheckoutForm, attempt: CheckoutAttempt | null): void => {
  try {
    storage()?.setItem(storageKey(market), JSON.stringify({ form, attempt } satisfies StoredCheckout))
  } catch {
    // Not kept: the form still works, it just will not survive a reload.
  }
}

export const clearCheckout = (market: MarketCode): void => {
  try {
    storage()?.removeItem(storageKey(market))
  } catch {
    // Nothing was kept.
  }
}

/** A new idempotency key: a random UUID (getRandomValues where randomUUID is missing). */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
}

/**
 * The order this tab placed whose payment it has not seen settled: its id, its token (what opens a
 * guest's order, core access/recordAccess.ts) and the page that shows it. The cart is emptied when
 * an order is placed, so without this a failed payment start, a reload or Back from the gateway
 * would leave the shopper with an empty form and no order number. A copy kept before tokens existed
 * (no `orderToken`) does not decode, and is simply not shown.
 */
export interface PlacedOrder {
  readonly orderId: string
  readonly orderToken: string
  readonly pagePath: string
}

const decodePlaced = Schema.decodeUnknownOption(
  Schema.fromJsonString(Schema.Struct({ orderId: Schema.String, orderToken: Schema.String, pagePath: Schema.String }))
)

export const loadPlacedOrder = (market: MarketCode): PlacedOrder | null => {
  try {
    const text = storage()?.getItem(placedOrderKey(market))
    return text === null || text === undefined ? null : Option.getOrNull(decodePlaced(text))
  } catch {
    return null
  }
}

export const rememberPlacedOrder = (market: MarketCode, placed: PlacedOrder): void => {
  try {
    storage()?.setItem(placedOrderKey(market), JSON.stringify(placed satisfies PlacedOrder))
  } catch {
    // Not kept: the order's page (where the shopper is sent next) still names it.
  }
}

export const forgetPlacedOrder = (market: MarketCode): void => {
  try {
    storage()?.removeItem(placedOrderKey(market))
  } catch {
    // Nothing was kept.
  }
}
