import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core"
import { products } from "./catalog.ts"
import { instant, money, nonNegative } from "./columns.ts"

/**
 * Every price a product had (issue 18, migration 0015): applied from `started_at` until `ended_at`
 * (exclusive), the current one open (`ended_at` null, one per product). Core's Omnibus rule
 * (catalog/omnibus.ts) reads it when a price changes, to decide the previous price a reduction may be
 * announced against; the staff edit closes the open row and opens the new one in the transaction that
 * changes `products.price`.
 */
export const productPrices = pgTable("product_prices", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  price: money("price").notNull(),
  startedAt: instant("started_at").notNull(),
  endedAt: instant("ended_at")
}, (t) => [
  nonNegative("product_prices", "price"),
  check("product_prices_span_check", sql`ended_at is null or ended_at >= started_at`),
  uniqueIndex("product_prices_open_idx").on(t.productId).where(sql`ended_at is null`),
  index("product_prices_product_idx").on(t.productId, t.startedAt)
])
