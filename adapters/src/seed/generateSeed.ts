import { buildAccessories } from "./build/accessories.ts"
import { buildExtraServices } from "./build/extraServices.ts"
import { buildGeography } from "./build/geography.ts"
import { buildImages } from "./build/images.ts"
import { buildMarkets } from "./build/markets.ts"
import { buildBrands, buildCatalogue } from "./build/models.ts"
import { buildProducts } from "./build/products.ts"
import { buildSellOptions, buildSellProviders } from "./build/sellCatalogue.ts"
import { buildSellDeductions, buildSellPrices } from "./build/sellPrices.ts"
import type { SeedData } from "./types.ts"

/** The seed the app starts with when none is configured. */
export const defaultSeedNumber = 20_261_122

/**
 * The whole catalogue and its settings for the four markets, a pure function of the seed
 * number: the same number gives deep-equal data, another number other stock, prices, sold
 * variants and lockers. Brands, families, models, legacy ids, sell options and images come
 * from the static catalogue and never change with the number.
 */
export const generateSeed = (seedNumber: number): SeedData => {
  const entries = buildCatalogue()
  const products = buildProducts(seedNumber, entries)
  const sellOptions = buildSellOptions(entries)
  const { counties, localities, lockers } = buildGeography(seedNumber)
  const pictures = buildImages(entries, products)
  return {
    seedNumber,
    brands: buildBrands(),
    families: entries.map((e) => e.family),
    models: entries.flatMap((e) => e.lines.map((l) => l.model)),
    products,
    accessories: buildAccessories(seedNumber, entries),
    extraServices: buildExtraServices(),
    sellOptions,
    sellProviders: buildSellProviders(),
    sellPrices: buildSellPrices(seedNumber, entries, sellOptions, products),
    sellDeductions: buildSellDeductions(),
    counties,
    localities,
    lockers,
    markets: buildMarkets(seedNumber, entries),
    images: pictures.images,
    productImages: pictures.productImages
  }
}
