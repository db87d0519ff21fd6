import { jsonb, pgTable, text } from "drizzle-orm/pg-core"
import { instant } from "./columns.ts"

/**
 * The remote cart of a signed-in user (embedded RemoteCartStore): one document per user id, the
 * SPEC 7 `carts` document (phoneCart, accessoryCart, batteryCart, timestamp, expireAt,
 * stateVersion), decoded with core's Schema by the adapter that reads it.
 */
export const carts = pgTable("carts", {
  uid: text("uid").primaryKey(),
  document: jsonb("document").$type<unknown>().notNull(),
  updatedAt: instant("updated_at").notNull().defaultNow()
})
