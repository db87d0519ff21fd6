import { Option } from "effect"
import type { RatingSummary } from "./summary.ts"

/**
 * The shop's rating as the storefront shows it beside a product and on the home page (issue 17):
 * the average to one decimal, how many reviews it stands on, and how much of five stars to fill.
 */
export interface ShownRating {
  readonly average: number
  readonly count: number
  /** The share of five stars to fill, 0-100 (whole percent): 4.6 fills 92 %, not five whole stars. */
  readonly fillPercent: number
}

/**
 * What to show of a summary: nothing without an approved review (a shop with no reviews shows no
 * stars rather than "0 of 5"), else the average, the count and the fill. Our decision: one review is
 * enough, since the count is shown beside it and links to the reviews themselves.
 */
export const shownRating = (summary: RatingSummary): Option.Option<ShownRating> => {
  if (summary.count <= 0) return Option.none()
  const average = Math.min(5, Math.max(0, summary.average))
  return Option.some({ average, count: summary.count, fillPercent: Math.round((average / 5) * 100) })
}
