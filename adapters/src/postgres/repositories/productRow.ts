import type { Product } from "@shop/core/catalog/product"
import type { MarketCode } from "@shop/core/markets/market"
import type { products } from "../schema/catalog.ts"

export type ProductRow = typeof products.$inferSelect

/**
 * Core's Product of a market as its products row: naming and spec are columns of their own names,
 * the labels `*_label` columns.
 */
export const productRowOf = (market: MarketCode, { labels, naming, spec, ...flat }: Product): typeof products.$inferInsert => ({
  ...flat,
  market,
  ...naming,
  ...spec,
  modelLabel: labels.model,
  colourLabel: labels.color,
  connectivityLabel: labels.connectivity,
  materialLabel: labels.material
})

/** A products row as core's Product (naming, spec and labels regrouped). */
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
  },
  labels: {
    model: row.modelLabel,
    color: row.colourLabel,
    connectivity: row.connectivityLabel,
    material: row.materialLabel
  }
})
