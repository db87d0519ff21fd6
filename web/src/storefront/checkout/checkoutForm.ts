import { orderFieldMaxLengths } from "@shop/core/orders/placeOrderRequest"
import { orderFieldErrors } from "@shop/core/orders/orderValidation"
import type { PaymentMethod } from "@shop/core/orders/orderTypes"
import { offersPaymentMethod, paymentMethodsByMarket } from "@shop/core/orders/paymentMethods"
import type { PlaceOrderRequest } from "@shop/core/orders/placeOrderRequest"
import type { DeliveryMethod } from "@shop/core/orders/shipping"
import { textIssue } from "@shop/core/validation/safeText"
import { isBattery } from "@shop/core/cart/accessory"
import type { CartState } from "@shop/core/cart/cartState"
import type { MarketCode } from "@shop/core/markets/market"
import { tidyPostalCode } from "@shop/core/validation/normalize"
import { phoneNumbers } from "../../client/phoneNumbers.ts"
import type { MessageKey } from "../../i18n/catalogues.ts"

/**
 * The checkout form as the shopper fills it, and its two readings: the PlaceOrderRequest it sends
 * and the errors shown next to its fields. The field rules are core's (orderFieldErrors, the same
 * rules the server applies to the same request, over the same phone numbering plans), so the page
 * never accepts what the server refuses.
 */
export interface CheckoutForm {
  readonly name: string
  readonly email: string
  readonly phone: string
  readonly deliveryMethod: DeliveryMethod
  /** County and locality by name, as the order stores them. */
  readonly county: string
  readonly locality: string
  readonly street: string
  readonly number: string
  readonly postalCode: string
  readonly details: string
  readonly lockerId: string
  /** The chosen locker's name, to show it again after a reload (not sent). */
  readonly lockerName: string
  readonly paymentMethod: PaymentMethod | ""
}

/** Inputs by their `name` (the spec's field names), in page order: the first invalid one gets focus. */
export const checkoutFields = [
  "name",
  "email",
  "phone",
  "county",
  "locality",
  "street",
  "number",
  "postalCode",
  "details",
  "lockerId",
  "paymentMethod"
] as const
export type CheckoutField = (typeof checkoutFields)[number]

export type CheckoutErrors = { readonly [F in CheckoutField]?: MessageKey }

/** Longest value each text input takes: the request schema's bounds (placeOrderRequest.ts). */
export const maxLengths: { readonly [F in Exclude<CheckoutField, "paymentMethod">]: number } = orderFieldMaxLengths

export const emptyCheckoutForm = (market: MarketCode): CheckoutForm => ({
  name: "",
  email: "",
  phone: "",
  deliveryMethod: "courier",
  county: "",
  locality: "",
  street: "",
  number: "",
  postalCode: "",
  details: "",
  lockerId: "",
  lockerName: "",
  paymentMethod: paymentMethodsByMarket[market][0] ?? ""
})

/** One line of text: outer spaces off, inner runs (tabs, pasted line breaks) as one space. */
const line = (text: string): string => text.replace(/\s+/gu, " ").trim()

/** The device lines and loose accessories of the cart, by id only: the server prices them. */
export const orderLinesOf = (cart: CartState): Pick<PlaceOrderRequest, "lines" | "accessoryIds"> => ({
  lines: cart.phoneCart.map((item) => {
    const battery = item.deviceAccessories.find(isBattery)
    return {
      productId: item.productId,
      extraServiceIds: [...new Set(item.selected_extra_services.map((s) => s.id))],
      accessoryIds: [...new Set(item.deviceAccessories.filter((a) => !isBattery(a)).map((a) => a.id))],
      ...(battery === undefined ? {} : { batteryId: battery.id })
    }
  }),
  accessoryIds: [...new Set(cart.accessoryCart.map((a) => a.id))]
})

/** The text a field sends: one-line fields tidied, the email and details trimmed, the postal code tidied. */
const sentText = (field: Exclude<CheckoutField, "paymentMethod">, value: string): string =>
  field === "email" || field === "details" || field === "lockerId"
    ? value.trim()
    : field === "postalCode"
    ? tidyPostalCode(value)
    : line(value)

