import { and, asc, count, eq, isNull, or, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { Effect, Layer, Option } from "effect"
import {
  type ProductWrite,
  type StaffProductRecord,
  StaffProductRepository,
  type StaffProductSearch
} from "@shop/core/backend/staff/productPorts"
import { dbIdOfText } from "@shop/core/catalog/dbId"
import type { PriceSpan } from "@shop/core/catalog/omnibus"
import type { RepositoryError } from "@shop/core/errors"
import { Database, type DatabaseShape, type Db, query } from "../Database.ts"
import { products } from "../schema/catalog.ts"
import { productPrices } from "../schema/priceHistory.ts"
import { productOf } from "./productRow.ts"
import { orRepositoryError } from "./support.ts"

/** `q` inside a text column, case aside (lower() on both sides, as the database folds case). */
const holds = (column: AnyPgColumn, q: string): SQL => sql`strpos(lower(${column}), lower(${q})) > 0`

const matching = (search: StaffProductSearch): SQL | undefined => {
  const { q } = search
  const id = q === null ? undefined : dbIdOfText(q)
  return and(
    search.market === null ? undefined : eq(products.market, search.market),
    q === null
      ? undefined
      : or(
        id === undefined ? undefined : eq(products.id, id),
        holds(products.title, q),
        holds(products.modelName, q),
        holds(products.brandName, q),
        holds(products.legacySku, q)
      )
  )
}

const spanOf = (row: typeof productPrices.$inferSelect): PriceSpan => ({
  price: row.price,
  from: row.startedAt.getTime(),
  until: row.endedAt === null ? null : row.endedAt.getTime()
})

/** The product and its history, read on `db` (a transaction's, to read under its lock). */
const recordOn = (db: Db, id: number, lock: boolean) =>
  Effect.gen(function* () {
    const rows = yield* query("staff product", () => {
      const select = db.select().from(products).where(eq(products.id, id))
      return lock ? select.for("update") : select
    })
    const row = rows[0]
    if (row === undefined) return Option.none<StaffProductRecord>()
    const spans = yield* query("price history", () =>
      db.select().from(productPrices).where(eq(productPrices.productId, id)).orderBy(asc(productPrices.startedAt), asc(productPrices.id)))
    return Option.some<StaffProductRecord>({ market: row.market, product: productOf(row), history: spans.map(spanOf) })
  })

/** Stores what core decided: the row's figures, and for a new price the history's close and open. */
const write = (tx: Db, id: number, figures: ProductWrite) =>
  Effect.gen(function* () {
    yield* query("staff product update", () =>
      tx.update(products).set({ price: figures.price, previousPrice: figures.previousPrice, stock: figures.stock }).where(eq(products.id, id)))
    if (figures.priceFrom === null) return
    const from = new Date(figures.priceFrom)
    yield* query("close current price", () =>
      tx.update(productPrices)
        .set({ endedAt: sql`greatest(${productPrices.startedAt}, ${from.toISOString()}::timestamptz)` })
        .where(and(eq(productPrices.productId, id), isNull(productPrices.endedAt))))
    yield* query("open new price", () => tx.insert(productPrices).values({ productId: id, price: figures.price, startedAt: from }))
  })

export const makeStaffProductRepositoryPg = (database: DatabaseShape) =>
  StaffProductRepository.of({
    search: Effect.fn("StaffProductRepository.search")(function* (search: StaffProductSearch) {
      const where = matching(search)
      const [rows, total] = yield* orRepositoryError(Effect.all([
        database.query("staff products", (db) =>
          db.select().from(products).where(where).orderBy(asc(products.id)).limit(search.limit).offset(search.offset)),
        database.query("staff products count", (db) => db.select({ n: count() }).from(products).where(where))
      ], { concurrency: 2 }))
      return { items: rows.map((row) => ({ market: row.market, product: productOf(row) })), total: total[0]?.n ?? 0 }
    }),

    byId: (id) => orRepositoryError(recordOn(database.db, id, false)).pipe(Effect.withSpan("StaffProductRepository.byId")),

    update: <E>(id: number, decide: (current: StaffProductRecord) => Effect.Effect<ProductWrite, E>) =>
      orRepositoryError(database.transaction("staff product update", (tx) =>
        Effect.gen(function* () {
          // The row lock holds an order's stock decrement (and another staff edit) until this commits.
          const before = yield* recordOn(tx, id, true)
          if (Option.isNone(before)) return Option.none()
          yield* write(tx, id, yield* decide(before.value))
          const after = yield* recordOn(tx, id, false)
          return Option.map(after, (record) => ({ before: before.value, after: record }))
        }))).pipe(Effect.withSpan("StaffProductRepository.update")) as Effect.Effect<
          Option.Option<{ readonly before: StaffProductRecord; readonly after: StaffProductRecord }>,
          E | RepositoryError
        >
  })

export const StaffProductRepositoryPg = {
  layer: Layer.effect(StaffProductRepository, Effect.map(Database, makeStaffProductRepositoryPg))
}
