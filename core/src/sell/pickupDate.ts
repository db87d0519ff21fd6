import { daysBetween, localDateIn } from "../markets/localDate.ts"
import type { MarketCode } from "../markets/market.ts"

/**
 * When a courier may pick up a sold device (issue 5: "a pickup date in the market's time zone,
 * working days only"). Our decisions where the spec is silent: "today" is the market's calendar day
 * (markets/localDate.ts), not UTC's; today itself may be chosen; the date is at most
 * `pickupWindowDays` ahead (a seller's offer is not held for longer); Monday to Friday only.
 * Public holidays are not modelled: couriers in all four markets take pickups on most of them.
 */
export const pickupWindowDays = 30

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day, YYYY-MM-DD. */
export const isCalendarDay = (text: string): boolean => {
  if (!isoDay.test(text)) return false
  const date = new Date(`${text}T00:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** Monday to Friday (a real YYYY-MM-DD day; the weekday does not depend on any time zone). */
export const isWorkingDay = (day: string): boolean => {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay()
  return weekday >= 1 && weekday <= 5
}

/** Whether `day` (YYYY-MM-DD) is a pickup day a seller may choose when the market's date is `today`. */
export const isPickupDay = (day: string, today: string): boolean => {
  if (!isCalendarDay(day)) return false
  const ahead = daysBetween(today, day)
  return ahead >= 0 && ahead <= pickupWindowDays && isWorkingDay(day)
}

/** Every pickup day a seller may choose at `now` in `market`, earliest first (for a date picker). */
export const pickupDays = (market: MarketCode, now: number): ReadonlyArray<string> => {
  const today = localDateIn(market, now)
  const start = Date.parse(`${today}T00:00:00.000Z`)
  return Array.from({ length: pickupWindowDays + 1 }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10))
    .filter((day) => isPickupDay(day, today))
}
