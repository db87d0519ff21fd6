import type { MarketCode } from "../../markets/market.ts"
import type { PhoneNumberPlan } from "../../ports/PhoneNumbers.ts"
import { collectErrors } from "../check.ts"
import type { FieldErrors, FieldInput } from "../check.ts"
import { validatePersonName } from "../marketFields.ts"
import { validatePhone } from "../phone.ts"
import { validateEmail } from "../text.ts"

/** The person to reach about an order, a sale or a help request. */
export interface ContactDetailsInput {
  readonly name?: FieldInput
  readonly email?: FieldInput
  readonly phoneNumber?: FieldInput
}
export type ContactDetailsField = keyof ContactDetailsInput

/** All three are required: couriers call the phone number and documents go to the email address. */
export const validateContactDetails = (
  phones: PhoneNumberPlan,
  market: MarketCode,
  input: ContactDetailsInput
): FieldErrors<ContactDetailsField> =>
  collectErrors<ContactDetailsField>({
    name: validatePersonName(market, input.name),
    email: validateEmail(input.email),
    phoneNumber: validatePhone(phones, market, input.phoneNumber)
  })
