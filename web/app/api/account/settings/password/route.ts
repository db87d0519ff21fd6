import { PasswordChange } from "@shop/core/backend/account/settings"
import { Effect } from "effect"
import { requestCookies, sessionCookieName } from "../../../../../src/server/auth/cookies.ts"
import { clientLimitKey } from "../../../../../src/server/clientAddress.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { changePasswordWithProvider } from "../../../../../src/storefront/account-area/credentialChanges.ts"
import { accountCredentialRoute } from "../../accountRoute.ts"

/**
 * POST /api/account/settings/password/ `{ currentPassword, newPassword }`: changes the password of the
 * signed-in user through the configured provider (the current one checked under the login limit, the
 * product's password policy), then ends every other session of the user (this one stays signed in).
 * 422 `validation-failed` for a wrong current password or a weak new one, 429 `too-many-requests`
 * after too many wrong ones; nothing written then.
 */
export const POST = accountCredentialRoute({
  body: PasswordChange,
  handler: ({ body, request, user }) =>
    Effect.as(
      changePasswordWithProvider(user.id, body, clientLimitKey(request), requestCookies(request).get(sessionCookieName)),
      { status: 200, body: { changed: true } }
    )
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
