import { isPickupDay } from "./pickupDate.ts"
import type { MarketCode } from "../markets/market.ts"
import { validateCourierDelivery, validateLockerDelivery } from "../validation/forms/delivery.ts"
import type { ValidationMessageKey } from "../validation/messageKeys.ts"
import { tidyPostalCode } from "../validation/normalize.ts"
import type { DeliveryDetails, DeliveryMethodName } from "./delivery.ts"

/**
 * The funnel's delivery form as typed (SPEC 3 delivery details). County and locality keep the
 * picked place's id (for the lists) and name (for the payload).
 */
export interface PickupForm {
  readonly method: DeliveryMethodName
  readonly countyId: string
  readonly county: string
  readonly localityId: string
  readonly locality: string
  readonly postalCode: string
  readonly street: string
  readonly number: string
  readonly details: string
  readonly pickupDate: string
  readonly lockerId: string
  readonly lockerName: string
}

/** The delivery form before the seller types anything (a courier pickup). */
export const emptyPickupForm: PickupForm = {
  method: "courier",
  countyId: "",
  county: "",
  localityId: "",
  locality: "",
  postalCode: "",
  street: "",
  number: "",
  details: "",
  pickupDate: "",
  lockerId: "",
  lockerName: ""
}

export type PickupFormErrors = { readonly [F in keyof PickupForm]?: ValidationMessageKey }

/**
 * The errors of the chosen method's fields (a new address each time: accounts do not exist yet). A
 * pickup date kept from an earlier visit that is no longer a pickup day (core isPickupDay, `today`
 * in the market's calendar) must be chosen again, as the sell-order route would refuse it.
 */
export const pickupFormErrors = (market: MarketCode, form: PickupForm, today: string): PickupFormErrors => {
  if (form.method !== "courier") return validateLockerDelivery({ lockerId: form.lockerId })
  const errors = validateCourierDelivery(market, { ...form, addressId: null })
  return errors.pickupDate === undefined && !isPickupDay(form.pickupDate.trim(), today)
    ? { ...errors, pickupDate: "pickup-date-required" }
    : errors
}

const optional = (text: string): string | null => (text.trim() === "" ? null : text.trim())

/** The delivery details the sell order carries, trimmed; an empty postal code or note is null. */
export const pickupDetailsOf = (form: PickupForm): DeliveryDetails =>
  form.method === "courier"
    ? {
      deliveryMethod: { name: "courier" },
      address: {
        addressId: null,
        county: form.county,
        locality: form.locality,
        postalCode: form.postalCode.trim() === "" ? null : tidyPostalCode(form.postalCode),
        street: form.street.trim(),
        number: form.number.trim(),
        details: optional(form.details),
        pickupDate: form.pickupDate
      }
    }
    : { deliveryMethod: { name: "easybox" }, locker: { lockerId: form.lockerId } }
