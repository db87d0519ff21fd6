import { Schema } from "effect"

/**
 * Every translation key a validator can return (namespace `common`, SPEC 1). Validators return keys,
 * never sentences, so the web shell's catalogues (ro, bg, hu, el, en) must hold each of them; the shell
 * checks its catalogues against this list.
 */
export const validationMessageKeys = [
  "required-field",
  "invalid-email",
  "password-too-short",
  "password-too-long",
  "password-needs-uppercase",
  "password-needs-lowercase",
  "password-needs-digit",
  "password-needs-symbol",
  "invalid-name",
  "only-letters-allowed",
  "invalid-characters",
  "text-too-long",
  "invalid-phone",
  "invalid-tax-code",
  "invalid-registration-number",
  "tax-id-check-digit-ro",
  "tax-id-check-digit-bg",
  "tax-id-check-digit-hu",
  "tax-id-check-digit-gr",
  "invalid-id-number",
  "invalid-postal-code",
  "invalid-iban",
  "iban-wrong-country",
  "iban-checksum-mismatch",
  "pickup-date-required",
  "locker-required"
] as const

export const ValidationMessageKey = Schema.Literals(validationMessageKeys)
export type ValidationMessageKey = typeof ValidationMessageKey.Type
