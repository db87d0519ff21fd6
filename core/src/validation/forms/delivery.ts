import type { MarketCode } from "../../markets/market.ts"
import { collectErrors, invalid, isBlank, valid } from "../check.ts"
import type { FieldErrors, FieldInput } from "../check.ts"
import { validatePostalCode } from "../marketFields.ts"
import { marketPatterns } from "../patterns/index.ts"
import { validateRequired } from "../text.ts"

/** SPEC 3 courier delivery details as a form sends them; `addressId` is set when a saved address is chosen. */
export interface CourierDeliveryInput {
  readonly addressId?: string | number | null | undefined
  readonly county?: FieldInput
  readonly locality?: FieldInput
  readonly postalCode?: FieldInput
  readonly street?: FieldInput
  readonly number?: FieldInput
  readonly details?: FieldInput
  readonly pickupDate?: FieldInput
}
export type CourierDeliveryField = "pickupDate" | "county" | "locality" | "postalCode" | "street" | "number"

export interface LockerDeliveryInput {
  readonly lockerId?: string | number | null | undefined
}
export type LockerDeliveryField = "lockerId"

const isMissingId = (id: string | number | null | undefined): boolean =>
  id === null || id === undefined || (typeof id === "string" && id.trim() === "")

/** A postal code is required in HU and GR; elsewhere an entered one must still be well-formed. */
const postalCodeCheck = (market: MarketCode, value: FieldInput) =>
  !marketPatterns[market].postalCodeRequired && isBlank(value) ? valid : validatePostalCode(market, value)

/**
 * SPEC 5: courier delivery needs a pickup date; a new address (no saved `addressId`) also needs county,
 * locality, street and number, and in HU and GR a postal code. A saved address was checked when saved.
 */
export const validateCourierDelivery = (
  market: MarketCode,
  input: CourierDeliveryInput
): FieldErrors<CourierDeliveryField> =>
  collectErrors<CourierDeliveryField>({
    pickupDate: isBlank(input.pickupDate) ? invalid("pickup-date-required") : valid,
    ...(isMissingId(input.addressId)
      ? {
        county: validateRequired(input.county),
        locality: validateRequired(input.locality),
        street: validateRequired(input.street),
        number: validateRequired(input.number),
        postalCode: postalCodeCheck(market, input.postalCode)
      }
      : {})
  })

/** SPEC 5: locker delivery needs a chosen locker. */
export const validateLockerDelivery = (input: LockerDeliveryInput): FieldErrors<LockerDeliveryField> =>
  collectErrors<LockerDeliveryField>({ lockerId: isMissingId(input.lockerId) ? invalid("locker-required") : valid })
