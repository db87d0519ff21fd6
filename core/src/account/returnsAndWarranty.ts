import { dayPlusDays, dayPlusMonths, localDateIn, startOfLocalDay } from "../markets/localDate.ts"
import type { MarketCode } from "../markets/market.ts"
import type { WarrantyMeasure, WarrantyReturnsSettings } from "./warrantyReturnsSettings.ts"

const dayMs = 24 * 60 * 60 * 1000

/** A Genius member's order gets the Genius return terms when it reaches the minimum order value. */
export const qualifiesForGeniusReturn = (
  isGeniusMember: boolean,
  orderValue: number,
  settings: Pick<WarrantyReturnsSettings, "geniusMinOrderValue">
): boolean => isGeniusMember && orderValue >= settings.geniusMinOrderValue

export const returnPeriodDays = (
  settings: Pick<WarrantyReturnsSettings, "defaultReturnPeriodDays" | "geniusReturnPeriodDays">,
  isGenius: boolean
): number => (isGenius ? settings.geniusReturnPeriodDays : settings.defaultReturnPeriodDays)

/**
 * The instant the return window closes: delivery plus the period in whole 24-hour days (epoch ms).
 * Counted from the delivery instant, not calendar days in the market's zone, so the window never
 * depends on where the server runs.
 */
export const returnWindowEndsAt = (
  orderDeliveredAt: number,
  settings: Pick<WarrantyReturnsSettings, "defaultReturnPeriodDays" | "geniusReturnPeriodDays">,
  isGenius: boolean
): number => orderDeliveredAt + returnPeriodDays(settings, isGenius) * dayMs

/**
 * Whether a return can still be opened: the order was delivered and the window has not closed
 * (the end is exclusive). An undelivered order (null) cannot be returned yet.
 */
export const isWithinReturnPeriod = (
  orderDeliveredAt: number | null,
  now: number,
  settings: Pick<WarrantyReturnsSettings, "defaultReturnPeriodDays" | "geniusReturnPeriodDays">,
  isGenius: boolean
): boolean => orderDeliveredAt !== null && now < returnWindowEndsAt(orderDeliveredAt, settings, isGenius)

/**
 * The end (exclusive) of a period of cover that starts at `startsAt`, counted in the market's calendar
 * (SPEC 9 time zones): the start's local day plus the period (months and years with the day clamped
 * to the month's end, 29 Feb + 1 year = 28 Feb) is the last day covered, whole, whatever the hour the
 * device arrived; the cover ends when the next local day begins.
 */
export const coverageEndsAt = (
  market: MarketCode,
  startsAt: number,
  period: { readonly measure: WarrantyMeasure; readonly validity: number }
): number => {
  const firstDay = localDateIn(market, startsAt)
  const lastDay = period.measure === "days"
    ? dayPlusDays(firstDay, period.validity)
    : dayPlusMonths(firstDay, period.measure === "years" ? period.validity * 12 : period.validity)
  return startOfLocalDay(market, dayPlusDays(lastDay, 1))
}

/** The end (exclusive) of the market's warranty for a device delivered at `deliveredAt` (SPEC 9: 2 years by default). */
export const warrantyValidUntil = (
  market: MarketCode,
  deliveredAt: number,
  settings: Pick<WarrantyReturnsSettings, "warrantyDetails">
): number => coverageEndsAt(market, deliveredAt, settings.warrantyDetails)

export const isUnderWarranty = (
  market: MarketCode,
  deliveredAt: number,
  now: number,
  settings: Pick<WarrantyReturnsSettings, "warrantyDetails">
): boolean => now < warrantyValidUntil(market, deliveredAt, settings)
