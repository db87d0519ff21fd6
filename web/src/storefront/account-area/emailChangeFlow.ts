import "server-only"
import { changeEmail, type EmailChange } from "@shop/core/backend/account/emailChange"
import { Effect } from "effect"
import { AuthProvider } from "../../server/auth/authLayer.ts"

/**
 * Core's email change (backend/account/emailChange.ts) over the configured identity provider: a
 * fresh Identity for this request (re-authentication with the current password) and the provider's
 * server side (CustomTokenIssuer.updateEmail: the embedded users table, or firebase-admin). Used by
 * POST /api/account/settings/email/ and the settings page's form.
 */
export const changeEmailWithProvider = (userId: string, change: EmailChange, clientAddress: string) =>
  Effect.gen(function*() {
    const provider = yield* AuthProvider
    return yield* Effect.scoped(Effect.provide(changeEmail(userId, change, clientAddress), provider.identity({})))
  })
