import { describe, expect, it } from "@effect/vitest"
import { eq } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { OrderRepository } from "@shop/core/backend/ports/OrderRepository"
import { suiteDataset } from "@shop/core/test-support/backend/dataset"
import { pricedOrderOf } from "@shop/core/test-support/backend/orderRepositorySuite"
import { Database } from "../../src/postgres/Database.ts"
import { OrderRepositoryPg } from "../../src/postgres/repositories/OrderRepositoryPg.ts"
import { orders, products } from "../../src/postgres/schema/index.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/**
 * Races on the stock and the idempotency key, beyond the contract suite: many orders at once. On
 * PostgreSQL every placeOrder runs on its own pooled connection, so the transactions really
 * overlap; PGlite has one connection and runs them one after the other.
 */
const stockOf = (productId: number) =>
  Effect.gen(function* () {
    const database = yield* Database
    const [row] = yield* database.query("stock", (db) =>
      db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))
    return row?.stock
  })

const orderCount = Effect.gen(function* () {
  const database = yield* Database
  return (yield* database.query("orders", (db) => db.select({ id: orders.id }).from(orders))).length
})

for (const variant of testVariants()) {
  describe(`placeOrder races on ${variant.name}`, () => {
    const shared = shareDatabase(variant)
    const layer = () => OrderRepositoryPg.layer.pipe(Layer.provideMerge(shared.seeded(suiteDataset)), Layer.orDie)

    it.effect("two orders for the last unit: exactly one succeeds", () =>
      Effect.gen(function* () {
        const repo = yield* OrderRepository
        const results = yield* Effect.all(
          [repo.placeOrder(pricedOrderOf([102], "fp-a"), "last-a", null), repo.placeOrder(pricedOrderOf([102], "fp-b"), "last-b", null)],
          { concurrency: "unbounded", mode: "result" }
        )
        expect(results.filter((r) => r._tag === "Success")).toHaveLength(1)
        expect(results.filter((r) => r._tag === "Failure").map((r) => r._tag === "Failure" && r.failure._tag))
          .toEqual(["ProductOutOfStock"])
        expect(yield* stockOf(102)).toBe(0)
        expect(yield* orderCount).toBe(1)
      }).pipe(Effect.provide(layer())))

    it.effect("twelve shoppers for five units: five orders, stock zero, never negative", () =>
      Effect.gen(function* () {
        const repo = yield* OrderRepository
        const results = yield* Effect.all(
          Array.from({ length: 12 }, (_, i) => repo.placeOrder(pricedOrderOf([104], `fp-${i}`), `crowd-${i}`, null)),
          { concurrency: "unbounded", mode: "result" }
        )
        expect(results.filter((r) => r._tag === "Success")).toHaveLength(5)
        for (const r of results) if (r._tag === "Failure") expect(r.failure._tag).toBe("ProductOutOfStock")
        expect(yield* stockOf(104)).toBe(0)
        expect(yield* orderCount).toBe(5)
      }).pipe(Effect.provide(layer())))

    it.effect("orders naming the same products in opposite orders do not deadlock", () =>
      Effect.gen(function* () {
        const repo = yield* OrderRepository
        // 101 x3 and 104 x5: three pairs of [101, 104] / [104, 101] fit exactly in 101's stock.
        const results = yield* Effect.all(
          Array.from({ length: 6 }, (_, i) =>
            repo.placeOrder(pricedOrderOf(i % 2 === 0 ? [101, 104] : [104, 101], `fp-x${i}`), `cross-${i}`, null)),
          { concurrency: "unbounded", mode: "result" }
        )
        // No RepositoryError (a deadlock would be one): every failure is a clean stock refusal.
        expect(results.filter((r) => r._tag === "Success")).toHaveLength(3)
        for (const r of results) if (r._tag === "Failure") expect(r.failure._tag).toBe("ProductOutOfStock")
        expect(yield* stockOf(101)).toBe(0)
        expect(yield* stockOf(104)).toBe(2)
      }).pipe(Effect.provide(layer())))

    it.effect("one idempotency key sent five times at once: one order, one unit taken", () =>
      Effect.gen(function* () {
        const repo = yield* OrderRepository
        const placed = yield* Effect.all(
          Array.from({ length: 5 }, () => repo.placeOrder(pricedOrderOf([101]), "double-click", null)),
          { concurrency: "unbounded" }
        )
        expect(new Set(placed.map((o) => o.id)).size).toBe(1)
        expect(yield* stockOf(101)).toBe(2)
        expect(yield* orderCount).toBe(1)
        expect(Option.isSome(yield* repo.orderById(placed[0]?.id ?? ""))).toBe(true)
      }).pipe(Effect.provide(layer())))
  })
}
