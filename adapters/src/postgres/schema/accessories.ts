import { boolean, index, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core"
import { market, marketCheck, money, nonNegative } from "./columns.ts"
import { products } from "./catalog.ts"
import { accessoryKinds } from "./catalogueNames.ts"

/**
 * An accessory offered in one market (cases, chargers, screen protectors, BATTERY,
 * PROFESSIONAL_INSTALLATION, WRAPPING_TAX, ...); `type` stays open text, as in core. Inactive ones
 * stay so the cart refresh can drop them. `position` is the display order. `name` is in the
 * market's language, written from its kind's name (null kind: an accessory named by hand).
 */
export const accessories = pgTable("accessories", {
  id: integer("id").primaryKey(),
  market: market(),
  position: integer("position").notNull(),
  kindId: text("kind_id").references(() => accessoryKinds.id),
  name: text("name").notNull(),
  price: money("price").notNull(),
  isActive: boolean("is_active").notNull(),
  type: text("type").notNull(),
  isWrappingTax: boolean("is_wrapping_tax").notNull(),
  imagePath: text("image_path").notNull()
}, (t) => [
  marketCheck("accessories"),
  nonNegative("accessories", "price"),
  index("accessories_market_idx").on(t.market, t.position)
])

/** Which products an accessory is offered with (the related accessories of a device). */
export const productAccessories = pgTable("product_accessories", {
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  accessoryId: integer("accessory_id").notNull().references(() => accessories.id, { onDelete: "cascade" })
}, (t) => [
  primaryKey({ columns: [t.productId, t.accessoryId] }),
  index("product_accessories_accessory_idx").on(t.accessoryId)
])

/** Extra services of one market: warranty extensions everywhere, insurance in RO. */
export const extraServices = pgTable("extra_services", {
  id: integer("id").primaryKey(),
  market: market(),
  position: integer("position").notNull(),
  type: text("type").notNull(),
  key: text("key").notNull(),
  price: money("price").notNull(),
  isActive: boolean("is_active").notNull(),
  /** Months the service adds or covers, when known. */
  months: smallint("months")
}, (t) => [
  marketCheck("extra_services"),
  nonNegative("extra_services", "price"),
  index("extra_services_market_idx").on(t.market, t.position)
])

/** Which products an extra service is offered with. */
export const productExtraServices = pgTable("product_extra_services", {
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  serviceId: integer("service_id").notNull().references(() => extraServices.id, { onDelete: "cascade" })
}, (t) => [
  primaryKey({ columns: [t.productId, t.serviceId] }),
  index("product_extra_services_service_idx").on(t.serviceId)
])
