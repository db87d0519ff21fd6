import { asc, eq, inArray } from "drizzle-orm"
import { Effect, Option, Schema } from "effect"
import type { RepositoryError } from "@shop/core/errors"
import type { MarketCode } from "@shop/core/markets/market"
import { CourierAddress } from "@shop/core/sell/delivery"
import { PaymentDetails } from "@shop/core/sell/payment"
import type { SellOrderProduct } from "@shop/core/sell/sellOrder"
import type { StoredSellOrder } from "@shop/core/sell/sellTypes"
import { query, type DatabaseError, type Db } from "../Database.ts"
import { sellOrderProducts, sellOrders } from "../schema/sellOrders.ts"
import { decodeStored } from "./support.ts"

/** A sell order's rows <-> core's StoredSellOrder (the submission's side; the staff's is SellOrderProgressPg). */

type HeaderRow = typeof sellOrders.$inferSelect
type ProductRow = typeof sellOrderProducts.$inferSelect
type ProductInsert = Omit<typeof sellOrderProducts.$inferInsert, "sellOrderId">

const optionalAttributes = ["colour", "storage", "material", "size", "connectivity", "cpu", "ram"] as const

export const productRowOf = (product: SellOrderProduct, position: number): ProductInsert => ({
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
export const encodeCourier = Schema.encodeSync(Schema.NullOr(CourierAddress))
export const encodePayment = Schema.encodeSync(Schema.NullOr(PaymentDetails))

/** The stored order of a header row and its device rows (in position order). */
const storedOf = (header: HeaderRow, products: ReadonlyArray<ProductRow>): Effect.Effect<StoredSellOrder, RepositoryError> =>
  Effect.gen(function* () {
    return {
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
    }
  })

/** The stored orders of header rows, in their order, their devices read in one query. */
export const storedSellOrders = (
  db: Db,
  headers: ReadonlyArray<HeaderRow>
): Effect.Effect<ReadonlyArray<StoredSellOrder>, DatabaseError | RepositoryError> =>
  Effect.gen(function* () {
    if (headers.length === 0) return []
    const products = yield* query("sell order products", () =>
      db.select().from(sellOrderProducts)
        .where(inArray(sellOrderProducts.sellOrderId, headers.map((h) => h.id)))
        .orderBy(asc(sellOrderProducts.sellOrderId), asc(sellOrderProducts.position)))
    return yield* Effect.forEach(headers, (header) => storedOf(header, products.filter((p) => p.sellOrderId === header.id)))
  })

/** The stored sell order `id` (a UUID) with every payload field, or none. */
export const readSellOrder = (db: Db, id: string): Effect.Effect<Option.Option<StoredSellOrder>, DatabaseError | RepositoryError> =>
  Effect.gen(function* () {
    const headers = yield* query("sell order", () => db.select().from(sellOrders).where(eq(sellOrders.id, id)))
    const [stored] = yield* storedSellOrders(db, headers)
    return Option.fromNullishOr(stored)
  })
