import type { Brand, FacetValue, ListingFacets } from "@shop/core/catalog/catalogTypes"
import { Shapes } from "@shop/core/catalog/product"
import type { ListFilter, ListingFilters } from "./listingParams.ts"

/**
 * What the filter form shows for a listing URL: every choice of the scope with its count, checked
 * as the URL says. A value the URL asks for that the scope does not have (an old link, a typed URL)
 * is listed too, with count 0, so the shopper can see and untick it.
 */

export interface FilterOption {
  readonly value: string
  /** The market's word for the value, where the catalogue holds one (colour families). */
  readonly label?: string
  readonly count: number
  readonly checked: boolean
}

export interface FilterFormState {
  /** Brand choices (slug, name); empty when the scope has its brand already. */
  readonly brands: ReadonlyArray<FilterOption & { readonly name: string }>
  readonly storage: ReadonlyArray<FilterOption>
  readonly colour: ReadonlyArray<FilterOption>
  readonly shape: ReadonlyArray<FilterOption>
  /** The price fields as typed text: "" for no bound. */
  readonly priceMin: string
  readonly priceMax: string
}

const shapeRank = (value: string): number => {
  const rank = (Shapes as ReadonlyArray<string>).indexOf(value)
  return rank === -1 ? Shapes.length : rank
}

export const optionsOf = (facet: ReadonlyArray<FacetValue>, selected: ReadonlyArray<string>): ReadonlyArray<FilterOption> => {
  const known = new Set(facet.map((f) => f.value))
  return [
    ...facet.map((f) => ({
      value: f.value,
      ...(f.label === undefined ? {} : { label: f.label }),
      count: f.count,
      checked: selected.includes(f.value)
    })),
    ...selected.filter((v) => !known.has(v)).map((value) => ({ value, count: 0, checked: true }))
  ]
}

const byField: { readonly [F in ListFilter]: (facets: ListingFacets) => ReadonlyArray<FacetValue> } = {
  storage: (f) => f.storage,
  colour: (f) => f.colour,
  // Grades best first (core Shapes order), not alphabetically.
  shape: (f) => f.shape.toSorted((a, b) => shapeRank(a.value) - shapeRank(b.value))
}

export const filterFormState = (
  filters: ListingFilters,
  facets: ListingFacets,
  brands: ReadonlyArray<Brand> | null
): FilterFormState => {
  const brandOptions = brands === null ? [] : [
    ...brands.map((b) => ({ value: b.slug, name: b.name, count: b.productCount, checked: filters.brand === b.slug })),
    ...(filters.brand === undefined || brands.some((b) => b.slug === filters.brand)
      ? []
      : [{ value: filters.brand, name: filters.brand, count: 0, checked: true }])
  ]
  return {
    brands: brandOptions,
    storage: optionsOf(byField.storage(facets), filters.storage),
    colour: optionsOf(byField.colour(facets), filters.colour),
    shape: optionsOf(byField.shape(facets), filters.shape),
    priceMin: filters.priceMin === undefined ? "" : String(filters.priceMin),
    priceMax: filters.priceMax === undefined ? "" : String(filters.priceMax)
  }
}
