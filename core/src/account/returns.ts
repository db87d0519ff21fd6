import { isWithinReturnPeriod } from "./returnsAndWarranty.ts"
import type { WarrantyReturnsSettings } from "./warrantyReturnsSettings.ts"

type ReturnTerms = Pick<WarrantyReturnsSettings, "defaultReturnPeriodDays" | "geniusReturnPeriodDays">

/**
 * The lines (indexes into the order's device lines) that can still be returned: none before delivery
 * or after the return window; otherwise every line not already in a return.
 */
export const returnableLines = (
  lineCount: number,
  alreadyReturned: ReadonlyArray<number>,
  deliveredAt: number | null,
  now: number,
  settings: ReturnTerms,
  isGenius: boolean
): ReadonlyArray<number> => {
  if (!isWithinReturnPeriod(deliveredAt, now, settings, isGenius)) return []
  const taken = new Set(alreadyReturned)
  return Array.from({ length: Math.max(0, lineCount) }, (_, index) => index).filter((index) => !taken.has(index))
}

/**
 * A return request is acceptable when it names at least one line, each at most once, and every named
 * line is returnable now.
 */
export const isAcceptableReturn = (requested: ReadonlyArray<number>, returnable: ReadonlyArray<number>): boolean => {
  const allowed = new Set(returnable)
  return requested.length > 0 && new Set(requested).size === requested.length && requested.every((line) => allowed.has(line))
}
