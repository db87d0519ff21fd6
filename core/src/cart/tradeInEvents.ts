import { categoryById } from "../catalog/category.ts"
import type { MarketCode } from "../markets/market.ts"
import { markets } from "../markets/market.ts"
import type { TradeInAdded, TradeInCompleted, TradeInRemoved } from "../ports/Analytics.ts"
import { round2 } from "./amounts.ts"
import type { CartTradeIn } from "./tradeIn.ts"

type TradeInEvent = typeof TradeInAdded.Type | typeof TradeInRemoved.Type | typeof TradeInCompleted.Type

/**
 * The data-layer event of a trade-in (issue 19): added or removed at the cart, completed when the
 * order carrying it is placed, with `value` the credit in the market's currency (to the cent).
 */
export const tradeInEvent = <E extends TradeInEvent["event"]>(
  event: E,
  market: MarketCode,
  tradeIn: Pick<CartTradeIn, "item">,
  value: number
): Extract<TradeInEvent, { readonly event: E }> =>
  ({
    event,
    country: market,
    category: categoryById(tradeIn.item.category),
    model: tradeIn.item.model?.name ?? "",
    currency: markets[market].currencyCode,
    value: round2(value)
  }) as Extract<TradeInEvent, { readonly event: E }>
