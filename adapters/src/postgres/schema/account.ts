import { index, pgTable, text, uuid } from "drizzle-orm/pg-core"
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
