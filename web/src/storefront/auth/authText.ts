import { identityErrorCodes, identityErrorMessageKey } from "@shop/core/auth/identityError"
import type { IdentityErrorCode } from "@shop/core/auth/identityError"
import { Option, Schema } from "effect"
import type { MessageKey } from "../../i18n/catalogues.ts"

/** The message key of an auth call's error answer: the identity message, or a general one. */
export const authErrorKey = (answer: unknown): MessageKey => {
  const error = typeof answer === "object" && answer !== null ? Reflect.get(answer, "error") : undefined
  if (error === "invalid-request") return "account-fix-fields"
  return (identityErrorCodes as ReadonlyArray<unknown>).includes(error)
    ? identityErrorMessageKey[error as IdentityErrorCode]
    : "auth-unknown-error"
}

const decodeRefusedCheck = Schema.decodeUnknownOption(Schema.Struct({ fields: Schema.Struct({ humanCheck: Schema.String }) }))

const humanCheckKeys: ReadonlyArray<MessageKey> = ["human-check-failed", "human-check-required"]

/** The human check's message when the server refused the registration's check (422 `fields.humanCheck`), else null. */
export const humanCheckErrorKey = (answer: unknown): MessageKey | null => {
  const refused = decodeRefusedCheck(answer)
  if (Option.isNone(refused)) return null
  const key = refused.value.fields.humanCheck
  return humanCheckKeys.find((known) => known === key) ?? "human-check-failed"
}

/**
 * Where a sign-in sends the shopper: `returnTo` when it is a path of this site ("/..." but not
 * "//host" or "/\host", which browsers treat as another host), else the fallback.
 */
export const safeReturnPath = (returnTo: string | null | undefined, fallback: string): string =>
  returnTo !== null && returnTo !== undefined && /^\/(?![/\\])/.test(returnTo) && !/[\u0000-\u001f]/.test(returnTo) ? returnTo : fallback
