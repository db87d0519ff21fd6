import "server-only"
import { changeEmail, type EmailChange } from "@shop/core/backend/account/emailChange"
import { changePassword, type PasswordChange } from "@shop/core/backend/account/settings"
import { Effect } from "effect"
import { AuthProvider } from "../../server/auth/authLayer.ts"

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

/** `currentSession`: the request's session cookie, the one session a password change keeps. */
export const changePasswordWithProvider = (userId: string, change: PasswordChange, clientAddress: string, currentSession: string | undefined) =>
  withProvider(changePassword(userId, change, clientAddress, currentSession))
