import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import { WarrantyClaimRepository } from "../../../src/backend/account/warrantyPorts.ts"
import { UserRepository } from "../../../src/backend/auth/ports.ts"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { suiteDataset } from "./dataset.ts"
import { pricedOrderOf } from "./orderRepositorySuite.ts"
import { newUser } from "./users.ts"

export type WarrantyClaimPorts = WarrantyClaimRepository | OrderRepository | UserRepository


/**
 * Contract every WarrantyClaimRepository adapter passes. `makeLayer` gives fresh stores (no users, no
 * orders) over the dataset, with the OrderRepository and UserRepository of the same storage.
 */
export const warrantyClaimRepositorySuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<WarrantyClaimPorts>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, WarrantyClaimPorts>) => Effect.provide(effect, makeLayer(suiteDataset))

    it.effect("stores open requests and lists a user's requests newest first", () =>
      run(Effect.gen(function*() {
        const repo = yield* WarrantyClaimRepository
        const orders = yield* OrderRepository
        const ana = yield* newUser("ana-warranty@example.ro")
        const ion = yield* newUser("ion-warranty@example.ro")
        const order = yield* orders.placeOrder(pricedOrderOf([104, 101]), "w-1", null)
        const base = { orderId: order.id, userId: ana.id, problem: "The screen stays black after charging", courierAddress: "Str. Lalelelor 3, Cluj", pickupDate: "2026-11-25" }
        const first = Option.getOrThrow(yield* repo.saveClaim({ ...base, line: 0, createdAt: 1_000 }))
        const second = Option.getOrThrow(yield* repo.saveClaim({ ...base, line: 1, createdAt: 2_000 }))
        expect(first).toMatchObject({ ...base, line: 0, createdAt: 1_000, status: "open" })
        expect(first.id).not.toBe(second.id)
        expect(yield* repo.claimsOf(ana.id)).toEqual([second, first])
        expect(yield* repo.claimsOf(ion.id)).toEqual([])
        expect(yield* repo.claimsOf("no-such-user")).toEqual([])
      })))

    it.effect("keeps one open request per order line: a second one is refused and nothing is written", () =>
      run(Effect.gen(function*() {
        const repo = yield* WarrantyClaimRepository
        const orders = yield* OrderRepository
        const ana = yield* newUser("ana-warranty@example.ro")
        const order = yield* orders.placeOrder(pricedOrderOf([104]), "w-1", null)
        const other = yield* orders.placeOrder(pricedOrderOf([104], "fp-2"), "w-2", null)
        const claim = { orderId: order.id, userId: ana.id, line: 0, problem: "Does not charge any more", courierAddress: "Str. Lalelelor 3", pickupDate: "2026-11-25", createdAt: 1_000 }
        expect(Option.isSome(yield* repo.saveClaim(claim))).toBe(true)
        expect(yield* repo.saveClaim({ ...claim, problem: "Again", createdAt: 2_000 })).toEqual(Option.none())
        // The same line index of another order is another device.
        expect(Option.isSome(yield* repo.saveClaim({ ...claim, orderId: other.id, createdAt: 3_000 }))).toBe(true)
        const listed = yield* repo.claimsOf(ana.id)
        expect(listed.map((c) => [c.orderId, c.line])).toEqual([[other.id, 0], [order.id, 0]])
      })))

    it.effect("saves concurrent requests for one line at most once", () =>
      run(Effect.gen(function*() {
        const repo = yield* WarrantyClaimRepository
        const orders = yield* OrderRepository
        const ana = yield* newUser("ana-warranty@example.ro")
        const order = yield* orders.placeOrder(pricedOrderOf([104]), "w-1", null)
        const claim = { orderId: order.id, userId: ana.id, line: 0, problem: "Does not charge any more", courierAddress: "Str. Lalelelor 3", pickupDate: "2026-11-25", createdAt: 1_000 }
        const results = yield* Effect.all([repo.saveClaim(claim), repo.saveClaim(claim), repo.saveClaim(claim)], { concurrency: "unbounded" })
        expect(results.filter(Option.isSome).length).toBe(1)
        expect((yield* repo.claimsOf(ana.id)).length).toBe(1)
      })))
  })
