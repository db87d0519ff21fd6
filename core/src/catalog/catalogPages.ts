import { Schema } from "effect"
import type { PageRef } from "../routes/alternates.ts"
import { slugify } from "../routes/slug.ts"
import { Category } from "./category.ts"

/**
 * The catalogue's pages of one market, as the sitemaps list them (issue 17, docs/decisions-seo.md):
 * one row per product (out of stock included: its page answers and offers the other variants), with
 * the brand's and model's own slugs for their listing pages, and when the catalogue was last written.
 */
export const CatalogPageProduct = Schema.Struct({
  category: Category,
  brandSlug: Schema.String,
  brandName: Schema.String,
  modelSlug: Schema.String,
  modelName: Schema.String,
  storage: Schema.NullOr(Schema.String),
  colour: Schema.String,
  legacyModelId: Schema.Number,
  shape: Schema.String,
  inStock: Schema.Boolean
})
export type CatalogPageProduct = typeof CatalogPageProduct.Type

export const CatalogPages = Schema.Struct({
  /**
   * When the catalogue was last written, epoch milliseconds, when the store knows it (the seed's
   * time); null otherwise. The catalogue has no per-row update times: see docs/decisions-seo.md.
   */
  updatedAt: Schema.NullOr(Schema.Number),
  /** Every product of the market, by id. */
  products: Schema.Array(CatalogPageProduct)
})
export type CatalogPages = typeof CatalogPages.Type

export interface CatalogPageRefs {
  /** Brands with a device in stock (a brand page lists its models in stock), by slug. */
  readonly brands: ReadonlyArray<PageRef>
  /** Models with a device in stock (a model page without one is not found), by brand then model slug. */
  readonly models: ReadonlyArray<PageRef>
  /** Every product page, one per product (its grade in the query), in catalogue order. */
  readonly products: ReadonlyArray<PageRef>
}

const bySlug = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** The listing and product pages the catalogue's rows make. */
export const catalogPageRefs = (pages: CatalogPages): CatalogPageRefs => {
  const brands = new Set<string>()
  const models = new Map<string, { readonly brand: string; readonly model: string }>()
  const products: Array<PageRef> = []
  for (const row of pages.products) {
    if (row.inStock) {
      brands.add(row.brandSlug)
      models.set(`${row.brandSlug}/${row.modelSlug}`, { brand: row.brandSlug, model: row.modelSlug })
    }
    const storage = row.storage === null ? "" : slugify(row.storage)
    products.push({
      route: {
        key: "product",
        params: {
          category: row.category,
          brand: slugify(row.brandName),
          model: slugify(row.modelName),
          ...(storage === "" ? {} : { storage }),
          colour: slugify(row.colour),
          legacyModelId: row.legacyModelId
        }
      },
      shape: row.shape
    })
  }
  return {
    brands: [...brands].sort(bySlug).map((brand) => ({ route: { key: "shopBrand", params: { brand } } })),
    models: [...models.values()]
      .sort((a, b) => bySlug(a.brand, b.brand) || bySlug(a.model, b.model))
      .map((params) => ({ route: { key: "shopModel", params } })),
    products
  }
}
