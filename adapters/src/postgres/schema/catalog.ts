import { sql } from "drizzle-orm"
import { check, customType, index, integer, jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core"
import { ImageContentTypes, type ImageContentType } from "@shop/core/backend/images/imageTypes"
import type { Category } from "@shop/core/catalog/category"
import { Shapes } from "@shop/core/catalog/product"
import { Locales } from "@shop/core/markets/market"
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

/** A photo's bytes (PGlite and node-postgres both read `bytea` as a Uint8Array or its Buffer subclass). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
})

/**
 * The pictures the web app serves at `path`: generated drawings (SVG text in `svg`) and uploaded
 * photos (PNG, JPEG or WebP bytes in `data`); exactly one of the two, as `content_type` says. Width
 * and height are the picture's own (a drawing's: the size it is drawn at), which every <img> sets.
 */
export const images = pgTable("images", {
  path: text("path").primaryKey(),
  /** The device category drawn, or "accessory". */
  kind: text("kind").$type<Category | "accessory">().notNull(),
  colour: text("colour").notNull(),
  label: text("label").notNull(),
  contentType: text("content_type").$type<ImageContentType>().notNull().default("image/svg+xml"),
  svg: text("svg"),
  data: bytea("data"),
  width: integer("width").notNull().default(800),
  height: integer("height").notNull().default(800)
}, () => [
  oneOf("images", "kind", ["smartphone", "tablet", "laptop", "smartwatch", "console", "accessory"]),
  oneOf("images", "content_type", ImageContentTypes),
  check("images_body_check", sql`case when content_type = 'image/svg+xml' then svg is not null and data is null else data is not null and svg is null end`),
  check("images_size_check", sql`width between 1 and 10000 and height between 1 and 10000`)
])

/**
 * The galleries: which pictures a model shows in a colour, in what order, with what alt text. A
 * product (a market's variant: model, storage, colour, grade) shows its model's pictures of its
 * colour; a row may be kept for one grade (`shape`: a drawing with that grade's badge, a photo of a
 * unit in that grade) or one language (words drawn in it); null is every grade or language. `alt`
 * says what the picture shows, per language (core galleryTypes AltTexts, decoded on reading).
 * Staff uploading a photo is one more row here and one in `images` (ImageRepository.addProductImage).
 */
export const productImages = pgTable("product_images", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  modelId: integer("model_id").notNull().references(() => models.id),
  colour: text("colour").notNull(),
  shape: text("shape"),
  language: text("language"),
  position: smallint("position").notNull(),
  imagePath: text("image_path").notNull().references(() => images.path),
  alt: jsonb("alt").notNull()
}, (t) => [
  index("product_images_model_colour_idx").on(t.modelId, t.colour),
  check("product_images_shape_check", sql`shape is null or shape in (${sql.raw(Shapes.map((s) => `'${s}'`).join(", "))})`),
  check("product_images_language_check", sql`language is null or language in (${sql.raw(Locales.map((l) => `'${l}'`).join(", "))})`),
  check("product_images_position_check", sql`position between 0 and 999`),
  check("product_images_alt_check", sql`jsonb_typeof(alt) = 'object'`)
])
