import { EmailChange } from "@shop/core/backend/account/emailChange"
import { Effect } from "effect"
import { clientLimitKey } from "../../../../../src/server/clientAddress.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { changeEmailWithProvider } from "../../../../../src/storefront/account/credentialChanges.ts"
import { accountCredentialRoute } from "../../accountRoute.ts"

/**
 * POST /api/account/settings/email/ `{ currentPassword, newEmail }`: changes the signed-in user's email
 * (200 `{ email }`, stored lower-cased; the session stays valid). 401 `unauthorized` without a session
 * (checked before the body is read); 400 `invalid-request` for a malformed body; identity errors as the
 * auth calls answer them (`{ error, message, key }`): 401 `requires-recent-login` for a missing or wrong
 * current password, 422 `invalid-email`, 409 `email-already-in-use`, 429 `too-many-requests` (the login
 * limit). Nothing is written on any refusal.
 */
export const POST = accountCredentialRoute({
  body: EmailChange,
  handler: ({ body, request, user }) =>
    Effect.map(changeEmailWithProvider(user.id, body, clientLimitKey(request)), (changed) => ({ status: 200, body: changed }))
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
