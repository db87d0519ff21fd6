import { EmailChange } from "@shop/core/backend/account/emailChange"
import { Schema } from "effect"
import { clientLimitKey } from "../../../../../src/server/clientAddress.ts"
import { accountUser } from "../../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { changeEmailWithProvider } from "../../../../../src/storefront/account/credentialChanges.ts"

/**
 * POST /api/account/settings/email/ `{ currentPassword, newEmail }`: changes the signed-in user's email
 * (200 `{ email }`, stored lower-cased; the session stays valid). 401 `unauthorized` without a session
 * (checked before the body is read); 400 `invalid-request` for a malformed body; identity errors as the
 * auth calls answer them (`{ error, message, key }`): 401 `requires-recent-login` for a missing or wrong
 * current password, 422 `invalid-email`, 409 `email-already-in-use`, 429 `too-many-requests` (the login
 * limit). Nothing is written on any refusal.
 */
export const POST = route({
  signedIn: accountUser,
  body: EmailChange,
  response: Schema.Struct({ email: Schema.String }),
  handler: ({ body, request, user }) => changeEmailWithProvider(user.id, body, clientLimitKey(request))
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
