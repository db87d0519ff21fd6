import { pgTable, uuid } from "drizzle-orm/pg-core"
import { instant } from "./columns.ts"
import { orders } from "./orders.ts"
import { sellOrders } from "./sellOrders.ts"

/**
 * A trade-in (issue 19): the sell order a purchase order brought along, one each way. A link table
 * rather than a column of `sell_orders`, so the sell order's own rows stay its state machine's; the
 * primary key is the purchase order (one trade-in per purchase), the sell order is unique too (one
 * purchase per trade-in). Both sides are kept while either order is (no cascade: an order is never
 * deleted by the shop).
 */
export const tradeIns = pgTable("trade_ins", {
  purchaseOrderId: uuid("purchase_order_id").primaryKey().references(() => orders.id),
  sellOrderId: uuid("sell_order_id").notNull().unique("trade_ins_sell_order_unique").references(() => sellOrders.id),
  linkedAt: instant("linked_at").notNull()
})
