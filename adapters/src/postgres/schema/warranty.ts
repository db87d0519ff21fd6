import { sql } from "drizzle-orm"
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core"
import { afterSalesChecks, afterSalesColumns } from "./afterSales.ts"
import { instant } from "./columns.ts"
import { orders } from "./orders.ts"
import { users } from "./users.ts"

/**
 * Send-in-warranty requests (issue 6): one device line (an index into the order's device lines) of a
 * user's order, the problem, and a courier pickup, and how the staff handled it (afterSales.ts). At
 * most one request being handled (open, accepted, received) per order line, kept by a partial unique
 * index so two submits at once cannot both be stored. Deleting the order or the user deletes its requests.
 */
export const warrantyClaims = pgTable("warranty_claims", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  line: integer("line").notNull(),
  problem: text("problem").notNull(),
  courierAddress: text("courier_address").notNull(),
  pickupDate: text("pickup_date").notNull(),
  createdAt: instant("created_at").notNull(),
  ...afterSalesColumns()
}, (t) => [
  index("warranty_claims_user_idx").on(t.userId),
  index("warranty_claims_status_created_idx").on(t.status, t.createdAt),
  uniqueIndex("warranty_claims_open_line_idx").on(t.orderId, t.line).where(sql`${t.status} in ('open', 'accepted', 'received')`),
  check("warranty_claims_line_non_negative", sql`${t.line} >= 0`),
  ...afterSalesChecks("warranty_claims")
])
