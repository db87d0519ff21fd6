import { Effect } from "effect"
import { authRoute } from "../../../../src/server/auth/authRoute.ts"
import { outboxMails } from "../../../../src/server/auth/outbox.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * GET /api/auth/outbox/: the mails the local outbox kept, newest first (50). Only with MAIL_OUTBOX=on
 * and only for a request from this machine (src/server/auth/outbox.ts); anywhere else 404, as if the
 * call did not exist.
 */
export const GET = authRoute({
  handler: ({ request }) => Effect.map(outboxMails(request, "/api/auth/outbox/"), (mails) => ({ status: 200, body: { mails } }))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
