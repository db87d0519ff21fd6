import { Option } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import type { PhoneNumberPlan } from "../../ports/PhoneNumbers.ts"
import type { SellOrderPayload } from "../../sell/sellOrder.ts"
import type { FieldCheck } from "../../validation/check.ts"
import { validateCorporateSeller } from "../../validation/forms/corporateSeller.ts"
import { validateCourierDelivery, validateLockerDelivery } from "../../validation/forms/delivery.ts"
import { validateIban } from "../../validation/iban.ts"
import { validatePersonName } from "../../validation/marketFields.ts"
import { validateEmail, validateRequired } from "../../validation/text.ts"
import { isCalendarDay } from "../../sell/pickupDate.ts"

/** Field path in the payload -> translation key. */
export type SellFieldErrors = Record<string, string>

const put = (errors: SellFieldErrors, field: string, check: FieldCheck): void => {
  if (Option.isSome(check)) errors[field] = check.value
}

/**
 * The payout: an IBAN of the market (core validateIban), and the seller: the company's details
 * (core validateCorporateSeller, with the company's email and phone) or a private seller's name and
 * address. No payout details at all is allowed: the funnel skips the payment step for the normal
 * offer and in the payment-test variant (SPEC 4), and the details are then asked for in the account's
 * sale details before anything is paid.
 */
const paymentErrors = (phones: PhoneNumberPlan, market: MarketCode, payload: SellOrderPayload, errors: SellFieldErrors): void => {
  const payment = payload.paymentDetails
  if (payment === null) return
  if (!payment.isCorporate) {
    put(errors, "paymentDetails.iban", validateIban(market, payment.iban))
    put(errors, "paymentDetails.sellerName", validatePersonName(market, payment.sellerName))
    put(errors, "paymentDetails.address.county", validateRequired(payment.address.county))
    put(errors, "paymentDetails.address.city", validateRequired(payment.address.city))
    return
  }
  const company = validateCorporateSeller(phones, market, {
    name: payment.sellerName,
    fiscalCode: payment.cui,
    registrationNumber: payment.nrc,
    email: payment.companyEmail ?? "",
    phoneNumber: payment.companyPhone ?? "",
    iban: payment.iban,
    county: payment.address.county,
    city: payment.address.city
  })
  const paths: Record<string, string> = {
    name: "paymentDetails.sellerName",
    fiscalCode: "paymentDetails.cui",
    registrationNumber: "paymentDetails.nrc",
    email: "paymentDetails.companyEmail",
    phoneNumber: "paymentDetails.companyPhone",
    iban: "paymentDetails.iban",
    county: "paymentDetails.address.county",
    city: "paymentDetails.address.city"
  }
  for (const [field, key] of Object.entries(company)) {
    const path = paths[field]
    if (path !== undefined && key !== undefined) errors[path] = key
  }
}

/**
 * Every field rule of a sell order: the user's email, exactly one pickup (courier with the core
 * courier rules and a real pickup day not before `today`, or a locker of the market), and the
 * payout. `lockerExists` is the locker lookup's answer (null when no locker was given); `phones`
 * the numbering plan a company's phone is checked against.
 */
export const sellOrderFieldErrors = (
  phones: PhoneNumberPlan,
  payload: SellOrderPayload,
  today: string,
  lockerExists: boolean | null
): SellFieldErrors => {
  const market = payload.countryCode
  const errors: SellFieldErrors = {}
  put(errors, "userEmail", validateEmail(payload.userEmail))
  const courier = payload.pickupDetailsCourier
  const locker = payload.pickupDetailsLocker
  if ((courier === null) === (locker === null)) {
    errors["pickupDetails"] = "required-field"
  } else if (courier !== null) {
    for (const [field, key] of Object.entries(validateCourierDelivery(market, courier))) {
      if (key !== undefined) errors[`pickupDetailsCourier.${field}`] = key
    }
    const day = courier.pickupDate.trim()
    if (errors["pickupDetailsCourier.pickupDate"] === undefined && (!isCalendarDay(day) || day < today)) {
      errors["pickupDetailsCourier.pickupDate"] = "pickup-date-required"
    }
  } else if (locker !== null) {
    const lockerCheck = validateLockerDelivery({ lockerId: locker.lockerId })
    if (lockerCheck.lockerId !== undefined) errors["pickupDetailsLocker.lockerId"] = lockerCheck.lockerId
    else if (lockerExists === false) errors["pickupDetailsLocker.lockerId"] = "locker-required"
  }
  paymentErrors(phones, market, payload, errors)
  return errors
}
