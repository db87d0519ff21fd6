import type { Product } from "@shop/core/catalog/product"
import type { MarketCode } from "@shop/core/markets/market"
import type { products } from "../schema/catalog.ts"

export type ProductRow = typeof products.$inferSelect

/** Core's Product of a market as its products row: naming and spec are columns of their own names. */
export const productRowOf = (market: MarketCode, { naming, spec, ...flat }: Product): typeof products.$inferInsert => ({
  ...flat,
  market,
  ...naming,
  ...spec
})

/** A products row as core's Product (naming and spec regrouped). */
export const productOf = (row: ProductRow): Product => ({
  id: row.id,
  legacyModelId: row.legacyModelId,
  legacySellId: row.legacySellId,
  legacySku: row.legacySku,
  legacyShapeId: row.legacyShapeId,
  stock: row.stock,
  price: row.price,
  previousPrice: row.previousPrice,
  retailPrice: row.retailPrice,
  brandName: row.brandName,
  modelName: row.modelName,
  category: row.category,
  imagePath: row.imagePath,
  naming: {
    title: row.title,
    modelDisplayName: row.modelDisplayName,
    shortTitle: row.shortTitle,
    configSummary: row.configSummary
  },
  spec: {
    shape: row.shape,
    color: row.color,
    storage: row.storage,
    connectivity: row.connectivity,
    material: row.material,
    size: row.size
  }
})
