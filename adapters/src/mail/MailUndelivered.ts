import { Effect, Layer } from "effect"
import { MailOutbox } from "@shop/core/backend/auth/ports"

/**
 * The shop's MailOutbox when no mail can leave it (MAIL_OUTBOX off, the default everywhere): the shop
 * has no mail transport, so a mail is dropped and the log says one was not delivered, naming only its
 * subject. Neither the recipient nor the body (a reset mail's body is a live reset link) reaches the
 * log or the database. A real transport is another adapter of this port.
 */
export const MailUndelivered = {
  layer: Layer.succeed(MailOutbox, MailOutbox.of({
    send: (mail) =>
      Effect.logWarning(
        `A mail was not delivered (${mail.subject}): the shop has no mail transport. On a machine only you can reach, MAIL_OUTBOX=on keeps mails in the local outbox (/outbox/).`
      ),
    list: () => Effect.succeed([])
  }))
}
