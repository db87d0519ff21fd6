import { quoteOffers } from "@shop/core/backend/index"
import type { MarketCode } from "@shop/core/markets/market"
import type { FunnelItem } from "@shop/core/sell/funnelState"
import { Effect } from "effect"

/**
 * The offers a quoted step of the sell funnel shows (core quoteOffers): the offers, or the backend's
 * NotAccepted, which sends the funnel to its not-accepted step. Devices the backend cannot price (an
 * InvalidRequest: not described enough) have no offer, and the step says so. Any other failure, the
 * database being down above all, is the page's: loadForPage renders the shop's 503 page for it.
 */
export const stepQuote = (market: MarketCode, items: ReadonlyArray<FunnelItem>) =>
  quoteOffers(market, items).pipe(Effect.catchTag("InvalidRequest", () => Effect.succeed(null)))
