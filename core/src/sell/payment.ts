import { Schema } from "effect"

/** SPEC 3: payout by bank transfer to a card account or an IBAN; both carry the account's IBAN. */
export const PaymentType = Schema.Literals(["card", "iban"])
export type PaymentType = typeof PaymentType.Type

/**
 * Payout details (SPEC 3). cui and nrc (tax code and trade-register number) are set for corporate
 * sellers only; partner marks the telecom-partner variant (SPEC 6: it changes the payload). The
 * company's email and phone (SPEC 3 corporate seller) ride along as companyEmail and companyPhone:
 * the SPEC 3 payload list has no place for them, and a company's contact is not the user's email.
 * Absent for private sellers.
 */
export const PaymentDetails = Schema.Struct({
  paymentType: PaymentType,
  iban: Schema.String,
  sellerName: Schema.String,
  cui: Schema.NullOr(Schema.String),
  nrc: Schema.NullOr(Schema.String),
  address: Schema.Struct({ county: Schema.String, city: Schema.String }),
  isCorporate: Schema.Boolean,
  partner: Schema.Boolean,
  companyEmail: Schema.optionalKey(Schema.String),
  companyPhone: Schema.optionalKey(Schema.String)
})
export type PaymentDetails = typeof PaymentDetails.Type

/** A company selling devices (SPEC 3, 6: its details become the payment details). */
export const CorporateSeller = Schema.Struct({
  name: Schema.String,
  fiscalCode: Schema.String,
  registrationNumber: Schema.String,
  email: Schema.String,
  phoneNumber: Schema.String,
  iban: Schema.String,
  county: Schema.String,
  city: Schema.String
})
export type CorporateSeller = typeof CorporateSeller.Type

/** SPEC 6: with the corporate flag the payment details become the company's. */
export const corporatePaymentDetails = (
  seller: CorporateSeller,
  paymentType: PaymentType,
  partner: boolean
): PaymentDetails => ({
  paymentType,
  iban: seller.iban,
  sellerName: seller.name,
  cui: seller.fiscalCode,
  nrc: seller.registrationNumber,
  address: { county: seller.county, city: seller.city },
  isCorporate: true,
  partner,
  companyEmail: seller.email,
  companyPhone: seller.phoneNumber
})
