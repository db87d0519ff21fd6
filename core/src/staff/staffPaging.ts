import { Schema, SchemaTransformation } from "effect"

/**
 * Paging of the staff lists (`?page=`, numbered from 1). The staff calls decode strictly: a page that
 * is not a plain whole number from 1 to maxStaffPage is a 400, and a page past the end is an empty
 * page that still says how many there are (the console links to the last one).
 */
export const maxStaffPage = 100_000

/** `?page=` as text: digits only, no sign or leading zeros, decoded to 1 .. maxStaffPage. */
export const StaffPageParam = Schema.String.check(Schema.isPattern(/^[1-9]\d{0,5}$/)).pipe(
  Schema.decodeTo(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: maxStaffPage })), SchemaTransformation.numberFromString)
)

export interface StaffSlice {
  readonly offset: number
  readonly limit: number
}

/** The rows page `page` shows, `pageSize` to a page. */
export const staffSlice = (page: number, pageSize: number): StaffSlice => ({ offset: (Math.max(1, Math.floor(page)) - 1) * pageSize, limit: pageSize })

/** How many pages `total` rows make (at least one, empty or not). */
export const staffPageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(Math.max(0, total) / pageSize))

/** What a staff list answers besides its rows, for page `page` of `total` rows. */
export const staffPageInfo = (page: number, pageSize: number, total: number) =>
  ({ page, pageSize, pageCount: staffPageCount(total, pageSize), total })

/** What every staff list answers besides its rows (the schema of staffPageInfo). */
export const StaffPageInfo = {
  page: Schema.Number,
  pageSize: Schema.Number,
  pageCount: Schema.Number,
  total: Schema.Number
}
