import type { IdentityError, IdentityErrorCode } from "@shop/core/auth/identityError"
import { identityErrorMessageKey } from "@shop/core/auth/identityError"
import { type ErrorAnswer, errorAnswer } from "./errorAnswer.ts"

/** HTTP status of each identity failure (the sign-in calls' answers; IdentityHttp reads the code back). */
export const identityErrorStatus: { readonly [C in IdentityErrorCode]: number } = {
  "wrong-password": 401,
  "user-not-found": 404,
  "email-already-in-use": 409,
  "too-many-requests": 429,
  "network-request-failed": 503,
  "requires-recent-login": 401,
  "weak-password": 422,
  "invalid-token": 401,
  "invalid-email": 422,
  "user-disabled": 403,
  "invalid-credential": 401,
  unknown: 500
}

const messages: { readonly [C in IdentityErrorCode]: string } = {
  "wrong-password": "The password is wrong.",
  "user-not-found": "There is no account with this email.",
  "email-already-in-use": "An account with this email already exists.",
  "too-many-requests": "Too many attempts; please wait a few minutes and try again.",
  "network-request-failed": "The sign-in service could not be reached; please try again.",
  "requires-recent-login": "Please sign in again to continue.",
  "weak-password": "The password does not meet the password policy.",
  "invalid-token": "The sign-in link or token is not valid any more.",
  "invalid-email": "The email address is not valid.",
  "user-disabled": "This account has been deactivated.",
  "invalid-credential": "The email or password is wrong.",
  unknown: "Something went wrong on our side; the request was not completed."
}

/**
 * `{ error: <code>, message, key }`: the code is the identity code (SPEC 8 standard messages), `key`
 * the translation key the form shows (identityErrorMessageKey). A too-many-requests carries the wait
 * of the limit that refused it as Retry-After (a provider's own limit: a minute, errorAnswer.ts).
 */
export const identityErrorAnswer = (error: Pick<IdentityError, "code" | "retryAfterSeconds">): ErrorAnswer =>
  errorAnswer(identityErrorStatus[error.code], error.code, messages[error.code], { key: identityErrorMessageKey[error.code] }, error.retryAfterSeconds)
