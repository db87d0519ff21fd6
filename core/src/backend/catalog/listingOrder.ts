import { discountOf } from "../../catalog/discount.ts"
import type { Product } from "../../catalog/product.ts"
import type { ListingSort } from "./listingQuery.ts"

/**
 * The listing order of each sort, as data every CatalogRepository adapter translates (SQL ORDER BY
 * terms, a comparator in memory): the keys compared in turn, ties always ending on the product id
 * so pages are stable.
 */
export type ListingKey = "price" | "id" | "discount"
export interface ListingOrderTerm {
  readonly key: ListingKey
  readonly direction: "asc" | "desc"
}

export const listingOrder: { readonly [S in ListingSort]: ReadonlyArray<ListingOrderTerm> } = {
  "price-asc": [{ key: "price", direction: "asc" }, { key: "id", direction: "asc" }],
  "price-desc": [{ key: "price", direction: "desc" }, { key: "id", direction: "asc" }],
  newest: [{ key: "id", direction: "desc" }],
  discount: [{ key: "discount", direction: "desc" }, { key: "id", direction: "asc" }]
}

/** Only products in stock are listed (and counted in brands, models and facets). */
export const isListed = (p: Pick<Product, "stock">): boolean => p.stock > 0

const keyOf: { readonly [K in ListingKey]: (p: Product) => number } = {
  price: (p) => p.price,
  id: (p) => p.id,
  discount: discountOf
}

/** `listingOrder` of a sort as a comparator over products. */
export const compareForListing = (sort: ListingSort) => (a: Product, b: Product): number => {
  for (const { key, direction } of listingOrder[sort]) {
    const difference = keyOf[key](a) - keyOf[key](b)
    if (difference !== 0) return direction === "asc" ? difference : -difference
  }
  return 0
}
