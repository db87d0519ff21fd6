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

const clockFormatters = new Map<MarketCode, Intl.DateTimeFormat>()

/** How far the market's wall clock is ahead of UTC at `epochMs` (ms; summer time included). */
const zoneOffsetAt = (market: MarketCode, epochMs: number): number => {
  let f = clockFormatters.get(market)
  if (f === undefined) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: markets[market].timeZone, hourCycle: "h23",
      year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric"
    })
    clockFormatters.set(market, f)
  }
  const part = (parts: ReadonlyArray<Intl.DateTimeFormatPart>, type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  const parts = f.formatToParts(new Date(epochMs))
  const wallClockAsUtc = Date.UTC(
    part(parts, "year"), part(parts, "month") - 1, part(parts, "day"), part(parts, "hour"), part(parts, "minute"), part(parts, "second")
  )
  return wallClockAsUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000))
}

/**
 * The first instant (epoch ms) of a calendar day (YYYY-MM-DD) in the market's time zone. Local
 * midnight is UTC midnight minus one of the offsets the zone has around that day; a clock change at
 * midnight (Romania's summer time ended at 00:00 in 1993: that midnight happened twice) gives two, or
 * none when midnight is skipped. The answer is the earliest instant, among those, where the day begins.
 */
export const startOfLocalDay = (market: MarketCode, day: string): number => {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  const offsets = new Set([-24, -12, 0, 12, 24].map((hours) => zoneOffsetAt(market, midnightUtc + hours * 3_600_000)))
  const starts = [...offsets]
    .map((offset) => midnightUtc - offset)
    .filter((instant) => localDateIn(market, instant) === day && localDateIn(market, instant - 1) !== day)
  if (starts.length > 0) return Math.min(...starts)
  // Midnight skipped by a clock change: the day begins where the change lands.
  const guess = midnightUtc - zoneOffsetAt(market, midnightUtc)
  return midnightUtc - zoneOffsetAt(market, guess)
}

/** A calendar day `days` days later (YYYY-MM-DD). */
export const dayPlusDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A calendar day `months` months later, the day clamped to that month's end (29 Feb + 12 months = 28 Feb). */
export const dayPlusMonths = (day: string, months: number): string => {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number)
  const lastOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfTarget))).toISOString().slice(0, 10)
}
