import { EmailChange } from "@shop/core/backend/account/emailChange"
import { Effect, Exit, Option } from "effect"
import { authRoute } from "../../../../../src/server/auth/authRoute.ts"
import { clientAddress } from "../../../../../src/server/auth/cookies.ts"
import { sessionUserOf } from "../../../../../src/server/auth/sessionUser.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { internalErrorResponse } from "../../../../../src/server/responses.ts"
import { runExit } from "../../../../../src/server/runtime.ts"
import { changeEmailWithProvider } from "../../../../../src/storefront/account-area/emailChangeFlow.ts"
import { unauthorized } from "../../accountRoute.ts"

/**
 * POST /api/account/settings/email/ `{ currentPassword, newEmail }`: changes the signed-in user's email
 * (200 `{ email }`, stored lower-cased; the session stays valid). 401 `unauthorized` without a session
 * (checked before the body is read); 400 `invalid-request` for a malformed body; identity errors as the
 * auth calls answer them (`{ error, message, key }`): 401 `requires-recent-login` for a missing or wrong
 * current password, 422 `invalid-email`, 409 `email-already-in-use`, 429 `too-many-requests` (the login
 * limit). Nothing is written on any refusal.
 */
export const POST = async (request: Request): Promise<Response> => {
  const session = await runExit(sessionUserOf(request))
  if (Exit.isFailure(session)) return internalErrorResponse()
  const user = session.value
  if (Option.isNone(user)) return unauthorized()
  return authRoute({
    body: EmailChange,
    handler: ({ body }) =>
      Effect.map(changeEmailWithProvider(user.value.id, body, clientAddress(request)), (changed) => ({ status: 200, body: changed }))
  })(request)
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
