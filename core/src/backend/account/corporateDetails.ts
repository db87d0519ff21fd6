import { Effect, Option, Schema } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import { PhoneNumbers, type PhoneNumberPlan } from "../../ports/PhoneNumbers.ts"
import type { CorporateSeller } from "../../sell/payment.ts"
import { emptyPayoutForm, payoutDetailsOf, payoutFormErrors, type PayoutForm, type PayoutFormField } from "../../sell/payoutForm.ts"
import { validateMaxLength } from "../../validation/text.ts"
import { notFound, ValidationFailed, type NotFound, type RepositoryError } from "../../errors.ts"
import { AccountProfileRepository, type CorporateDetails } from "./profilePorts.ts"

/** The longest value any corporate field may have (a company name, a city...). */
export const corporateFieldMaxLength = 200

const Field = Schema.String.check(Schema.isMaxLength(corporateFieldMaxLength * 2))

/** The settings' corporate details as sent (SPEC 3 corporate seller); null clears them. */
export const CorporateDetailsInput = Schema.Struct({
  name: Field,
  fiscalCode: Field,
  registrationNumber: Field,
  email: Field,
  phoneNumber: Field,
  iban: Field,
  county: Field,
  city: Field
})
export type CorporateDetailsInput = typeof CorporateDetailsInput.Type

export const CorporateDetailsUpdate = Schema.Struct({ corporate: Schema.NullOr(CorporateDetailsInput) })
export type CorporateDetailsUpdate = typeof CorporateDetailsUpdate.Type

/** The sell funnel's payout form of a company (SPEC 6: the payment details become the company's). */
export const corporatePayoutForm = (details: CorporateDetailsInput): PayoutForm => ({
  ...emptyPayoutForm,
  corporate: true,
  companyName: details.name,
  fiscalCode: details.fiscalCode,
  registrationNumber: details.registrationNumber,
  companyEmail: details.email,
  phoneNumber: details.phoneNumber,
  iban: details.iban,
  county: details.county,
  city: details.city
})

/** The payout form's input names back as the corporate seller's field names. */
const corporateFieldOfForm: { readonly [F in PayoutFormField]?: keyof CorporateSeller } = {
  companyName: "name",
  fiscalCode: "fiscalCode",
  registrationNumber: "registrationNumber",
  companyEmail: "email",
  phoneNumber: "phoneNumber",
  iban: "iban",
  county: "county",
  city: "city"
}

/**
 * The refused fields of corporate details, by corporate-seller field name, with the validator's
 * message key: exactly the sell funnel's corporate payout rules (core payoutFormErrors with the
 * corporate flag: the market's tax code, registration number, phone and IBAN; the company email is
 * required here, there is no seller email to fall back on), plus a length bound.
 */
export const corporateDetailsErrors = (
  phones: PhoneNumberPlan,
  market: MarketCode,
  details: CorporateDetailsInput
): Partial<Record<keyof CorporateSeller, string>> => {
  const errors: Partial<Record<keyof CorporateSeller, string>> = {}
  for (const [field, key] of Object.entries(payoutFormErrors(phones, market, corporatePayoutForm(details), ""))) {
    const name = corporateFieldOfForm[field as PayoutFormField]
    if (name !== undefined && key !== undefined) errors[name] = key
  }
  for (const [field, value] of Object.entries(details) as ReadonlyArray<[keyof CorporateSeller, string]>) {
    const tooLong = validateMaxLength(value, corporateFieldMaxLength)
    if (Option.isSome(tooLong)) errors[field] = tooLong.value
  }
  return errors
}

/** The details as stored: the funnel's payout normalization (trimmed; codes and IBAN compact, upper-case). */
export const normalizeCorporateDetails = (details: CorporateDetailsInput): CorporateDetails => {
  const payment = payoutDetailsOf(corporatePayoutForm(details), false, "")
  return {
    name: payment.sellerName,
    fiscalCode: payment.cui ?? "",
    registrationNumber: payment.nrc ?? "",
    email: payment.companyEmail ?? "",
    phoneNumber: payment.companyPhone ?? "",
    iban: payment.iban,
    county: payment.address.county,
    city: payment.address.city
  }
}

/**
 * Saves (or with null removes) the user's corporate details after the market's corporate rules.
 * `ValidationFailed` fields are named `corporate.<field>`; nothing is written on any refusal.
 */
export const saveCorporateDetails = Effect.fn("Account.saveCorporateDetails")(function*(
  userId: string,
  market: MarketCode,
  update: CorporateDetailsUpdate
): Effect.fn.Return<CorporateDetails | null, NotFound | ValidationFailed | RepositoryError, AccountProfileRepository | PhoneNumbers> {
  const input = update.corporate
  const details = input === null ? null : normalizeCorporateDetails(input)
  if (input !== null) {
    const errors = corporateDetailsErrors(yield* PhoneNumbers, market, input)
    if (Object.keys(errors).length > 0) {
      return yield* Effect.fail(new ValidationFailed({
        fields: Object.fromEntries(Object.entries(errors).map(([field, key]) => [`corporate.${field}`, key])),
        message: "the corporate details are not valid"
      }))
    }
  }
  if (!(yield* (yield* AccountProfileRepository).setCorporate(userId, details))) return yield* Effect.fail(notFound("user", userId))
  return details
})
