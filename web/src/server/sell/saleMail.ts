import type { MarketCode } from "@shop/core/markets/index"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { SellOrderProgress } from "@shop/core/sell/sellOrderStatus"
import type { StoredSellOrder } from "@shop/core/sell/sellTypes"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { MessageValues } from "../../i18n/translator.ts"
import { translatorOfMarket } from "../../i18n/translator.ts"
import { dayText, formatDay } from "../../storefront/account/format.ts"

/**
 * Where the mail sends the seller: the sale's page of their account (absolute URL; null when no
 * origin of the market is known, then the mail names the account's My sales), or, for a guest's sale,
 * nowhere (the mail gives its number and the way to reach us).
 */
export type SaleMailLink = { readonly _tag: "Account"; readonly url: string | null } | { readonly _tag: "Guest" }

/** A seller's mail about their sale: subject and plain-text body, in the market's language. */
export interface SaleMail {
  readonly subject: string
  readonly body: string
}

interface Wording {
  readonly subject: MessageKey
  readonly body: MessageKey
  readonly values: MessageValues
  /** A line after the body: the counter-offer's deadline and lapse rule. */
  readonly extra: { readonly key: MessageKey; readonly values: MessageValues } | null
}

/**
 * What a move to the progress's status says (null for a move that is not a change of state: the
 * reconciliation of a paid instant-sell order, event paid -> paid, tells the seller nothing new).
 * Amounts and days only: never the payout's account, the staff's names, notes or the payment reference.
 */
const wordingOf = (order: StoredSellOrder, progress: SellOrderProgress): Wording | null => {
  const market = order.payload.countryCode
  const price = (amount: number) => formatPrice(market, amount)
  const last = progress.history.at(-1)
  if (last === undefined || last.from === last.to || last.to !== progress.status) return null
  const plain = (status: string, values: MessageValues = {}, body?: MessageKey): Wording => ({
    subject: `mysale-mail-${status}-subject` as MessageKey,
    body: body ?? (`mysale-mail-${status}-body` as MessageKey),
    values,
    extra: null
  })
  const offer = progress.counterOffer
  switch (progress.status) {
    case "received":
    case "cancelled":
      return plain(progress.status)
    case "evaluated":
      return progress.evaluation === null ? null : plain("evaluated", { amount: price(progress.evaluation.amount) })
    case "counter-offered":
      return offer === null ? null : {
        ...plain("counter-offered", { amount: price(offer.amount), offer: price(order.payload.totalEstimatedOffer) }),
        extra: {
          key: offer.lapse === "accept" ? "mysale-counter-deadline-accept" : "mysale-counter-deadline-return",
          values: { date: formatDay(market, offer.expiresAt), amount: price(offer.amount) }
        }
      }
    case "accepted":
      return offer === null ? null : plain("accepted", { amount: price(offer.amount) }, progress.decision?.by === "lapse" ? "mysale-mail-accepted-lapse-body" : undefined)
    case "declined":
      return plain("declined", {}, progress.decision?.by === "lapse" ? "mysale-mail-declined-lapse-body" : undefined)
    case "returned":
      return progress.returned === null ? null : plain("returned", { reference: progress.returned.reference })
    case "paid":
      return progress.payout === null
        ? null
        : plain("paid", { amount: price(progress.payout.amount), date: dayText(market, progress.payout.paidOn) }, progress.payout.method === "card" ? "mysale-mail-paid-card-body" : undefined)
    case "submitted":
      return null
  }
}

/**
 * The mail telling a seller their sale moved (core SellerNotices), in the language of the sale's
 * market: a greeting, what happened (with the amount, the counter-offer's deadline and what its
 * lapse does), where to follow the sale (SaleMailLink), and a sign-off. Null when nothing is to be said.
 */
export const saleMail = (order: StoredSellOrder, progress: SellOrderProgress, link: SaleMailLink): SaleMail | null => {
  const wording = wordingOf(order, progress)
  if (wording === null) return null
  const market: MarketCode = order.payload.countryCode
  const tr = translatorOfMarket(market)
  const lines = [
    tr.t("mysale-mail-greeting"),
    "",
    tr.t(wording.body, wording.values),
    ...(wording.extra === null ? [] : [tr.t(wording.extra.key, wording.extra.values)]),
    "",
    link._tag === "Guest"
      ? tr.t("mysale-mail-link-guest", { id: order.sellOrderId })
      : link.url === null ? tr.t("mysale-mail-account") : tr.t("mysale-mail-link", { link: link.url }),
    "",
    tr.t("mysale-mail-signoff")
  ]
  return { subject: tr.t(wording.subject, wording.values), body: lines.join("\n") }
}
