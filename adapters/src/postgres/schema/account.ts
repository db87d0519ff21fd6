import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core"
import { afterSalesChecks, afterSalesColumns } from "./afterSales.ts"
import { instant } from "./columns.ts"
import { orders } from "./orders.ts"
import { users } from "./users.ts"

/**
 * The account area (issue 6): the owner of a shop order placed while signed in. One row per owned
 * order (the primary key keeps the first owner); a guest's order has none. Deleting the order or the
 * user deletes the row.
 */
export const orderOwners = pgTable("order_owners", {
  orderId: uuid("order_id").primaryKey().references(() => orders.id, { onDelete: "cascade" }),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" })
}, (t) => [index("order_owners_user_idx").on(t.userId)])

/** When an order was delivered (set by the staff call POST /api/account/staff/deliveries/); the first instant stays. */
export const orderDeliveries = pgTable("order_deliveries", {
  orderId: uuid("order_id").primaryKey().references(() => orders.id, { onDelete: "cascade" }),
  deliveredAt: instant("delivered_at").notNull()
})

/**
 * Return requests from the return form: device lines (indexes into the order's lines), reason, courier
 * pickup; and how the staff handled them (afterSales.ts).
 */
export const returns = pgTable("returns", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  lines: jsonb("lines").$type<ReadonlyArray<number>>().notNull(),
  reason: text("reason").notNull(),
  courierAddress: text("courier_address").notNull(),
  pickupDate: text("pickup_date").notNull(),
  createdAt: instant("created_at").notNull(),
  ...afterSalesColumns()
}, (t) => [
  index("returns_user_idx").on(t.userId),
  index("returns_order_idx").on(t.orderId),
  index("returns_status_created_idx").on(t.status, t.createdAt),
  ...afterSalesChecks("returns")
])
