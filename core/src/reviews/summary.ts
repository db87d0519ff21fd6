/**
 * The rating summary of a review list: how many, the average (one decimal, as shown) and the count
 * per star. An empty list has average 0 and zero counts.
 */
export interface RatingSummary {
  readonly count: number
  /** Mean rating rounded to one decimal; 0 when there are no reviews. */
  readonly average: number
  /** Reviews per star, 1 to 5. */
  readonly perStar: { readonly 1: number; readonly 2: number; readonly 3: number; readonly 4: number; readonly 5: number }
}

export type StarCounts = RatingSummary["perStar"]

export const emptyStarCounts: StarCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }

/** The summary of per-star counts (what a database GROUP BY answers). */
export const summaryOfCounts = (perStar: StarCounts): RatingSummary => {
  const stars = [1, 2, 3, 4, 5] as const
  const count = stars.reduce((sum, star) => sum + perStar[star], 0)
  const total = stars.reduce((sum, star) => sum + star * perStar[star], 0)
  return { count, average: count === 0 ? 0 : Math.round((total / count) * 10) / 10, perStar }
}

/** The summary of a list of ratings (each 1-5; others are ignored). */
export const ratingSummary = (ratings: ReadonlyArray<number>): RatingSummary => {
  const perStar = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }
  for (const rating of ratings) {
    if (rating === 1 || rating === 2 || rating === 3 || rating === 4 || rating === 5) perStar[rating] += 1
  }
  return summaryOfCounts(perStar)
}

/** Share of one star in the summary, 0-100 (whole percent), for the bars. */
export const starShare = (summary: RatingSummary, star: 1 | 2 | 3 | 4 | 5): number =>
  summary.count === 0 ? 0 : Math.round((summary.perStar[star] / summary.count) * 100)
