import type { DatasetAccessory, DatasetExtraService, DatasetProduct } from "@shop/core/backend/dataset"
import type { Product, ProductNaming, ProductSpec } from "@shop/core/catalog/product"
import type { MarketCode } from "@shop/core/markets/market"

/**
 * Backend dataset rows from what a client port's fixture says of a product, an accessory or a
 * service; what the fixture leaves out (images, SKU, model) gets a plain value no contract reads.
 */

export interface ProductFacts {
  readonly id: number
  readonly title: string
  readonly price: number
  readonly stock: number
  readonly previousPrice?: number | null
  readonly legacySellId?: number | null
  /** The shop model (variants of one model share it); the product's own id when left out. */
  readonly modelId?: number
  readonly naming?: ProductNaming
  readonly spec?: Partial<ProductSpec>
}

export const datasetProduct = (market: MarketCode, facts: ProductFacts): DatasetProduct => {
  const product: Product = {
    id: facts.id,
    legacyModelId: facts.modelId ?? facts.id,
    legacySellId: facts.legacySellId ?? null,
    legacySku: `SKU-${facts.id}`,
    legacyShapeId: 1,
    stock: facts.stock,
    price: facts.price,
    previousPrice: facts.previousPrice ?? null,
    retailPrice: null,
    brandName: facts.title.split(" ")[0] ?? facts.title,
    modelName: facts.naming?.modelDisplayName ?? facts.title,
    category: "smartphone",
    imagePath: `/images/products/${facts.id}.svg`,
    naming: facts.naming ?? { title: facts.title, modelDisplayName: facts.title, shortTitle: facts.title, configSummary: "" },
    spec: { shape: "excellent", color: "Black", storage: null, connectivity: null, material: null, size: null, ...facts.spec },
    labels: { model: facts.naming?.modelDisplayName ?? facts.title, color: facts.spec?.color ?? "Black", connectivity: null, material: null }
  }
  return { market, product }
}

/** An active accessory offered with `productIds` (none: sold on its own only). */
export const datasetAccessory = (
  market: MarketCode,
  accessory: { readonly id: number; readonly name: string; readonly type: string; readonly price: number },
  productIds: ReadonlyArray<number>
): DatasetAccessory => ({
  market,
  accessory: {
    id: accessory.id,
    name: accessory.name,
    type: accessory.type,
    price: accessory.price,
    isActive: true,
    isWrappingTax: accessory.type === "WRAPPING_TAX",
    imagePath: `/images/accessories/${accessory.id}.svg`
  },
  productIds
})

/** An active extra service offered with `productIds`. */
export const datasetService = (
  market: MarketCode,
  service: { readonly id: number; readonly type: string; readonly key: string; readonly price: number },
  productIds: ReadonlyArray<number>
): DatasetExtraService => ({
  market,
  service: { id: service.id, type: service.type, key: service.key, price: service.price, isActive: true },
  productIds
})
