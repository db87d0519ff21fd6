import { identityErrorCodes, identityErrorMessageKey } from "@shop/core/account/identityError"
import type { IdentityErrorCode } from "@shop/core/account/identityError"
import type { MessageKey } from "../../i18n/catalogues.ts"

/** The message key of an auth call's error answer: the identity message, or a general one. */
export const authErrorKey = (answer: unknown): MessageKey => {
  const error = typeof answer === "object" && answer !== null ? Reflect.get(answer, "error") : undefined
  if (error === "invalid-request") return "account-fix-fields"
  return (identityErrorCodes as ReadonlyArray<unknown>).includes(error)
    ? identityErrorMessageKey[error as IdentityErrorCode]
    : "auth-unknown-error"
}

/**
 * Where a sign-in sends the shopper: `returnTo` when it is a path of this site ("/..." but not
 * "//host" or "/\host", which browsers treat as another host), else the fallback.
 */
export const safeReturnPath = (returnTo: string | null | undefined, fallback: string): string =>
  returnTo !== null && returnTo !== undefined && /^\/(?![/\\])/.test(returnTo) && !/[\u0000-\u001f]/.test(returnTo) ? returnTo : fallback
