import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import { AccountAreaRepository } from "../../../src/backend/account/ports.ts"
import { WarrantyClaimRepository } from "../../../src/backend/account/warrantyPorts.ts"
import { UserRepository } from "../../../src/backend/auth/ports.ts"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { AfterSalesRepository } from "../../../src/backend/staff/afterSalesPorts.ts"
import { suiteDataset } from "./dataset.ts"
import { pricedOrderOf } from "./orderRepositorySuite.ts"
import { newUser } from "./users.ts"

export type AfterSalesPorts = AfterSalesRepository | AccountAreaRepository | WarrantyClaimRepository | OrderRepository | UserRepository

const everything = { market: null, status: null, offset: 0, limit: 100 } as const

/**
 * Contract every AfterSalesRepository adapter passes. `makeLayer` gives fresh stores (no users, no
 * orders) over the dataset, with the account area's stores of the same storage.
 */
export const afterSalesRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<AfterSalesPorts>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, AfterSalesPorts>) => Effect.provide(effect, makeLayer(suiteDataset))

    const setup = Effect.gen(function*() {
      const ana = yield* newUser("ana-after-sales@example.ro")
      const order = yield* (yield* OrderRepository).placeOrder(pricedOrderOf([104, 101]), "as-1", ana.id)
      const pickup = { courierAddress: "Str. Lalelelor 3, Cluj", pickupDate: "2026-11-25" }
      const returned = yield* (yield* AccountAreaRepository).saveReturn({ orderId: order.id, userId: ana.id, lines: [1, 0], reason: "Too small", ...pickup, createdAt: 1_000 })
      const claim = Option.getOrThrow(yield* (yield* WarrantyClaimRepository).saveClaim({ orderId: order.id, userId: ana.id, line: 1, problem: "The screen stays black", ...pickup, createdAt: 2_000 }))
      return { ana, order, returned, claim }
    })

    it.effect("lists returns and claims, open, with their order's market, newest first; finds one by id", () =>
      run(Effect.gen(function*() {
        const repo = yield* AfterSalesRepository
        const { ana, order, returned, claim } = yield* setup
        const returns = yield* repo.listCases("return", everything)
        expect(returns).toEqual({
          total: 1,
          cases: [{
            kind: "return", id: returned.id, orderId: order.id, market: "RO", userId: ana.id, lines: [1, 0], text: "Too small",
            courierAddress: "Str. Lalelelor 3, Cluj", pickupDate: "2026-11-25", createdAt: 1_000,
            status: "open", decisionReason: null, decidedAt: null, receivedAt: null, refundedAt: null, refundAmount: null, refundMethod: null
          }]
        })
        expect(returned.status).toBe("open")
        const claims = yield* repo.listCases("warranty", everything)
        expect(claims.cases.map((c) => [c.kind, c.id, c.lines, c.text])).toEqual([["warranty", claim.id, [1], "The screen stays black"]])
        expect((yield* repo.listCases("return", { ...everything, market: "BG" })).total).toBe(0)
        expect((yield* repo.listCases("return", { ...everything, status: "accepted" })).total).toBe(0)
        expect(yield* repo.caseById("return", returned.id)).toEqual(Option.some(returns.cases[0]))
        expect(yield* repo.caseById("warranty", returned.id)).toEqual(Option.none())
        for (const id of ["", "nope", "00000000-0000-4000-8000-00000000beef"]) expect(yield* repo.caseById("return", id)).toEqual(Option.none())
      })))

    it.effect("moves a request step by step (compare-and-set), recording the reason, the instants and the refund; the shopper's lists show it", () =>
      run(Effect.gen(function*() {
        const repo = yield* AfterSalesRepository
        const { ana, returned, claim } = yield* setup
        const accepted = yield* repo.moveCase("return", { id: returned.id, from: "open", to: "accepted", at: 5_000, reason: "Within the period", refund: null })
        expect(accepted).toMatchObject({ status: "accepted", decisionReason: "Within the period", decidedAt: 5_000 })
        for (const stale of [{ from: "open", to: "refused" }, { from: "accepted", to: "refunded" }, { from: "accepted", to: "accepted" }] as const) {
          expect(yield* Effect.flip(repo.moveCase("return", { id: returned.id, ...stale, at: 6_000, reason: "x", refund: null })), `${stale.from}->${stale.to}`)
            .toMatchObject({ _tag: "IllegalTransition", from: "accepted" })
        }
        yield* repo.moveCase("return", { id: returned.id, from: "accepted", to: "received", at: 7_000, reason: null, refund: null })
        const refunded = yield* repo.moveCase("return", { id: returned.id, from: "received", to: "refunded", at: 8_000, reason: null, refund: { amount: 1095.5, method: "gateway" } })
        expect(refunded).toMatchObject({ status: "refunded", decisionReason: "Within the period", decidedAt: 5_000, receivedAt: 7_000, refundedAt: 8_000, refundAmount: 1095.5, refundMethod: "gateway" })
        expect((yield* (yield* AccountAreaRepository).returnsOf(ana.id))[0]).toMatchObject({ status: "refunded", refundAmount: 1095.5 })

        const refused = yield* repo.moveCase("warranty", { id: claim.id, from: "open", to: "refused", at: 9_000, reason: "Water damage", refund: null })
        expect(refused).toMatchObject({ status: "refused", decisionReason: "Water damage", decidedAt: 9_000 })
        expect((yield* (yield* WarrantyClaimRepository).claimsOf(ana.id))[0]).toMatchObject({ status: "refused", decisionReason: "Water damage" })
        expect(yield* Effect.flip(repo.moveCase("warranty", { id: "00000000-0000-4000-8000-00000000beef", from: "open", to: "accepted", at: 1, reason: null, refund: null })))
          .toMatchObject({ _tag: "NotFound" })
      })))

    it.effect("a refused claim frees its line for a new one; an accepted one keeps it taken", () =>
      run(Effect.gen(function*() {
        const repo = yield* AfterSalesRepository
        const claims = yield* WarrantyClaimRepository
        const { ana, order, claim } = yield* setup
        const again = { orderId: order.id, userId: ana.id, line: 1, problem: "Still black", courierAddress: "Str. Lalelelor 3, Cluj", pickupDate: "2026-11-26", createdAt: 3_000 }
        yield* repo.moveCase("warranty", { id: claim.id, from: "open", to: "accepted", at: 4_000, reason: null, refund: null })
        expect(yield* claims.saveClaim(again)).toEqual(Option.none())
        const other = yield* (yield* OrderRepository).placeOrder(pricedOrderOf([104], "fp-other"), "as-2", ana.id)
        const second = Option.getOrThrow(yield* claims.saveClaim({ ...again, orderId: other.id, line: 0 }))
        yield* repo.moveCase("warranty", { id: second.id, from: "open", to: "refused", at: 5_000, reason: "Not covered", refund: null })
        expect(Option.isSome(yield* claims.saveClaim({ ...again, orderId: other.id, line: 0, createdAt: 6_000 }))).toBe(true)
      })))

    it.effect("two steps at once: one wins, the other is IllegalTransition", () =>
      run(Effect.gen(function*() {
        const repo = yield* AfterSalesRepository
        const { returned } = yield* setup
        const results = yield* Effect.all([
          Effect.result(repo.moveCase("return", { id: returned.id, from: "open", to: "accepted", at: 1, reason: null, refund: null })),
          Effect.result(repo.moveCase("return", { id: returned.id, from: "open", to: "refused", at: 1, reason: "No", refund: null }))
        ], { concurrency: "unbounded" })
        expect(results.filter((r) => r._tag === "Success")).toHaveLength(1)
      })))
  })
