import { index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core"
import type { Category } from "@shop/core/catalog/category"
import { category, categoryCheck, market, marketCheck, money, nonNegative, oneOf } from "./columns.ts"

/** Brands; ids are core's `brandIds` where core names the brand (Apple = 3). */
export const brands = pgTable("brands", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull()
})

/** Shop models, market-independent. The id is the products' legacyModelId (the id in product URLs). */
export const models = pgTable("models", {
  id: integer("id").primaryKey(),
  slug: text("slug").notNull(),
  name: text("name").notNull(),
  brandId: integer("brand_id").notNull().references(() => brands.id),
  category: category(),
  imagePath: text("image_path").notNull(),
  releaseYear: smallint("release_year")
}, (t) => [
  categoryCheck("models"),
  index("models_brand_idx").on(t.brandId, t.slug),
  index("models_slug_idx").on(t.slug)
])

/**
 * A sellable variant in one market (core's Product), one row per unit type. Brand name, model name
 * and category are copies of the model's on purpose: a listing or detail page reads one row per
 * product, and the catalogue is written only by the seed, so the copies cannot drift. For the same
 * reason the row holds its market's words: the naming columns and the `*_label` columns (core
 * ProductLabels) are written from the catalogue's names (catalogueNames.ts) in the market's
 * language, while `color`, `material`, `connectivity` keep the catalogue's own values.
 */
export const products = pgTable("products", {
  id: integer("id").primaryKey(),
  market: market(),
  legacyModelId: integer("legacy_model_id").notNull().references(() => models.id),
  legacySellId: integer("legacy_sell_id"),
  legacySku: text("legacy_sku").notNull(),
  legacyShapeId: integer("legacy_shape_id").notNull(),
  stock: integer("stock").notNull(),
  price: money("price").notNull(),
  previousPrice: money("previous_price"),
  retailPrice: money("retail_price"),
  brandName: text("brand_name").notNull(),
  modelName: text("model_name").notNull(),
  category: category(),
  imagePath: text("image_path").notNull(),
  title: text("title").notNull(),
  modelDisplayName: text("model_display_name").notNull(),
  shortTitle: text("short_title").notNull(),
  configSummary: text("config_summary").notNull(),
  shape: text("shape").notNull(),
  color: text("color").notNull(),
  storage: text("storage"),
  connectivity: text("connectivity"),
  material: text("material"),
  size: text("size"),
  modelLabel: text("model_label").notNull(),
  colourLabel: text("colour_label").notNull(),
  connectivityLabel: text("connectivity_label"),
  materialLabel: text("material_label")
}, (t) => [
  marketCheck("products"),
  categoryCheck("products"),
  // The stock decrement of an order relies on this as a last line: stock never goes below zero.
  nonNegative("products", "stock"),
  nonNegative("products", "price"),
  index("products_market_category_idx").on(t.market, t.category, t.price),
  index("products_market_model_idx").on(t.market, t.legacyModelId)
])

/** Generated images (SVG) of devices and accessories, which the web app serves at `path`. */
export const images = pgTable("images", {
  path: text("path").primaryKey(),
  /** The device category drawn, or "accessory". */
  kind: text("kind").$type<Category | "accessory">().notNull(),
  colour: text("colour").notNull(),
  label: text("label").notNull(),
  svg: text("svg").notNull()
}, () => [oneOf("images", "kind", ["smartphone", "tablet", "laptop", "smartwatch", "console", "accessory"])])
