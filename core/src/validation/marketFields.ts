import type { MarketCode } from "../markets/market.ts"
import { firstFailure, invalid, requiredThen, valid } from "./check.ts"
import type { FieldCheck, FieldInput } from "./check.ts"
import { compactCode, tidyPostalCode } from "./normalize.ts"
import { marketPatterns } from "./patterns/index.ts"
import { validateLettersOnly, validateName } from "./text.ts"

/**
 * SPEC 5: tax code per market (RO ^RO\d{2,10}$, BG 9-10 digits, HU 8 digits, GR EL + 9 digits), then
 * its check digit (RO CUI, BG EIK or civil number, HU törzsszám, GR AFM): a wrong shape is
 * `invalid-tax-code`, a mistyped digit the market's own message, naming its id.
 */
export const validateTaxCode = (market: MarketCode, value: FieldInput): FieldCheck =>
  requiredThen(value, (code) => {
    const compact = compactCode(code)
    const patterns = marketPatterns[market]
    if (!patterns.taxCode.test(compact)) return invalid("invalid-tax-code")
    return patterns.idCheck.taxCode(compact) ? valid : invalid(patterns.idCheck.message)
  })

/**
 * SPEC 5: registration number per market (RO J/F or CUI-like, GR 9 digits, HU 8-1-2 digits, BG 9 or
 * 10 digits), then the check digit of the id it carries (RO's CUI-like form, BG, HU; see the table).
 */
export const validateRegistrationNumber = (market: MarketCode, value: FieldInput): FieldCheck =>
  requiredThen(value, (number) => {
    const compact = compactCode(number)
    const patterns = marketPatterns[market]
    if (!patterns.registrationNumber.some((pattern) => pattern.test(compact))) return invalid("invalid-registration-number")
    return patterns.idCheck.registrationNumber(compact) ? valid : invalid(patterns.idCheck.message)
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
