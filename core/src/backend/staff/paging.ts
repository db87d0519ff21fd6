import { Schema } from "effect"

/** Rows per page of every staff list (orders, returns, warranty claims). */
export const staffPageSize = 25

/** The `page` query parameter of the staff lists: from 1. */
export const StaffPageParam = Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100_000 }))

/** The rows a page asks of a repository. */
export const pageWindow = (page: number | undefined) => {
  const current = page ?? 1
  return { page: current, offset: (current - 1) * staffPageSize, limit: staffPageSize }
}

/** What a list answers besides its rows. */
export const pagingOf = (page: number, total: number) => ({
  page,
  pageSize: staffPageSize,
  total,
  pages: Math.max(1, Math.ceil(total / staffPageSize))
})
