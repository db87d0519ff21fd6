import { Schema } from "effect"
import { firstFailure, invalid, valid } from "./check.ts"
import type { FieldCheck, FieldInput } from "./check.ts"

/**
 * The identity provider's password policy (SPEC 5): minimum length (default 6), an optional maximum,
 * and optional character-class requirements. Lengths count Unicode code points, not UTF-16 units.
 */
export const PasswordPolicy = Schema.Struct({
  minLength: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1)),
  maxLength: Schema.optionalKey(Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1))),
  requireUppercase: Schema.optionalKey(Schema.Boolean),
  requireLowercase: Schema.optionalKey(Schema.Boolean),
  requireDigit: Schema.optionalKey(Schema.Boolean),
  requireSymbol: Schema.optionalKey(Schema.Boolean)
})
export type PasswordPolicy = typeof PasswordPolicy.Type

/** The provider's default: 6 characters, nothing else. */
export const defaultPasswordPolicy: PasswordPolicy = { minLength: 6 }

/**
 * The product's own policy. SPEC 5's form rule is "at least 6 characters", so the minimum stays 6 and
 * no character classes are demanded (composition rules push people to predictable passwords; NIST
 * SP 800-63B advises against them). The 128 maximum keeps hashing cost bounded on the embedded
 * identity service and is far above what a password manager generates.
 */
export const productPasswordPolicy: PasswordPolicy = { minLength: 6, maxLength: 128 }

const codePoints = (value: string): number => [...value].length

const requires = (wanted: boolean | undefined, pattern: RegExp, password: string) =>
  wanted === true && !pattern.test(password)

/** SPEC 5: at least 6 characters under the product's policy; passwords are never trimmed. */
export const validatePassword = (value: FieldInput, policy: PasswordPolicy = productPasswordPolicy): FieldCheck => {
  if (value === null || value === undefined || value === "") return invalid("required-field")
  const password = value
  const length = codePoints(password)
  return firstFailure(
    () => (length < policy.minLength ? invalid("password-too-short") : valid),
    () => (policy.maxLength !== undefined && length > policy.maxLength ? invalid("password-too-long") : valid),
    () => (requires(policy.requireUppercase, /\p{Lu}/u, password) ? invalid("password-needs-uppercase") : valid),
    () => (requires(policy.requireLowercase, /\p{Ll}/u, password) ? invalid("password-needs-lowercase") : valid),
    () => (requires(policy.requireDigit, /\p{Nd}/u, password) ? invalid("password-needs-digit") : valid),
    () => (requires(policy.requireSymbol, /[^\p{L}\p{N}]/u, password) ? invalid("password-needs-symbol") : valid)
  )
}
