import { PasswordChange } from "@shop/core/backend/account/settings"
import { Effect, Schema } from "effect"
import { clientLimitKey } from "../../../../../src/server/clientAddress.ts"
import { accountUser } from "../../../../../src/server/auth/sessionUser.ts"
import { route, withCookies } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { changePasswordWithProvider } from "../../../../../src/storefront/account/credentialChanges.ts"

/**
 * POST /api/account/settings/password/ `{ currentPassword, newPassword }`: changes the password of the
 * signed-in user through the configured provider (the current one checked under the login limit, the
 * product's password policy), then ends every session of the user, this browser getting a new one
 * (Set-Cookie: core changePassword rotates the session, the provider's sessions end too).
 * 422 `validation-failed` for a wrong current password or a weak new one, 429 `too-many-requests`
 * after too many wrong ones; nothing written then.
 */
export const POST = route({
  signedIn: accountUser,
  body: PasswordChange,
  response: Schema.Struct({ changed: Schema.Literal(true) }),
  handler: ({ body, request, user }) =>
    Effect.map(changePasswordWithProvider(user.id, body, clientLimitKey(request)), (cookies) => withCookies({ changed: true as const }, cookies))
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
