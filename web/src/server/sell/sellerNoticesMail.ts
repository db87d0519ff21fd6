import "server-only"
import { MailOutbox } from "@shop/core/backend/auth/ports"
import { SellerNotices } from "@shop/core/backend/sell/sellerNotices"
import { pathOfRoute } from "@shop/core/routes/router"
import type { StoredSellOrder } from "@shop/core/sell/sellTypes"
import { Clock, Effect, Layer, Result } from "effect"
import { headers } from "next/headers"
import type { HeaderReader } from "../../market/hosts.ts"
import { loadMarketHostConfig } from "../marketConfig.ts"
import { saleMail, type SaleMailLink } from "./saleMail.ts"
import { saleMailOrigin } from "./saleMailOrigin.ts"

/** The request being handled, when there is one (a staff move, the seller's answer); none for a background lapse or a test. */
const currentRequest = Effect.promise(async (): Promise<HeaderReader | null> => {
  try {
    return await headers()
  } catch {
    return null
  }
})

/** Where the mail of `order` sends its seller: the sale details page of their account, or nowhere for a guest's sale. */
const linkOf = (order: StoredSellOrder): Effect.Effect<SaleMailLink> => {
  if (order.payload.serviceDbUserId === null) return Effect.succeed({ _tag: "Guest" })
  const market = order.payload.countryCode
  return Effect.map(currentRequest, (reader) => {
    const origin = saleMailOrigin(market, reader, loadMarketHostConfig())
    const path = pathOfRoute(market, { key: "saleDetails", params: { saleId: order.sellOrderId } } as never)
    return { _tag: "Account", url: origin === null || Result.isFailure(path) ? null : `${origin}${path.success}` }
  })
}

/**
 * The mail adapter of core's SellerNotices (issue 19): one mail per change of a sale's state, to the
 * sale's email, through the shop's MailOutbox (the outbox the reset mails use: MAIL_OUTBOX, auth/authLayer.ts),
 * in the market's language (saleMail.ts). A mail that cannot be sent is logged, without its recipient
 * or body, and never fails the move that was already stored.
 */
export const SellerNoticesMail = {
  layer: Layer.effect(SellerNotices, Effect.gen(function*() {
    const outbox = yield* MailOutbox
    return SellerNotices.of({
      changed: (order, progress) =>
        Effect.gen(function*() {
          const mail = saleMail(order, progress, yield* linkOf(order))
          if (mail === null) return
          yield* outbox.send({ to: order.payload.userEmail, subject: mail.subject, body: mail.body, createdAt: yield* Clock.currentTimeMillis })
        }).pipe(Effect.catchCause(() => Effect.logWarning(`The mail of sell order ${order.sellOrderId} (${progress.status}) was not sent`)))
    })
  }))
}
