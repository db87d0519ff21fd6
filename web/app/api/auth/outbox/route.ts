import { OutboxMail } from "@shop/core/backend/auth/ports"
import { Effect, Schema } from "effect"
import { outboxMails } from "../../../../src/server/auth/outbox.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * GET /api/auth/outbox/: the mails the local outbox kept, newest first (50). Only with MAIL_OUTBOX=on
 * and only for a request from this machine (src/server/auth/outbox.ts); anywhere else 404, as if the
 * call did not exist.
 */
export const GET = route({
  response: Schema.Struct({ mails: Schema.Array(OutboxMail) }),
  handler: ({ request }) => Effect.map(outboxMails(request, "/api/auth/outbox/"), (mails) => ({ mails }))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
