import type { MarketCode } from "../../markets/market.ts"
import type { PhoneNumberPlan } from "../../ports/PhoneNumbers.ts"
import { collectErrors } from "../check.ts"
import type { FieldErrors, FieldInput } from "../check.ts"
import { validateIban } from "../iban.ts"
import { validateRegistrationNumber, validateTaxCode } from "../marketFields.ts"
import { validatePhone } from "../phone.ts"
import { validateAlphanumeric, validateEmail } from "../text.ts"

/** SPEC 3 corporate seller: the company whose account receives the payout. */
export interface CorporateSellerInput {
  readonly name?: FieldInput
  readonly fiscalCode?: FieldInput
  readonly registrationNumber?: FieldInput
  readonly email?: FieldInput
  readonly phoneNumber?: FieldInput
  readonly iban?: FieldInput
  readonly county?: FieldInput
  readonly city?: FieldInput
}
export type CorporateSellerField = keyof CorporateSellerInput

/**
 * Every field is required. Company name, county and city use SPEC 5's alphanumeric pattern (letters,
 * digits, spaces, dot, hyphen: "Alfa Service S.R.L.", "Sector 1"); the codes (with their check digits),
 * the phone (against the numbering plan `phones`) and the IBAN use the market's rules.
 */
export const validateCorporateSeller = (
  phones: PhoneNumberPlan,
  market: MarketCode,
  input: CorporateSellerInput
): FieldErrors<CorporateSellerField> =>
  collectErrors<CorporateSellerField>({
    name: validateAlphanumeric(input.name),
    fiscalCode: validateTaxCode(market, input.fiscalCode),
    registrationNumber: validateRegistrationNumber(market, input.registrationNumber),
    email: validateEmail(input.email),
    phoneNumber: validatePhone(phones, market, input.phoneNumber),
    iban: validateIban(market, input.iban),
    county: validateAlphanumeric(input.county),
    city: validateAlphanumeric(input.city)
  })
