import { Schema } from "effect"

/**
 * SPEC 8: identity provider errors are mapped to standard messages (the first six). The rest are ours:
 * weak-password (SPEC 5 policy refused at registration), invalid-token (a custom token the provider
 * rejects), invalid-email, user-disabled (the provider's own account switch), invalid-credential (a
 * password sign-in refused without saying whether the email has an account: `signInRefusal`) and unknown.
 */
export const identityErrorCodes = [
  "wrong-password",
  "user-not-found",
  "email-already-in-use",
  "too-many-requests",
  "network-request-failed",
  "requires-recent-login",
  "weak-password",
  "invalid-token",
  "invalid-email",
  "user-disabled",
  "invalid-credential",
  "unknown"
] as const
export const IdentityErrorCode = Schema.Literals(identityErrorCodes)
export type IdentityErrorCode = typeof IdentityErrorCode.Type

export class IdentityError extends Schema.TaggedError<IdentityError>()("IdentityError", {
  code: IdentityErrorCode,
  /** The provider's own code, kept for logs; never shown to the user. */
  providerCode: Schema.optionalKey(Schema.String),
  /** too-many-requests from the shop's own limits: seconds until the window ends (Retry-After). */
  retryAfterSeconds: Schema.optionalKey(Schema.Number)
}) {}

/** Translation key (namespace common) of each code's user-facing message. */
export const identityErrorMessageKey = {
  "wrong-password": "auth-wrong-password",
  "user-not-found": "auth-user-not-found",
  "email-already-in-use": "auth-email-already-in-use",
  "too-many-requests": "auth-too-many-requests",
  "network-request-failed": "auth-network-request-failed",
  "requires-recent-login": "auth-requires-recent-login",
  "weak-password": "auth-weak-password",
  "invalid-token": "auth-invalid-token",
  "invalid-email": "auth-invalid-email",
  "user-disabled": "auth-user-disabled",
  "invalid-credential": "auth-invalid-credential",
  unknown: "auth-unknown-error"
} as const satisfies Record<IdentityErrorCode, string>
export type IdentityMessageKey = (typeof identityErrorMessageKey)[IdentityErrorCode]

/** Every identity message key, for the web shell's catalogue check. */
export const identityMessageKeys: ReadonlyArray<IdentityMessageKey> = identityErrorCodes.map(
  (code) => identityErrorMessageKey[code]
)

/**
 * Provider codes, both the web SDK's `auth/...` form and the REST API's upper-case form. With email
 * enumeration protection the provider answers `invalid-credential` for both a wrong password and an
 * unknown user; we show the wrong-password message, which does not reveal whether the account exists.
 */
const providerCodes: Readonly<Record<string, IdentityErrorCode>> = {
  "auth/wrong-password": "wrong-password",
  "auth/invalid-credential": "wrong-password",
  "auth/invalid-login-credentials": "wrong-password",
  "auth/missing-password": "wrong-password",
  "auth/user-not-found": "user-not-found",
  "auth/email-already-in-use": "email-already-in-use",
  "auth/email-already-exists": "email-already-in-use",
  "auth/too-many-requests": "too-many-requests",
  "auth/network-request-failed": "network-request-failed",
  "auth/requires-recent-login": "requires-recent-login",
  "auth/weak-password": "weak-password",
  "auth/invalid-password": "weak-password",
  "auth/invalid-custom-token": "invalid-token",
  "auth/custom-token-mismatch": "invalid-token",
  "auth/invalid-user-token": "invalid-token",
  "auth/user-token-expired": "requires-recent-login",
  "auth/invalid-email": "invalid-email",
  "auth/user-disabled": "user-disabled",
  INVALID_PASSWORD: "wrong-password",
  INVALID_LOGIN_CREDENTIALS: "wrong-password",
  EMAIL_NOT_FOUND: "user-not-found",
  EMAIL_EXISTS: "email-already-in-use",
  TOO_MANY_ATTEMPTS_TRY_LATER: "too-many-requests",
  CREDENTIAL_TOO_OLD_LOGIN_AGAIN: "requires-recent-login",
  WEAK_PASSWORD: "weak-password",
  INVALID_CUSTOM_TOKEN: "invalid-token",
  INVALID_EMAIL: "invalid-email",
  USER_DISABLED: "user-disabled"
}

/** The REST API appends a reason: "WEAK_PASSWORD : Password should be at least 6 characters". */
const bareCode = (code: string): string => code.split(" : ")[0]?.trim() ?? code

export const identityCodeFromProviderCode = (code: string): IdentityErrorCode =>
  Object.hasOwn(providerCodes, bareCode(code)) ? (providerCodes[bareCode(code)] ?? "unknown") : "unknown"

/** Map a provider's error code to the tagged error the rest of the shop handles. */
export const identityErrorFromProviderCode = (code: string): IdentityError =>
  new IdentityError({ code: identityCodeFromProviderCode(code), providerCode: code })

const anonymousRefusals: ReadonlySet<unknown> = new Set(["wrong-password", "user-not-found", "invalid-credential"])

/**
 * What a password sign-in's refusal tells the client (issue 14, "no enumeration"): an unknown email
 * and a wrong password are one answer, `invalid-credential` ("the email or password is wrong"), as
 * Firebase answers with email enumeration protection, whatever the provider called them (SPEC 8's
 * wrong-password and user-not-found stay the provider's codes, so the login limit still counts them).
 * Every other failure is kept. Told by shape: an error made by another bundle's class counts too.
 */
export const signInRefusal = <E>(error: E): E | IdentityError => {
  if (typeof error !== "object" || error === null || Reflect.get(error, "_tag") !== "IdentityError") return error
  if (!anonymousRefusals.has(Reflect.get(error, "code"))) return error
  const providerCode: unknown = Reflect.get(error, "providerCode")
  return new IdentityError(typeof providerCode === "string" ? { code: "invalid-credential", providerCode } : { code: "invalid-credential" })
}
