import {
  decodeListingQuery,
  defaultListingQuery,
  type ListingQuery,
  type ListingSort
} from "@shop/core/backend/catalog/listingQuery"
import type { Category } from "@shop/core/catalog/category"
import { Result } from "effect"

/**
 * A listing page's URL, both ways. The route names the scope (category, brand, model); the query
 * string carries what the shopper chose in the filter form, under these names:
 *   brand (a brand slug; category pages and the shop only), storage, colour, shape (repeatable),
 *   priceMin, priceMax, sort (core ListingSorts), page.
 * Every value is checked by core's decodeListingQuery. Empty values are what an untouched form
 * field sends and mean "no filter".
 *
 * Our decision for a malformed query string (SPEC 8 leaves it open): the page never fails. Each
 * parameter that is unknown or does not decode (?page=abc, ?sort=zzz, ?colour=<80+ chars>) is
 * dropped on its own, a price range whose minimum exceeds its maximum is dropped whole, and the
 * page says the filters of the link were reset (`dropped` is not empty). Tracking parameters
 * (utm_*, fbclid) are ignored silently.
 */

export interface ListingScope {
  readonly category?: Category
  readonly brandSlug?: string
  readonly modelSlug?: string
}

export interface ListingFilters {
  readonly brand?: string
  readonly storage: ReadonlyArray<string>
  readonly colour: ReadonlyArray<string>
  readonly shape: ReadonlyArray<string>
  readonly priceMin?: number
  readonly priceMax?: number
  readonly sort: ListingSort
  readonly page: number
}

export const noFilters: ListingFilters = { storage: [], colour: [], shape: [], sort: defaultListingQuery.sort, page: 1 }

export type ListFilter = "storage" | "colour" | "shape"
export const listFilters: ReadonlyArray<ListFilter> = ["storage", "colour", "shape"]

type FilterName = "brand" | ListFilter | "priceMin" | "priceMax" | "sort" | "page"

/** The query-string names of a scope: a brand or model page has its brand already. */
export const filterNames = (scope: ListingScope): ReadonlyArray<FilterName> => [
  ...(scope.brandSlug === undefined ? (["brand"] as const) : []),
  ...listFilters,
  "priceMin",
  "priceMax",
  "sort",
  "page"
]

/** The name core's ListingQuery gives a filter. */
const coreName = (name: FilterName): string => (name === "brand" ? "brandSlug" : name)

type QueryValue = string | ReadonlyArray<string> | undefined
export type QueryRecord = Readonly<Record<string, QueryValue>>

/**
 * The strings of a parameter. Anything else counts as absent: a record looked up by a name such as
 * `constructor` or `toString` answers Object.prototype's function, not a query value.
 */
const valuesOf = (raw: unknown): ReadonlyArray<string> =>
  typeof raw === "string" ? [raw] : Array.isArray(raw) ? raw.filter((v): v is string => typeof v === "string") : []

/** The values a form sends, without the empty ones (an untouched field, an "any" choice). */
const nonEmpty = (raw: QueryValue): ReadonlyArray<string> => valuesOf(raw).filter((v) => v.trim() !== "")

const isTracking = (name: string): boolean => name.startsWith("utm_") || name === "fbclid"

export interface DecodedFilters {
  readonly filters: ListingFilters
  /** Query-string names that were left out because they are unknown or malformed. */
  readonly dropped: ReadonlyArray<string>
}

const filtersOfQuery = (query: ListingQuery): ListingFilters => ({
  ...(query.brandSlug === undefined ? {} : { brand: query.brandSlug }),
  storage: query.storage,
  colour: query.colour,
  shape: query.shape,
  ...(query.priceMin === undefined ? {} : { priceMin: query.priceMin }),
  ...(query.priceMax === undefined ? {} : { priceMax: query.priceMax }),
  sort: query.sort,
  page: query.page
})

/** The shopper's filters of a listing URL; see the module comment for what is dropped. */
export const decodeFilters = (scope: ListingScope, record: QueryRecord): DecodedFilters => {
  const known: ReadonlyArray<string> = filterNames(scope)
  const kept: Record<string, ReadonlyArray<string>> = {}
  const dropped: Array<string> = []
  for (const [name, raw] of Object.entries(record)) {
    const values = nonEmpty(raw)
    if (values.length === 0 || isTracking(name)) continue
    if (!known.includes(name)) {
      dropped.push(name)
      continue
    }
    const core = coreName(name as FilterName)
    if (Result.isSuccess(decodeListingQuery({ [core]: values }))) kept[core] = values
    else dropped.push(name)
  }
  let decoded = decodeListingQuery(kept)
  if (Result.isFailure(decoded)) {
    // Each value decodes alone, so only the pair can disagree: a minimum above the maximum.
    delete kept["priceMin"]
    delete kept["priceMax"]
    dropped.push("priceMin", "priceMax")
    decoded = decodeListingQuery(kept)
  }
  return Result.isSuccess(decoded)
    ? { filters: filtersOfQuery(decoded.success), dropped }
    : { filters: noFilters, dropped: [...new Set([...dropped, ...Object.keys(kept)])] }
}

/** The listing request of a scope and the shopper's filters; the scope wins over the URL. */
export const listingQueryOf = (scope: ListingScope, filters: ListingFilters): ListingQuery => ({
  ...defaultListingQuery,
  ...scope,
  ...(scope.brandSlug === undefined && filters.brand !== undefined ? { brandSlug: filters.brand } : {}),
  storage: filters.storage,
  colour: filters.colour,
  shape: filters.shape,
  ...(filters.priceMin === undefined ? {} : { priceMin: filters.priceMin }),
  ...(filters.priceMax === undefined ? {} : { priceMax: filters.priceMax }),
  sort: filters.sort,
  page: filters.page
})

/** The query string of the filters ("" or "?..."), in a fixed order, defaults left out. */
export const searchOfFilters = (filters: ListingFilters): string => {
  const params = new URLSearchParams()
  if (filters.brand !== undefined) params.append("brand", filters.brand)
  for (const name of listFilters) for (const value of filters[name]) params.append(name, value)
  if (filters.priceMin !== undefined) params.append("priceMin", String(filters.priceMin))
  if (filters.priceMax !== undefined) params.append("priceMax", String(filters.priceMax))
  if (filters.sort !== defaultListingQuery.sort) params.append("sort", filters.sort)
  if (filters.page !== 1) params.append("page", String(filters.page))
  const text = params.toString()
  return text === "" ? "" : `?${text}`
}

export const hrefOf = (pathname: string, filters: ListingFilters): string => `${pathname}${searchOfFilters(filters)}`

/** A query string back into the record Next gives a page (repeated names become lists). */
export const recordOfSearch = (search: string): QueryRecord => {
  // No prototype: `__proto__` and `constructor` are parameter names like any other here.
  const record: Record<string, string | Array<string>> = Object.create(null) as Record<string, string | Array<string>>
  for (const [name, value] of new URLSearchParams(search)) {
    // Own keys only: `record.constructor` of a plain object is Object itself.
    const seen = Object.hasOwn(record, name) ? record[name] : undefined
    record[name] = seen === undefined ? value : [...valuesOf(seen), value]
  }
  return record
}

/** How many filters narrow the listing (sort and page do not). */
export const activeFilterCount = (filters: ListingFilters): number =>
  (filters.brand === undefined ? 0 : 1) +
  filters.storage.length + filters.colour.length + filters.shape.length +
  (filters.priceMin === undefined ? 0 : 1) + (filters.priceMax === undefined ? 0 : 1)
