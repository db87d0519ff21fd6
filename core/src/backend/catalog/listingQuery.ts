import { Effect, Result, Schema } from "effect"
import { Category } from "../../catalog/category.ts"
import { InvalidRequest } from "../../errors.ts"
import type { QueryRecord } from "../queryRecord.ts"
import { SafeText } from "../../validation/safeText.ts"

/** Listing sort orders; ties are broken by product id ascending so pages are stable. */
export const ListingSorts = ["price-asc", "price-desc", "newest", "discount"] as const
export const ListingSort = Schema.Literals(ListingSorts)
export type ListingSort = typeof ListingSort.Type

export const maxPageSize = 60
export const defaultPageSize = 24

const Price = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))
/** A filter value is one line of text (no control characters: it becomes a query parameter). */
const FilterValue = SafeText(80).check(Schema.isMinLength(1))

/**
 * A listing request. storage, colour and shape filter on the exact values of the product spec
 * ("128 GB", "Sierra Blue", "excellent"), as the facets give them; several values of one filter
 * are OR-ed, different filters AND-ed. Prices bound inclusively.
 */
export const ListingQuery = Schema.Struct({
  category: Schema.optionalKey(Category),
  brandSlug: Schema.optionalKey(FilterValue),
  modelSlug: Schema.optionalKey(FilterValue),
  priceMin: Schema.optionalKey(Price),
  priceMax: Schema.optionalKey(Price),
  storage: Schema.Array(FilterValue).check(Schema.isMaxLength(20)),
  colour: Schema.Array(FilterValue).check(Schema.isMaxLength(20)),
  shape: Schema.Array(FilterValue).check(Schema.isMaxLength(20)),
  sort: ListingSort,
  page: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 10_000 })),
  pageSize: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: maxPageSize }))
})
export type ListingQuery = typeof ListingQuery.Type

export const defaultListingQuery: ListingQuery = {
  storage: [],
  colour: [],
  shape: [],
  sort: "newest",
  page: 1,
  pageSize: defaultPageSize
}

export type { QueryRecord }

const listFields = ["storage", "colour", "shape"] as const
const numberFields = ["priceMin", "priceMax", "page", "pageSize"] as const
const textFields = ["category", "brandSlug", "modelSlug", "sort"] as const
const knownFields: ReadonlySet<string> = new Set<string>([...listFields, ...numberFields, ...textFields])

const values = (raw: string | ReadonlyArray<string> | undefined): ReadonlyArray<string> =>
  raw === undefined ? [] : typeof raw === "string" ? [raw] : raw

/** "a,b" and repeated names both give a list; empty parts are dropped. */
const listOf = (raw: string | ReadonlyArray<string> | undefined): ReadonlyArray<string> =>
  values(raw).flatMap((v) => v.split(",")).map((v) => v.trim()).filter((v) => v !== "")

/** A decimal number only: "", "1e3", "0x10", " 5" are refused (Number() would accept some). */
const numberPattern = /^\d{1,12}(\.\d{1,2})?$/

/**
 * Turns a query-string record into a ListingQuery, refusing unknown names, repeated single values,
 * malformed numbers and out-of-range values with InvalidRequest. Missing values take the defaults.
 * utm_* and fbclid are tracking noise and are ignored.
 */
export const decodeListingQuery = (record: QueryRecord): Result.Result<ListingQuery, InvalidRequest> => {
  const draft: Record<string, unknown> = { ...defaultListingQuery }
  for (const [name, raw] of Object.entries(record)) {
    if (raw === undefined || name.startsWith("utm_") || name === "fbclid") continue
    if (!knownFields.has(name)) return Result.fail(new InvalidRequest({ message: `unknown query parameter ${name}` }))
    if ((listFields as ReadonlyArray<string>).includes(name)) {
      draft[name] = listOf(raw)
      continue
    }
    const single = values(raw)
    if (single.length !== 1) return Result.fail(new InvalidRequest({ message: `${name} must be given once` }))
    const text = single[0] ?? ""
    if ((numberFields as ReadonlyArray<string>).includes(name)) {
      if (!numberPattern.test(text)) return Result.fail(new InvalidRequest({ message: `${name} must be a number` }))
      draft[name] = Number(text)
    } else {
      draft[name] = text
    }
  }
  const decoded = Schema.decodeUnknownResult(ListingQuery)(draft)
  if (Result.isFailure(decoded)) return Result.fail(new InvalidRequest({ message: `invalid listing query: ${decoded.failure.message}` }))
  const query = decoded.success
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax)
    return Result.fail(new InvalidRequest({ message: "priceMin must not exceed priceMax" }))
  return Result.succeed(query)
}

/** decodeListingQuery as an Effect, for the services. */
export const decodeListingQueryEffect = (record: QueryRecord): Effect.Effect<ListingQuery, InvalidRequest> =>
  Result.match(decodeListingQuery(record), { onFailure: Effect.fail, onSuccess: Effect.succeed })
