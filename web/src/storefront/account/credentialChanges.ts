import "server-only"
import { changeEmail, type EmailChange } from "@shop/core/backend/account/emailChange"
import { changePassword, type PasswordChange } from "@shop/core/backend/account/settings"
import { sessionLifetime } from "@shop/core/backend/auth/sessions"
import { CustomTokenIssuer } from "@shop/core/ports/Identity"
import { Effect, Option } from "effect"
import { AuthProvider } from "../../server/auth/authLayer.ts"
import { type CookieSetting, sessionCookieName, signedInCookieSettings } from "../../server/auth/cookies.ts"

/**
 * Core's email and password changes over the configured identity provider: a fresh Identity for this
 * request (re-authentication with the current password) and the provider's server side
 * (CustomTokenIssuer.updateEmail / updatePassword: the embedded users table, or firebase-admin). Used
 * by POST /api/account/settings/email/ and /password/ and by the settings page's forms.
 */
const withProvider = <A, E, R>(program: Effect.Effect<A, E, R>) =>
  Effect.gen(function*() {
    const provider = yield* AuthProvider
    return yield* Effect.scoped(Effect.provide(program, provider.identity({})))
  })

export const changeEmailWithProvider = (userId: string, change: EmailChange, clientAddress: string) =>
  withProvider(changeEmail(userId, change, clientAddress))

/**
 * Answers the cookies of this browser's new session: core's changePassword ends every session of the
 * user and starts this browser a new one. Without a fresh custom token (the provider did not answer)
 * only the session cookie is set: the auth cookie keeps its token until GET /api/auth/session/ renews it.
 */
export const changePasswordWithProvider = (userId: string, change: PasswordChange, clientAddress: string) =>
  withProvider(Effect.gen(function*() {
    const session = yield* changePassword(userId, change, clientAddress)
    const customToken = yield* Effect.option(CustomTokenIssuer.use((issuer) => issuer.issue(userId)))
    const settings = signedInCookieSettings(session, Option.getOrElse(customToken, () => ""), sessionLifetime)
    return Option.isSome(customToken) ? settings : settings.filter((setting) => setting.name === sessionCookieName) satisfies ReadonlyArray<CookieSetting>
  }))
