import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option, Schema } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { type ProductWrite, StaffProductRepository } from "../../../src/backend/staff/productPorts.ts"
import { previousPriceOf } from "../../../src/catalog/discount.ts"
import { currentReference, currentSpan } from "../../../src/catalog/omnibus.ts"
import { suiteDataset } from "./dataset.ts"

class Refused extends Schema.TaggedError<Refused>()("Refused", {}) {}

const ids = (page: { readonly items: ReadonlyArray<{ readonly product: { readonly id: number } }> }) =>
  page.items.map((row) => row.product.id)

const day = 24 * 60 * 60 * 1000

/**
 * Contract every StaffProductRepository adapter passes, seeded with the suite dataset (products of
 * RO, BG and GR; their price history written as a dataset's: adapters' seed/priceHistory.ts).
 */
export const staffProductRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<StaffProductRepository>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, StaffProductRepository>) => Effect.provide(effect, makeLayer(suiteDataset))
    const search = (q: string | null, market: "RO" | "BG" | "GR" | null = null, offset = 0, limit = 25) =>
      Effect.gen(function*() {
        return yield* (yield* StaffProductRepository).search({ market, q, offset, limit })
      })

    it.effect("lists every market's products by id, one market's on asking, paged with the total", () =>
      run(Effect.gen(function*() {
        expect(ids(yield* search(null))).toEqual([101, 102, 103, 104, 105, 106, 107, 201, 301])
        expect((yield* search(null)).total).toBe(9)
        expect(ids(yield* search(null, "RO"))).toEqual([101, 102, 103, 104, 105, 106, 107])
        expect(ids(yield* search(null, "GR"))).toEqual([301])
        const second = yield* search(null, null, 3, 3)
        expect(ids(second)).toEqual([104, 105, 106])
        expect(second.total).toBe(9)
        expect(ids(yield* search(null, null, 30, 3))).toEqual([])
      })))

    it.effect("finds by id, and by title, model, brand or SKU whatever the case", () =>
      run(Effect.gen(function*() {
        expect(ids(yield* search("104"))).toEqual([104])
        expect(ids(yield* search("iphone 13"))).toEqual([101, 102, 103, 201])
        expect(ids(yield* search("IPHONE", "BG"))).toEqual([201])
        expect(ids(yield* search("samsung"))).toEqual([104, 301])
        expect(ids(yield* search("graphite"))).toEqual([103])
        expect(ids(yield* search("sku-10"))).toEqual([101, 102, 103, 104, 105, 106, 107])
        expect((yield* search("nothing like it")).total).toBe(0)
        // Text that SQL's LIKE would read as a pattern is plain text here.
        expect(ids(yield* search("%"))).toEqual([])
        expect(ids(yield* search("_"))).toEqual([])
      })))

    it.effect("reads any market's product with a history that agrees with the previous price it shows", () =>
      run(Effect.gen(function*() {
        const repo = yield* StaffProductRepository
        for (const { market, product } of suiteDataset.products) {
          const record = yield* repo.byId(product.id)
          expect(Option.map(record, (r) => [r.market, r.product])).toEqual(Option.some([market, product]))
          const history = Option.getOrThrow(record).history
          expect(currentSpan(history)?.price).toBe(product.price)
          expect(history.filter((span) => span.until === null)).toHaveLength(1)
          expect(currentReference(history)).toBe(previousPriceOf(product.price, product.previousPrice))
        }
        expect(yield* repo.byId(999)).toEqual(Option.none())
      })))

    it.effect("writes what was decided: the figures, and for a new price the history closed and opened at its instant", () =>
      run(Effect.gen(function*() {
        const repo = yield* StaffProductRepository
        const start = Option.getOrThrow(yield* repo.byId(102))
        const opened = currentSpan(start.history)!.from + 3 * day
        const write: ProductWrite = { price: 2400.5, previousPrice: 2600, stock: 7, priceFrom: opened }
        const updated = Option.getOrThrow(yield* repo.update(102, (current) => {
          expect(current).toEqual(start)
          return Effect.succeed(write)
        }))
        expect(updated.before).toEqual(start)
        expect(updated.after.product).toEqual({ ...start.product, price: 2400.5, previousPrice: 2600, stock: 7 })
        expect(updated.after.history).toEqual([
          ...start.history.map((span) => (span.until === null ? { ...span, until: opened } : span)),
          { price: 2400.5, from: opened, until: null }
        ])
        expect(yield* repo.byId(102)).toEqual(Option.some(updated.after))
        expect((yield* search("102")).items[0]?.product.price).toBe(2400.5)
      })))

    it.effect("keeps the history when the price stays (stock, previous price)", () =>
      run(Effect.gen(function*() {
        const repo = yield* StaffProductRepository
        const start = Option.getOrThrow(yield* repo.byId(101))
        const updated = Option.getOrThrow(yield* repo.update(101, () => Effect.succeed({ price: 3000, previousPrice: null, stock: 0, priceFrom: null })))
        expect(updated.after.history).toEqual(start.history)
        expect(updated.after.product).toEqual({ ...start.product, previousPrice: null, stock: 0 })
      })))

    it.effect("writes nothing when the decision fails, and asks nothing for an unknown id", () =>
      run(Effect.gen(function*() {
        const repo = yield* StaffProductRepository
        const start = yield* repo.byId(104)
        const failure = yield* Effect.flip(repo.update(104, () => Effect.fail(new Refused())))
        expect(failure._tag).toBe("Refused")
        expect(yield* repo.byId(104)).toEqual(start)
        let asked = false
        const none = yield* repo.update(999, () => {
          asked = true
          return Effect.succeed({ price: 1, previousPrice: null, stock: 1, priceFrom: null })
        })
        expect(none).toEqual(Option.none())
        expect(asked).toBe(false)
      })))
  })
