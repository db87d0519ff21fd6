import type { MarketCode } from "../markets/market.ts"
import { firstFailure, invalid, requiredThen, valid } from "./check.ts"
import type { FieldCheck, FieldInput } from "./check.ts"
import { compactCode, compactPhone, tidyPostalCode } from "./normalize.ts"
import { marketPatterns } from "./patterns/index.ts"
import { validateLettersOnly, validateName } from "./text.ts"

/** SPEC 5: phone per market (RO mobile 07xx and landlines with +40, 0040 or 0; BG, HU, GR as in the table). */
export const validatePhone = (market: MarketCode, value: FieldInput): FieldCheck =>
  requiredThen(value, (phone) => (marketPatterns[market].phone.test(compactPhone(phone)) ? valid : invalid("invalid-phone")))

/** SPEC 5: tax code per market (RO ^RO\d{2,10}$, BG 9-10 digits, HU 8 digits, GR EL + 9 digits). */
export const validateTaxCode = (market: MarketCode, value: FieldInput): FieldCheck =>
  requiredThen(value, (code) => (marketPatterns[market].taxCode.test(compactCode(code)) ? valid : invalid("invalid-tax-code")))

/** SPEC 5: registration number per market (RO J/F or CUI-like, GR 9 digits, HU 8-1-2 digits, BG 9 or 10 digits). */
export const validateRegistrationNumber = (market: MarketCode, value: FieldInput): FieldCheck =>
  requiredThen(value, (number) => {
    const compact = compactCode(number)
    return marketPatterns[market].registrationNumber.some((pattern) => pattern.test(compact))
      ? valid
      : invalid("invalid-registration-number")
  })

/** Postal code per market (RO 6, BG 4, HU 4, GR 5 digits with an optional space after the third). */
export const validatePostalCode = (market: MarketCode, value: FieldInput): FieldCheck =>
  requiredThen(value, (code) =>
    marketPatterns[market].postalCode.test(tidyPostalCode(code)) ? valid : invalid("invalid-postal-code")
  )

/** A person's full name: two words of 2+ letters everywhere, and letters only where the market asks for it (HU). */
export const validatePersonName = (market: MarketCode, value: FieldInput): FieldCheck =>
  firstFailure(
    () => validateName(value),
    () => (marketPatterns[market].nameLettersOnly ? validateLettersOnly(value) : valid)
  )
