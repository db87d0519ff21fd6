import { Option } from "effect"
import type { MarketCode } from "../markets/market.ts"
import type { PhoneNumberPlan } from "../ports/PhoneNumbers.ts"
import type { FieldCheck } from "../validation/check.ts"
import { validateCorporateSeller } from "../validation/forms/corporateSeller.ts"
import { validateIban } from "../validation/iban.ts"
import type { ValidationMessageKey } from "../validation/messageKeys.ts"
import { validatePersonName } from "../validation/marketFields.ts"
import { compactCode } from "../validation/normalize.ts"
import { validateRequired } from "../validation/text.ts"
import { corporatePaymentDetails, type PaymentDetails, type PaymentType } from "./payment.ts"

/** The funnel's payout form as typed (SPEC 3 payment details; SPEC 6 corporate seller). */
export interface PayoutForm {
  readonly paymentType: PaymentType
  readonly corporate: boolean
  readonly sellerName: string
  readonly iban: string
  readonly county: string
  readonly city: string
  readonly companyName: string
  readonly fiscalCode: string
  readonly registrationNumber: string
  readonly companyEmail: string
  readonly phoneNumber: string
}
export type PayoutFormField = keyof PayoutForm

/** The payout form before the seller types anything (an IBAN payout, a private seller). */
export const emptyPayoutForm: PayoutForm = {
  paymentType: "iban",
  corporate: false,
  sellerName: "",
  iban: "",
  county: "",
  city: "",
  companyName: "",
  fiscalCode: "",
  registrationNumber: "",
  companyEmail: "",
  phoneNumber: ""
}

export type PayoutFormErrors = { readonly [F in PayoutFormField]?: ValidationMessageKey }

/** The company's email: the one typed for it, else the seller's own (asked before the offer). */
export const companyEmailOf = (form: PayoutForm, sellerEmail: string): string =>
  form.companyEmail.trim() === "" ? sellerEmail : form.companyEmail

/** The corporate validator's field names as the form names its inputs. */
const formFieldOfCompany: { readonly [F in string]?: PayoutFormField } = { name: "companyName", email: "companyEmail" }

/**
 * The form's errors by input name: a company's details (core validateCorporateSeller) or a private
 * seller's name, IBAN and address, the same rules the sell-order route checks on the payload. A
 * company's phone is checked against the numbering plan `phones` (the PhoneNumbers port).
 */
export const payoutFormErrors = (phones: PhoneNumberPlan, market: MarketCode, form: PayoutForm, sellerEmail: string): PayoutFormErrors => {
  if (form.corporate) {
    const company = validateCorporateSeller(phones, market, {
      name: form.companyName,
      fiscalCode: form.fiscalCode,
      registrationNumber: form.registrationNumber,
      email: companyEmailOf(form, sellerEmail),
      phoneNumber: form.phoneNumber,
      iban: form.iban,
      county: form.county,
      city: form.city
    })
    return Object.fromEntries(
      Object.entries(company).flatMap(([field, key]) =>
        key === undefined ? [] : [[formFieldOfCompany[field] ?? (field as PayoutFormField), key]]
      )
    )
  }
  const checks: ReadonlyArray<readonly [PayoutFormField, FieldCheck]> = [
    ["sellerName", validatePersonName(market, form.sellerName)],
    ["iban", validateIban(market, form.iban)],
    ["county", validateRequired(form.county)],
    ["city", validateRequired(form.city)]
  ]
  return Object.fromEntries(checks.flatMap(([field, check]) => (Option.isSome(check) ? [[field, check.value]] : [])))
}

/**
 * The payment details the sell order carries: trimmed, the codes in the compact form the validators
 * check (validation/normalize); a company's email and phone go in as companyEmail and companyPhone.
 */
export const payoutDetailsOf = (form: PayoutForm, partner: boolean, sellerEmail: string): PaymentDetails => {
  const iban = compactCode(form.iban)
  const address = { county: form.county.trim(), city: form.city.trim() }
  return form.corporate
    ? corporatePaymentDetails(
      {
        name: form.companyName.trim(),
        fiscalCode: compactCode(form.fiscalCode),
        registrationNumber: compactCode(form.registrationNumber),
        email: companyEmailOf(form, sellerEmail).trim(),
        phoneNumber: form.phoneNumber.trim(),
        iban,
        ...address
      },
      form.paymentType,
      partner
    )
    : {
      paymentType: form.paymentType,
      iban,
      sellerName: form.sellerName.trim(),
      cui: null,
      nrc: null,
      address,
      isCorporate: false,
      partner
    }
}
