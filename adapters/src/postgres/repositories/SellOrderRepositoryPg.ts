import { and, asc, eq, isNull, or, sql } from "drizzle-orm"
import { Effect, Layer, Option, Schema } from "effect"
import { IdempotencyConflict, type RepositoryError } from "@shop/core/errors"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import type { SellOrderIdempotency } from "@shop/core/backend/sell/sellOrderIdempotency"
import type { NewSellOrder, StoredSellOrder } from "@shop/core/sell/sellTypes"
import type { MarketCode } from "@shop/core/markets/market"
import { CourierAddress } from "@shop/core/sell/delivery"
import { PaymentDetails } from "@shop/core/sell/payment"
import type { SellOrderProduct } from "@shop/core/sell/sellOrder"
import { Database, query, type DatabaseError, type DatabaseShape, type Db } from "../Database.ts"
import { sellOrderProducts, sellOrders } from "../schema/sellOrders.ts"
import { decodeStored, orRepositoryError, parseUuid } from "./support.ts"

type ProductRow = typeof sellOrderProducts.$inferSelect
type ProductInsert = Omit<typeof sellOrderProducts.$inferInsert, "sellOrderId">

const optionalAttributes = ["colour", "storage", "material", "size", "connectivity", "cpu", "ram"] as const

const productRowOf = (product: SellOrderProduct, position: number): ProductInsert => ({
  itemIndex: product.item_index,
  position,
  category: product.category,
  brand: product.brand,
  model: product.model,
  modelName: product.modelName,
  colour: product.colour ?? null,
  storage: product.storage ?? null,
  material: product.material ?? null,
  size: product.size ?? null,
  connectivity: product.connectivity ?? null,
  cpu: product.cpu ?? null,
  ram: product.ram ?? null,
  // provider and gpu may be absent or null: the flag keeps which.
  hasProvider: product.provider !== undefined,
  provider: product.provider ?? null,
  hasGpu: product.gpu !== undefined,
  gpu: product.gpu ?? null,
  answers: [...product.answers],
  isInstantSell: product.isInstantSell,
  voucherCode: product.voucherCode,
  voucherValue: product.voucherValue,
  offerWithoutVoucher: product.offerWithoutVoucher,
  offerWithVoucher: product.offerWithVoucher
})

/** The row back as the payload's product: a null attribute column is an absent key. */
const productOf = (row: ProductRow): SellOrderProduct => {
  const attributes: Partial<Record<(typeof optionalAttributes)[number], number>> = {}
  for (const name of optionalAttributes) {
    const value = row[name]
    if (value !== null) attributes[name] = value
  }
  return {
    brand: row.brand,
    model: row.model,
    modelName: row.modelName,
    ...attributes,
    answers: row.answers,
    category: row.category as SellOrderProduct["category"],
    item_index: row.itemIndex,
    isInstantSell: row.isInstantSell,
    voucherCode: row.voucherCode,
    voucherValue: row.voucherValue,
    offerWithoutVoucher: row.offerWithoutVoucher,
    offerWithVoucher: row.offerWithVoucher,
    ...(row.hasProvider ? { provider: row.provider } : {}),
    ...(row.hasGpu ? { gpu: row.gpu } : {})
  }
}

const decodeCourier = decodeStored(Schema.NullOr(CourierAddress), "sell order pickup address")
const decodePayment = decodeStored(Schema.NullOr(PaymentDetails), "sell order payment details")
// The jsonb columns are written through the same schemas: plain JSON objects whatever the caller built
// (the driver cannot bind an object without a prototype, for one).
const encodeCourier = Schema.encodeSync(Schema.NullOr(CourierAddress))
const encodePayment = Schema.encodeSync(Schema.NullOr(PaymentDetails))

/** The stored sell order `id` (a UUID) with every payload field, or none. */
const readSellOrder = (db: Db, id: string): Effect.Effect<Option.Option<StoredSellOrder>, DatabaseError | RepositoryError> =>
  Effect.gen(function* () {
    const [header] = yield* query("sell order", () => db.select().from(sellOrders).where(eq(sellOrders.id, id)))
    if (header === undefined) return Option.none<StoredSellOrder>()
    const products = yield* query("sell order products", () =>
      db.select().from(sellOrderProducts).where(eq(sellOrderProducts.sellOrderId, id)).orderBy(asc(sellOrderProducts.position)))
    return Option.some<StoredSellOrder>({
      sellOrderId: header.id,
      status: header.status,
      createdAt: header.createdAt.getTime(),
      lockReviewItemIndexes: header.lockReviewItemIndexes,
      payload: {
        countryCode: header.market as MarketCode,
        pickupDetailsCourier: yield* decodeCourier(header.pickupDetailsCourier),
        pickupDetailsLocker: header.pickupLockerId === null ? null : { lockerId: header.pickupLockerId },
        paymentDetails: yield* decodePayment(header.paymentDetails),
        orderDate: header.orderDate,
        totalEstimatedOffer: header.totalEstimatedOffer,
        evaluationId: header.evaluationId,
        serviceDbUserId: header.serviceDbUserId,
        userEmail: header.userEmail,
        products: products.map(productOf)
      }
    })
  })

