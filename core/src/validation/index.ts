export { collectErrors, firstFailure, invalid, isBlank, isValidForm, requiredThen, valid } from "./check.ts"
export type { FieldCheck, FieldErrors, FieldInput } from "./check.ts"
export { ValidationMessageKey, validationMessageKeys } from "./messageKeys.ts"
export { compactCode, compactPhone, tidyPostalCode } from "./normalize.ts"
export { commonPatterns, marketPatterns } from "./patterns/index.ts"
export type { IbanFormat, IdCheck, MarketPatterns } from "./patterns/index.ts"
export {
  validateAlphanumeric,
  validateEmail,
  validateLettersOnly,
  validateMaxLength,
  validateName,
  validateRequired,
  validateRomanianId
} from "./text.ts"
export { defaultPasswordPolicy, PasswordPolicy, productPasswordPolicy, validatePassword } from "./password.ts"
export { validatePersonName, validatePostalCode, validateRegistrationNumber, validateTaxCode } from "./marketFields.ts"
export { acceptedPhoneKinds, nationalNumberOf, validatePhone } from "./phone.ts"
export {
  afmCheckDigit,
  cuiCheckDigit,
  egnCheckDigit,
  eikBranchCheckDigit,
  eikCheckDigit,
  huTaxNumberCheckDigit,
  isValidAfm,
  isValidCui,
  isValidEgn,
  isValidEik,
  isValidHuTaxNumber,
  isValidPnf,
  pnfCheckDigit
} from "./checkDigits.ts"
export { ibanRemainder, isIbanChecksumValid, validateIban } from "./iban.ts"
export { validateCourierDelivery, validateLockerDelivery } from "./forms/delivery.ts"
export type {
  CourierDeliveryField,
  CourierDeliveryInput,
  LockerDeliveryField,
  LockerDeliveryInput
} from "./forms/delivery.ts"
export { validateCorporateSeller } from "./forms/corporateSeller.ts"
export type { CorporateSellerField, CorporateSellerInput } from "./forms/corporateSeller.ts"
export { validateContactDetails } from "./forms/contactDetails.ts"
export type { ContactDetailsField, ContactDetailsInput } from "./forms/contactDetails.ts"
