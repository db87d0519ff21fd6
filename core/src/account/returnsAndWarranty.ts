import type { WarrantyReturnsSettings } from "./warrantyReturnsSettings.ts"

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

/** Calendar months added in UTC; the day clamps to the target month's end (29 Feb + 1 year = 28 Feb). */
const addUtcMonths = (at: number, months: number): number => {
  const date = new Date(at)
  const day = date.getUTCDate()
  date.setUTCDate(1)
  date.setUTCMonth(date.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate()
  date.setUTCDate(Math.min(day, lastDay))
  return date.getTime()
}

/** The last instant (exclusive) a device delivered at `deliveredAt` is under warranty (SPEC 9: 2 years by default). */
export const warrantyValidUntil = (
  deliveredAt: number,
  settings: Pick<WarrantyReturnsSettings, "warrantyDetails">
): number => {
  const { measure, validity } = settings.warrantyDetails
  switch (measure) {
    case "years":
      return addUtcMonths(deliveredAt, validity * 12)
    case "months":
      return addUtcMonths(deliveredAt, validity)
    case "days":
      return deliveredAt + validity * dayMs
  }
}

export const isUnderWarranty = (
  deliveredAt: number,
  now: number,
  settings: Pick<WarrantyReturnsSettings, "warrantyDetails">
): boolean => now < warrantyValidUntil(deliveredAt, settings)
