import { boolean, index, integer, pgTable, primaryKey, smallint, text, unique } from "drizzle-orm/pg-core"
import type { ConfigAttribute } from "@shop/core/sell/config"
import type { MarketCode } from "@shop/core/markets/market"
import { market, marketCheck, money, nonNegative, oneOf } from "./columns.ts"
import { brands } from "./catalog.ts"

/** Models the buyback funnel knows (device families; ids are the funnel's model ids, not the shop's). */
export const sellModels = pgTable("sell_models", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  brandId: integer("brand_id").notNull().references(() => brands.id),
  /** core CategoryId (1 smartphone ... 5 console). */
  category: smallint("category").notNull(),
  imagePath: text("image_path").notNull()
}, (t) => [index("sell_models_brand_idx").on(t.brandId, t.category)])

/**
 * The sell price list: buyback price of a model in a storage (the funnel's storage attribute id,
 * null for a model priced without one) in one market, for a device in the best condition.
 */
export const sellPrices = pgTable("sell_prices", {
  market: market(),
  modelId: integer("model_id").notNull().references(() => sellModels.id, { onDelete: "cascade" }),
  storage: integer("storage"),
  base: money("base").notNull(),
  /** The former price when it dropped, else null. */
  previous: money("previous")
}, (t) => [
  marketCheck("sell_prices"),
  nonNegative("sell_prices", "base"),
  // PostgreSQL 15+: NULLS NOT DISTINCT makes "no storage" one price too.
  unique("sell_prices_market_model_storage_key").on(t.market, t.modelId, t.storage).nullsNotDistinct()
])

/** What an answer (core sell choice id) takes off the base price: a percent of it, or a fixed amount. */
export const sellDeductions = pgTable("sell_deductions", {
  market: market(),
  choiceId: integer("choice_id").notNull(),
  kind: text("kind").$type<"percent" | "fixed">().notNull(),
  amount: money("amount").notNull()
}, (t) => [
  primaryKey({ columns: [t.market, t.choiceId] }),
  marketCheck("sell_deductions"),
  oneOf("sell_deductions", "kind", ["percent", "fixed"])
])

/** A value the buyback config step offers for a model (colour, storage, size, ...). */
export const sellOptions = pgTable("sell_options", {
  id: integer("id").primaryKey(),
  modelId: integer("model_id").notNull().references(() => sellModels.id, { onDelete: "cascade" }),
  attribute: text("attribute").$type<ConfigAttribute>().notNull(),
  label: text("label").notNull()
}, (t) => [index("sell_options_model_idx").on(t.modelId, t.attribute)])

/** Mobile carriers for the config step's provider; `locked` carriers sell network-locked devices. */
export const sellProviders = pgTable("sell_providers", {
  id: integer("id").primaryKey(),
  /** The markets the carrier operates in. */
  markets: text("markets").array().$type<Array<MarketCode>>().notNull(),
  name: text("name").notNull(),
  locked: boolean("locked").notNull()
})
