import { changePassword, PasswordChange } from "@shop/core/backend/account/settings"
import { Effect, Schema } from "effect"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { accountRoute } from "../../accountRoute.ts"

/**
 * POST /api/account/settings/password/ `{ currentPassword, newPassword }`: changes the password of the
 * signed-in user (the identity's hasher and password policy). 422 `validation-failed` for a wrong
 * current password or a weak new one; nothing written then.
 */
export const POST = accountRoute({
  body: PasswordChange,
  response: Schema.Struct({ changed: Schema.Boolean }),
  handler: ({ user, body }) => Effect.as(changePassword(user.id, body), { changed: true })
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
