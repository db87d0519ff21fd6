import { Schema } from "effect"
import { FunnelItem } from "../sell/funnelState.ts"
import type { Offer } from "../sell/offer.ts"
import { chosenOption } from "../sell/offer.ts"

const Int = Schema.Number.check(Schema.isInt())
const Amount = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

/**
 * A device the shopper trades in towards this purchase (issue 19), as the sell funnel described it:
 * category, brand, model, config and the condition answers (a FunnelItem, the normal offer). The
 * estimate is what the cart shows ("estimated trade-in credit, paid after inspection"); it is never
 * sent to the server and never deducted: the order re-quotes the item and pays the credit out after
 * the inspection (docs/decisions-buyback.md, "Trade-in").
 */
export const CartTradeIn = Schema.Struct({
  item: FunnelItem,
  /** The normal offer's value when the funnel quoted it (tradeInCredit), in the market's currency. */
  estimate: Amount,
  /** Epoch ms of that quote. */
  quotedAt: Int
})
export type CartTradeIn = typeof CartTradeIn.Type

/** The offer option a trade-in takes: the normal offer (paid after inspection), never the instant sell. */
export const tradeInOfferChoice = 1 as const

/**
 * The credit of a trade-in: the normal offer's value without its voucher. The voucher is the sell
 * funnel's reward for coming back to buy; a trade-in is already a purchase, so it does not add one
 * (decisions-buyback.md). Undefined when the offer has no normal option.
 */
export const tradeInCredit = (offer: Offer): number | undefined => chosenOption(offer, tradeInOfferChoice)?.value

/** The item as a trade-in is priced: the normal offer chosen, whatever the funnel had. */
export const asTradeInItem = (item: FunnelItem): FunnelItem => ({ ...item, offer: tradeInOfferChoice })

/** The model name of a trade-in ("" when the item has none: the schema allows a bare category). */
export const tradeInModelName = (tradeIn: CartTradeIn): string => tradeIn.item.model?.name ?? ""
