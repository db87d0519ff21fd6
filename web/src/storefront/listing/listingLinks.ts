import { hrefOf, type ListFilter, listFilters, type ListingFilters, noFilters } from "./listingParams.ts"

/**
 * The links a listing page offers besides its form: one chip per active filter value that removes
 * just that value, a link clearing every filter (the sort stays), and the page links. Any change of
 * filters starts again at page 1.
 */

export type ChipField = "brand" | ListFilter | "priceMin" | "priceMax"

export interface FilterChip {
  readonly field: ChipField
  /** The value as the URL has it: a slug, a spec value, a number. */
  readonly value: string
  /** The listing without this value. */
  readonly href: string
}

/** The filters without one value of one field, back on page 1. */
export const withoutValue = (filters: ListingFilters, field: ChipField, value: string): ListingFilters => {
  const { brand: _brand, priceMax: _max, priceMin: _min, ...rest } = filters
  const base: ListingFilters = { ...rest, page: 1 }
  switch (field) {
    case "brand":
      return { ...base, ...(_min === undefined ? {} : { priceMin: _min }), ...(_max === undefined ? {} : { priceMax: _max }) }
    case "priceMin":
      return { ...base, ...(_brand === undefined ? {} : { brand: _brand }), ...(_max === undefined ? {} : { priceMax: _max }) }
    case "priceMax":
      return { ...base, ...(_brand === undefined ? {} : { brand: _brand }), ...(_min === undefined ? {} : { priceMin: _min }) }
    default:
      return { ...filters, page: 1, [field]: filters[field].filter((v) => v !== value) }
  }
}

export const filterChips = (pathname: string, filters: ListingFilters): ReadonlyArray<FilterChip> => {
  const chip = (field: ChipField, value: string): FilterChip => ({ field, value, href: hrefOf(pathname, withoutValue(filters, field, value)) })
  return [
    ...(filters.brand === undefined ? [] : [chip("brand", filters.brand)]),
    ...listFilters.flatMap((field) => filters[field].map((value) => chip(field, value))),
    ...(filters.priceMin === undefined ? [] : [chip("priceMin", String(filters.priceMin))]),
    ...(filters.priceMax === undefined ? [] : [chip("priceMax", String(filters.priceMax))])
  ]
}

/** Every filter off, the sort kept: where the empty state and "clear all" lead. */
export const clearedHref = (pathname: string, filters: ListingFilters): string =>
  hrefOf(pathname, { ...noFilters, sort: filters.sort })

export type PageItem =
  | { readonly kind: "page"; readonly page: number; readonly current: boolean }
  | { readonly kind: "gap"; readonly after: number }

/**
 * The numbered links of a pager: the first and last pages, the current one and its neighbours;
 * a gap stands for two or more pages left out (a single one is shown instead, a gap would hide no
 * more than the number).
 */
export const pageItems = (page: number, pageCount: number): ReadonlyArray<PageItem> => {
  if (pageCount <= 1) return []
  const current = Math.min(Math.max(1, page), pageCount)
  const wanted = [...new Set([1, current - 1, current, current + 1, pageCount])]
    .filter((p) => p >= 1 && p <= pageCount)
    .sort((a, b) => a - b)
  const items: Array<PageItem> = []
  let previous = 0
  for (const p of wanted) {
    if (p - previous === 2) items.push({ kind: "page", page: p - 1, current: false })
    else if (p - previous > 2) items.push({ kind: "gap", after: previous })
    items.push({ kind: "page", page: p, current: p === current })
    previous = p
  }
  return items
}

export const pageHref = (pathname: string, filters: ListingFilters, page: number): string => hrefOf(pathname, { ...filters, page })
