import { Schema } from "effect"
import type { MarketCode } from "../markets/market.ts"

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * What happens to a counter-offer the seller has not answered when its time is up: it is accepted
 * (the shop pays the counter-offer) or the device is sent back free (declined -> returned).
 */
export const CounterOfferLapse = Schema.Literals(["accept", "return"])
export type CounterOfferLapse = typeof CounterOfferLapse.Type

/**
 * The buyback's promises (issue 19; our decisions, docs/decisions-buyback.md):
 * - an offer holds 14 days from the quote (the sell order's orderDate); a device that arrives after
 *   that is re-quoted at the day's price list, never above the accepted offer;
 * - a counter-offer waits 14 days for the seller's answer, then the market's lapse rule applies; both
 *   are shown to the seller up front (the offer step and the sale).
 */
export const buybackPolicy = {
  offerValidityDays: 14,
  counterOfferDays: 14,
  counterOfferLapse: { RO: "accept", BG: "accept", HU: "accept", GR: "accept" } satisfies {
    readonly [M in MarketCode]: CounterOfferLapse
  }
} as const

/** The last instant (epoch ms) an offer quoted at `quotedAt` holds. */
export const offerValidUntil = (quotedAt: number): number => quotedAt + buybackPolicy.offerValidityDays * DAY_MS

/** When a counter-offer made at `madeAt` lapses (epoch ms). */
export const counterOfferExpiresAt = (madeAt: number): number => madeAt + buybackPolicy.counterOfferDays * DAY_MS