/** What the form itself decides: contact, delivery and payment method. */
const formPart = (market: MarketCode, form: CheckoutForm): Pick<PlaceOrderRequest, "contact" | "delivery" | "paymentMethod"> => {
  const text = (field: Exclude<CheckoutField, "paymentMethod">) => sentText(field, form[field])
  const postalCode = text("postalCode")
  const details = text("details")
  return {
    contact: { name: text("name"), email: text("email"), phone: text("phone") },
    delivery: form.deliveryMethod === "locker"
      ? { method: "locker", lockerId: text("lockerId") }
      : {
        method: "courier",
        address: {
          county: text("county"),
          locality: text("locality"),
          street: text("street"),
          number: text("number"),
          postalCode: postalCode === "" ? null : postalCode,
          details: details === "" ? null : details
        }
      },
    // Validation refuses a form without a method first; the fallback only keeps the type total.
    paymentMethod: form.paymentMethod === "" ? paymentMethodsByMarket[market][0] ?? "card" : form.paymentMethod
  }
}

/** The request a valid form sends for the cart. */
export const orderRequestOf = (
  market: MarketCode,
  form: CheckoutForm,
  cart: CartState,
  idempotencyKey: string
): PlaceOrderRequest => ({
  market,
  idempotencyKey,
  ...orderLinesOf(cart),
  ...formPart(market, form),
  // The trade-in's device only: the server quotes it again (issue 19), the cart's estimate stays here.
  ...(cart.tradeIn === undefined ? {} : { tradeIn: { item: cart.tradeIn.item } })
})

/** The form input of a field path the server (and core's orderFieldErrors) names. */
export const fieldOfPath = (path: string): CheckoutField | undefined => {
  const last = path.split(".").pop() ?? ""
  return (checkoutFields as ReadonlyArray<string>).includes(last) ? (last as CheckoutField) : undefined
}

/** Translation keys of core's validators that the catalogues hold (test/i18n checks them all). */
const asMessageKey = (key: string): MessageKey => key as MessageKey

/** Text the request schema would refuse: control characters, or longer than the field takes. */
const textError = (field: Exclude<CheckoutField, "paymentMethod">, typed: string): MessageKey | undefined => {
  const value = sentText(field, typed)
  return value.length > maxLengths[field]
    ? "checkout-too-long"
    : textIssue(value, field === "details" ? "free" : "line") !== undefined
    ? "invalid-characters"
    : undefined
}

const deliveryFields = {
  courier: ["county", "locality", "street", "number", "postalCode", "details"],
  locker: ["lockerId"]
} as const satisfies { readonly [M in DeliveryMethod]: ReadonlyArray<CheckoutField> }

/**
 * Errors of the fields in use (contact, the chosen delivery method's, the payment method), each a
 * translation key. `placedAt` is now: core's courier rule reads the order's date.
 */
export const validateCheckoutForm = (market: MarketCode, form: CheckoutForm, placedAt: number): CheckoutErrors => {
  const errors: { [F in CheckoutField]?: MessageKey } = {}
  const request: PlaceOrderRequest = { market, idempotencyKey: "validation-only", lines: [], accessoryIds: [], ...formPart(market, form) }
  for (const [path, key] of Object.entries(orderFieldErrors(phoneNumbers, request, placedAt))) {
    const field = fieldOfPath(path)
    if (field !== undefined) errors[field] = asMessageKey(key)
  }
  for (const field of ["name", "email", "phone", ...deliveryFields[form.deliveryMethod]] as const) {
    const issue = textError(field, form[field])
    if (issue !== undefined && errors[field] === undefined) errors[field] = issue
  }
  if (form.paymentMethod === "" || !offersPaymentMethod(market, form.paymentMethod)) errors.paymentMethod = "checkout-payment-required"
  return errors
}

export const firstInvalidField = (errors: CheckoutErrors): CheckoutField | undefined =>
  checkoutFields.find((field) => errors[field] !== undefined)
