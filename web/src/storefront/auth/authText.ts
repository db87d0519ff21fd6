import { identityErrorMessageKey } from "@shop/core/auth/identityError"
import type { ShopAuthError } from "@shop/core/ports/ShopAuthApi"
import type { MessageKey } from "../../i18n/catalogues.ts"

/**
 * The message key of a refused sign-in call: the identity code's message; an unreadable body asks to
 * fix the fields (the human check's refusals are the widget's: humanCheckErrorKey).
 */
export const authErrorKey = (error: ShopAuthError): MessageKey =>
  error._tag === "IdentityError" ? identityErrorMessageKey[error.code] : "account-fix-fields"

const humanCheckKeys: ReadonlyArray<MessageKey> = ["human-check-failed", "human-check-required"]

/** The human check's message when the server refused the registration's check (`fields.humanCheck`), else null. */
export const humanCheckErrorKey = (error: ShopAuthError): MessageKey | null => {
  const key = error._tag === "FormRefused" ? error.fields["humanCheck"] : undefined
  if (key === undefined) return null
  return humanCheckKeys.find((known) => known === key) ?? "human-check-failed"
}

/**
 * Where a sign-in sends the shopper: `returnTo` when it is a path of this site ("/..." but not
 * "//host" or "/\host", which browsers treat as another host), else the fallback.
 */
export const safeReturnPath = (returnTo: string | null | undefined, fallback: string): string =>
  returnTo !== null && returnTo !== undefined && /^\/(?![/\\])/.test(returnTo) && !/[\u0000-\u001f]/.test(returnTo) ? returnTo : fallback
