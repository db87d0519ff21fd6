import { eq, sql } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { TradeInRepository } from "@shop/core/backend/ports/TradeInRepository"
import { Database, type DatabaseShape } from "../Database.ts"
import { tradeIns } from "../schema/tradeIns.ts"
import { orRepositoryError, parseUuid, rowsOf } from "./support.ts"

/** The other side of a link, by one side's id (none for an id that is not a UUID). */
type LinkColumn = typeof tradeIns.purchaseOrderId | typeof tradeIns.sellOrderId

const linked = (database: DatabaseShape, operation: string, by: LinkColumn, other: LinkColumn, id: string) =>
  Effect.gen(function* () {
    const key = parseUuid(id)
    if (key === undefined) return Option.none<string>()
    const rows = yield* orRepositoryError(database.query(operation, (db) => db.select({ other }).from(tradeIns).where(eq(by, key))))
    return Option.fromNullishOr(rows[0]?.other)
  })

/**
 * TradeInRepository over the shop database (`trade_ins`, migration 0018). Linking inserts the pair
 * only when both orders exist and neither side is linked yet (ON CONFLICT DO NOTHING on either unique
 * key), then reads what is linked: the same pair again answers true, anything else false.
 */
export const makeTradeInRepositoryPg = (database: DatabaseShape) =>
  TradeInRepository.of({
    link: Effect.fn("TradeInRepository.link")(function* (purchaseOrderId: string, sellOrderId: string, at: number) {
      const purchase = parseUuid(purchaseOrderId)
      const sale = parseUuid(sellOrderId)
      if (purchase === undefined || sale === undefined) return false
      yield* orRepositoryError(database.query("link trade-in", (db) =>
        db.execute(sql`insert into trade_ins (purchase_order_id, sell_order_id, linked_at)
          select o.id, s.id, ${new Date(at).toISOString()}::timestamptz
          from orders o, sell_orders s where o.id = ${purchase}::uuid and s.id = ${sale}::uuid
          on conflict do nothing`)))
      const rows = yield* orRepositoryError(database.query("trade-in of order", (db) =>
        db.execute(sql`select 1 as linked from trade_ins where purchase_order_id = ${purchase}::uuid and sell_order_id = ${sale}::uuid`)))
      return rowsOf(rows).length === 1
    }),

    sellOrderOf: (purchaseOrderId: string) => linked(database, "sell order of purchase", tradeIns.purchaseOrderId, tradeIns.sellOrderId, purchaseOrderId),
    purchaseOrderOf: (sellOrderId: string) => linked(database, "purchase of sell order", tradeIns.sellOrderId, tradeIns.purchaseOrderId, sellOrderId)
  })

/** The trade-in links over the shop database. */
export const TradeInRepositoryPg = {
  make: makeTradeInRepositoryPg,
  layer: Layer.effect(TradeInRepository, Effect.map(Database, makeTradeInRepositoryPg))
}
