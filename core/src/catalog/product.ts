import { Schema } from "effect"
import { Category } from "./category.ts"

/** Cosmetic grades of a refurbished device, best first; the URL calls the grade `shape` (SPEC 2.3). */
export const Shapes = ["excellent", "very-good", "good", "fair"] as const

export const Stock = Schema.Literals(["in-stock", "not-in-stock"])
export type Stock = typeof Stock.Type

/** SPEC 4: in-stock when stock is above 0, otherwise not-in-stock. */
export const stockState = (stock: number): Stock => (stock > 0 ? "in-stock" : "not-in-stock")

export const ProductNaming = Schema.Struct({
  title: Schema.String,
  modelDisplayName: Schema.String,
  shortTitle: Schema.String,
  configSummary: Schema.String
})
export type ProductNaming = typeof ProductNaming.Type

export const ProductSpec = Schema.Struct({
  /** Cosmetic grade of the refurbished device, the product URL's `shape` query (SPEC 2.3). */
  shape: Schema.String,
  color: Schema.String,
  storage: Schema.NullOr(Schema.String),
  connectivity: Schema.NullOr(Schema.String),
  material: Schema.NullOr(Schema.String),
  size: Schema.NullOr(Schema.String)
})
export type ProductSpec = typeof ProductSpec.Type

/**
 * The product's spec in the market's words, for shoppers to read. `spec` keeps the catalogue's own
 * values (the maker's English names), which product URLs, filters, carts and limits key on; these are
 * what the market calls them: the model (its line, "iPad (generația a 9-a) Wi-Fi"), the colour
 * ("Albastru Sierra"), and the connectivity and material where the device has them.
 */
export const ProductLabels = Schema.Struct({
  model: Schema.String,
  color: Schema.String,
  connectivity: Schema.NullOr(Schema.String),
  material: Schema.NullOr(Schema.String)
})
export type ProductLabels = typeof ProductLabels.Type

const Price = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))

/** SPEC 3 Product. Prices are in the market's currency, major units. */
export const Product = Schema.Struct({
  id: Schema.Number.check(Schema.isInt()),
  legacyModelId: Schema.Number.check(Schema.isInt()),
  legacySellId: Schema.NullOr(Schema.Number.check(Schema.isInt())),
  legacySku: Schema.String,
  legacyShapeId: Schema.Number.check(Schema.isInt()),
  stock: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  price: Price,
  previousPrice: Schema.NullOr(Price),
  retailPrice: Schema.NullOr(Price),
  brandName: Schema.String,
  modelName: Schema.String,
  category: Category,
  imagePath: Schema.String,
  /** Shopper-facing names, in the market's words (SPEC 3 naming). */
  naming: ProductNaming,
  spec: ProductSpec,
  labels: ProductLabels
})
export type Product = typeof Product.Type
