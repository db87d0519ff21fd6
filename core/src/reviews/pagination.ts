/**
 * Pagination of the review list (`?page=`): pages are numbered from 1. A malformed value (not a
 * positive integer in plain digits) falls back to the first page with a notice; a page past the end
 * shows the last page with a notice; never an error.
 */
export const reviewsPageSize = 5

export interface PageRequest {
  /** The page asked for, or 1 when absent or malformed. */
  readonly page: number
  /** The value was there but not a page number. */
  readonly malformed: boolean
}

const maxPage = 1_000_000

/** Reads `?page=` (a string, a repeated parameter, or absent). */
export const parsePageParam = (raw: string | ReadonlyArray<string> | undefined): PageRequest => {
  if (raw === undefined) return { page: 1, malformed: false }
  if (typeof raw !== "string") return { page: 1, malformed: true }
  if (!/^[0-9]{1,7}$/.test(raw)) return { page: 1, malformed: true }
  const page = Number(raw)
  return page >= 1 && page <= maxPage ? { page, malformed: false } : { page: 1, malformed: true }
}

export interface PageWindow {
  /** The page shown (1 .. pageCount). */
  readonly page: number
  readonly pageCount: number
  readonly offset: number
  readonly limit: number
  /** The page asked for was past the end. */
  readonly clamped: boolean
}

/** Which rows a page shows for `total` rows; at least one page even when empty. */
export const pageWindow = (total: number, requested: number, pageSize: number = reviewsPageSize): PageWindow => {
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total) / pageSize))
  const wanted = Math.max(1, Math.floor(requested))
  const page = Math.min(wanted, pageCount)
  return { page, pageCount, offset: (page - 1) * pageSize, limit: pageSize, clamped: wanted > pageCount }
}
