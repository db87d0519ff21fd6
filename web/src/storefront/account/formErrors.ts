import { identityErrorCodes, identityErrorMessageKey, type IdentityErrorCode, type IdentityMessageKey } from "@shop/core/auth/identityError"
import { validationMessageKeys, type ValidationMessageKey } from "@shop/core/validation/messageKeys"

/**
 * The refused fields of a settings or payout form, carried back to the page in the query after a
 * server action (`?invalid=<field>:<key>,...`, no JavaScript needed). Only known field names and
 * core validation keys are read back; anything else in the query is ignored.
 */
export const encodeFieldErrors = (fields: Readonly<Record<string, string>>): string =>
  Object.entries(fields).map(([field, key]) => `${field}:${key}`).join(",")

const isValidationKey = (key: string): key is ValidationMessageKey => (validationMessageKeys as ReadonlyArray<string>).includes(key)

export const decodeFieldErrors = (
  param: string | ReadonlyArray<string> | undefined,
  known: ReadonlyArray<string>
): ReadonlyMap<string, ValidationMessageKey> => {
  const text = typeof param === "string" ? param : ""
  const errors = new Map<string, ValidationMessageKey>()
  for (const pair of text.split(",")) {
    const at = pair.lastIndexOf(":")
    const field = pair.slice(0, at)
    const key = pair.slice(at + 1)
    if (at > 0 && known.includes(field) && isValidationKey(key)) errors.set(field, key)
  }
  return errors
}

/** An identity error code from the query (`?emailError=`), as its common message key. */
export const identityMessageOf = (param: string | ReadonlyArray<string> | undefined): IdentityMessageKey | undefined => {
  const code = typeof param === "string" ? param : ""
  return (identityErrorCodes as ReadonlyArray<string>).includes(code) ? identityErrorMessageKey[code as IdentityErrorCode] : undefined
}

/** The refused fields a form page reads back from `?invalid=a,b` (server actions): only the form's own field names. */
export const invalidFieldsOf = (param: string | ReadonlyArray<string> | undefined, known: Readonly<Record<string, unknown>>): ReadonlySet<string> =>
  new Set((typeof param === "string" ? param : param?.[0] ?? "").split(",").filter((field) => Object.hasOwn(known, field)))
