import { Option } from "effect"
import type { ValidationMessageKey } from "./messageKeys.ts"

/** What a form hands a validator: the raw input value, possibly missing. */
export type FieldInput = string | null | undefined

/** A field rule's verdict: `none` when the value is acceptable, otherwise the key of the message to show. */
export type FieldCheck = Option.Option<ValidationMessageKey>

/** A form rule's verdict: the failing fields only, each with its message key; `{}` when the form is valid. */
export type FieldErrors<F extends string> = { readonly [K in F]?: ValidationMessageKey }

export const valid: FieldCheck = Option.none()
export const invalid = (key: ValidationMessageKey): FieldCheck => Option.some(key)

/** Blank means missing: forms send "" for untouched inputs and autofill leaves stray spaces. */
export const isBlank = (value: FieldInput): value is null | undefined | "" =>
  value === null || value === undefined || value.trim() === ""

/** Blank input fails with `required-field`; otherwise the trimmed value goes through `rule`. */
export const requiredThen = (value: FieldInput, rule: (trimmed: string) => FieldCheck): FieldCheck =>
  isBlank(value) ? invalid("required-field") : rule(value.trim())

/** Run the first rule that fails, in order; the earliest failure is the most useful message. */
export const firstFailure = (...checks: ReadonlyArray<() => FieldCheck>): FieldCheck => {
  for (const check of checks) {
    const result = check()
    if (Option.isSome(result)) return result
  }
  return valid
}

/** Build a form verdict from per-field checks, keeping only the failures. */
export const collectErrors = <F extends string>(checks: { readonly [K in F]?: FieldCheck }): FieldErrors<F> => {
  const errors: { [K in F]?: ValidationMessageKey } = {}
  for (const field of Object.keys(checks) as Array<F>) {
    const check = checks[field]
    if (check !== undefined && Option.isSome(check)) errors[field] = check.value
  }
  return errors
}

export const isValidForm = <F extends string>(errors: FieldErrors<F>): boolean => Object.keys(errors).length === 0