/** The order first stored under the key (same fingerprint), a conflict (another one), or none. */
const byKey = (db: Db, idempotency: SellOrderIdempotency) =>
  Effect.gen(function* () {
    const [row] = yield* query("sell order by key", () =>
      db
        .select({ id: sellOrders.id, fingerprint: sellOrders.fingerprint })
        .from(sellOrders)
        .where(eq(sellOrders.idempotencyKey, idempotency.key)))
    if (row === undefined) return Option.none<StoredSellOrder>()
    if (row.fingerprint !== idempotency.fingerprint) {
      return yield* new IdempotencyConflict({ idempotencyKey: idempotency.key, message: "the key was used for another sell order" })
    }
    const stored = yield* readSellOrder(db, row.id)
    if (Option.isNone(stored)) return yield* Effect.die(`sell order ${row.id} vanished`)
    return stored
  })

export const makeSellOrderRepositoryPg = (database: DatabaseShape) =>
  SellOrderRepository.of({
    save: Effect.fn("SellOrderRepository.save")(function* (order: NewSellOrder, idempotency: SellOrderIdempotency) {
      const { payload } = order
      return yield* orRepositoryError(database.transaction("save sell order", (tx) =>
        Effect.gen(function* () {
          // The key first: a concurrent save of the same key waits here for the other
          // transaction, then finds its order (or takes the key if that one rolled back).
          const [header] = yield* query("insert sell order", () =>
            tx
              .insert(sellOrders)
              .values({
                idempotencyKey: idempotency.key,
                fingerprint: idempotency.fingerprint,
                market: payload.countryCode,
                status: "submitted",
                orderDate: payload.orderDate,
                totalEstimatedOffer: payload.totalEstimatedOffer,
                evaluationId: payload.evaluationId,
                serviceDbUserId: payload.serviceDbUserId,
                userEmail: payload.userEmail,
                pickupDetailsCourier: encodeCourier(payload.pickupDetailsCourier),
                pickupLockerId: payload.pickupDetailsLocker?.lockerId ?? null,
                paymentDetails: encodePayment(payload.paymentDetails),
                lockReviewItemIndexes: [...order.lockReviewItemIndexes],
                createdAt: new Date(order.createdAt)
              })
              .onConflictDoNothing({ target: sellOrders.idempotencyKey })
              .returning({ id: sellOrders.id }))
          if (header === undefined) {
            const earlier = yield* byKey(tx, idempotency)
            if (Option.isNone(earlier)) return yield* Effect.die("the conflicting sell order vanished")
            return earlier.value
          }
          if (payload.products.length > 0) {
            yield* query("insert sell order products", () =>
              tx.insert(sellOrderProducts).values(
                payload.products.map((product, position) => ({ ...productRowOf(product, position), sellOrderId: header.id }))
              ))
          }
          const stored: StoredSellOrder = { ...order, sellOrderId: header.id, status: "submitted" }
          return stored
        })))
    }),

    byIdempotencyKey: Effect.fn("SellOrderRepository.byIdempotencyKey")(function* (idempotency: SellOrderIdempotency) {
      return yield* orRepositoryError(byKey(database.db, idempotency))
    }),

    byId: Effect.fn("SellOrderRepository.byId")(function* (sellOrderId: string) {
      const id = parseUuid(sellOrderId)
      if (id === undefined) return Option.none<StoredSellOrder>()
      return yield* orRepositoryError(readSellOrder(database.db, id))
    }),

    setPaymentDetails: Effect.fn("SellOrderRepository.setPaymentDetails")(function* (sellOrderId: string, details: PaymentDetails) {
      const id = parseUuid(sellOrderId)
      if (id === undefined) return false
      // Only while none are stored (SQL NULL, or a JSON null): one statement, so two completions cannot both win.
      const rows = yield* orRepositoryError(query("set sell order payment details", () =>
        database.db.update(sellOrders)
          .set({ paymentDetails: encodePayment(details) })
          .where(and(eq(sellOrders.id, id), or(isNull(sellOrders.paymentDetails), sql`${sellOrders.paymentDetails} = 'null'::jsonb`)))
          .returning({ id: sellOrders.id })))
      return rows.length > 0
    })
  })

/**
 * SellOrderRepository over the shop database: header row plus one row per device, random UUID ids,
 * idempotent under a unique key.
 */
export const SellOrderRepositoryPg = {
  make: makeSellOrderRepositoryPg,
  layer: Layer.effect(SellOrderRepository, Effect.map(Database, makeSellOrderRepositoryPg))
}
