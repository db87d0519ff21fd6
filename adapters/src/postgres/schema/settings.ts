import { boolean, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core"
import type { WarrantyMeasure } from "@shop/core/account/warrantyReturnsSettings"
import { market, marketCheck, money, oneOf } from "./columns.ts"

/** Delivery prices of a market's shop orders (core ShippingRates); one row per market. */
export const shippingCosts = pgTable("shipping_costs", {
  market: market().primaryKey(),
  courier: money("courier").notNull(),
  locker: money("locker").notNull(),
  cashOnDeliveryFee: money("cash_on_delivery_fee").notNull(),
  /** Products total from which delivery is free; null: never free. */
  freeShippingFrom: money("free_shipping_from")
}, () => [marketCheck("shipping_costs")])

/** SPEC 3 cart limitations, one row per market; a market without a row has none. */
export const cartLimitations = pgTable("cart_limitations", {
  market: market().primaryKey(),
  isActive: boolean("is_active").notNull(),
  maxCartItems: integer("max_cart_items").notNull(),
  maxCartLimitedItems: integer("max_cart_limited_items").notNull()
}, () => [marketCheck("cart_limitations")])

/** The limited items of a market's cart limitations (modelName + storage; null storage reads 'N/A'). */
export const cartLimitedItems = pgTable("cart_limited_items", {
  market: market().references(() => cartLimitations.market, { onDelete: "cascade" }),
  position: integer("position").notNull(),
  modelName: text("model_name").notNull(),
  storage: text("storage")
}, (t) => [primaryKey({ columns: [t.market, t.position] }), marketCheck("cart_limited_items")])

/** SPEC 3 warranty and returns settings, one row per market (defaults from SPEC 9 live in core). */
export const warrantyReturnsSettings = pgTable("warranty_returns_settings", {
  market: market().primaryKey(),
  defaultWarrantyName: text("default_warranty_name").notNull(),
  defaultWarrantyPeriodYears: integer("default_warranty_period_years").notNull(),
  defaultReturnName: text("default_return_name").notNull(),
  defaultReturnPeriodDays: integer("default_return_period_days").notNull(),
  geniusReturnName: text("genius_return_name").notNull(),
  geniusReturnPeriodDays: integer("genius_return_period_days").notNull(),
  geniusMinOrderValue: money("genius_min_order_value").notNull(),
  returnDetailsName: text("return_details_name").notNull(),
  returnDetailsValidityInDays: integer("return_details_validity_in_days").notNull(),
  warrantyDetailsMeasure: text("warranty_details_measure").$type<WarrantyMeasure>().notNull(),
  warrantyDetailsName: text("warranty_details_name").notNull(),
  warrantyDetailsValidity: integer("warranty_details_validity").notNull()
}, () => [
  marketCheck("warranty_returns_settings"),
  oneOf("warranty_returns_settings", "warranty_details_measure", ["years", "months", "days"])
])

/** Each market's returns warehouse (core ReturnAddress), one row per market; none: not on file. */
export const returnAddresses = pgTable("return_addresses", {
  market: market().primaryKey(),
  recipient: text("recipient").notNull(),
  street: text("street").notNull(),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
  region: text("region"),
  country: text("country").notNull(),
  phone: text("phone").notNull()
}, () => [marketCheck("return_addresses")])

/** Which seed filled the database; one row, written in the seed's transaction. */
export const seedInfo = pgTable("seed_info", {
  id: smallint("id").primaryKey(),
  seedNumber: integer("seed_number").notNull(),
  seededAt: text("seeded_at").notNull()
})
