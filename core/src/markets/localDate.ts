import { markets, type MarketCode } from "./market.ts"

const formatters = new Map<MarketCode, Intl.DateTimeFormat>()

const formatterOf = (market: MarketCode): Intl.DateTimeFormat => {
  let f = formatters.get(market)
  if (f === undefined) {
    // en-CA formats as YYYY-MM-DD, the shape our date fields use.
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone: markets[market].timeZone, year: "numeric", month: "2-digit", day: "2-digit"
    })
    formatters.set(market, f)
  }
  return f
}

/**
 * The calendar date (YYYY-MM-DD) in the market's time zone at `epochMs`. Pickup dates and "today"
 * are the shopper's local day, not UTC's: at 22:30 UTC it is already the next day in Bucharest.
 */
export const localDateIn = (market: MarketCode, epochMs: number): string => formatterOf(market).format(new Date(epochMs))

/** Whole days from `from` to `to` (both YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
