import type { MarketCode } from "@shop/core/markets/market"
import { markets } from "@shop/core/markets/market"

/**
 * A pickup day (YYYY-MM-DD, a calendar day of the market) as the seller reads it: "luni, 30 noiembrie".
 * Formatted at noon UTC in UTC, so no time zone can move it to another day.
 */
export const pickupDayLabel = (market: MarketCode, day: string): string =>
  new Intl.DateTimeFormat(markets[market].locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" })
    .format(new Date(`${day}T12:00:00Z`))
