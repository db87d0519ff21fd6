import { listOutbox } from "@shop/core/backend/accounts/accounts"
import { notFound } from "@shop/core/backend/errors"
import { Effect } from "effect"
import { AuthProvider } from "../../../../src/server/auth/authLayer.ts"
import { authRoute } from "../../../../src/server/auth/authRoute.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * GET /api/auth/outbox/: the mails the embedded default "sent", newest first (50). Only where
 * MAIL_OUTBOX is on (the default without DATABASE_URL); elsewhere the call does not exist (404).
 */
export const GET = authRoute({
  handler: () =>
    Effect.gen(function* () {
      const provider = yield* AuthProvider
      if (!provider.outboxEnabled) return yield* Effect.fail(notFound("call", "/api/auth/outbox/"))
      return { status: 200, body: { mails: yield* listOutbox(50) } }
    })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
