import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import { UserRepository } from "../../../src/backend/auth/ports.ts"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { CustomerDirectory } from "../../../src/backend/staff/customerDirectory.ts"
import { customerQueryOf } from "../../../src/staff/customerSearch.ts"
import { suiteDataset } from "./dataset.ts"
import { pricedOrderOf } from "./orderRepositorySuite.ts"

export type CustomerDirectoryPorts = CustomerDirectory | UserRepository | OrderRepository

const insert = (email: string, name: string | null, createdAt: number) =>
  UserRepository.use((users) => users.insert({ email, name, passwordHash: "hash", createdAt }))

const emails = (found: { readonly customers: ReadonlyArray<{ readonly email: string }> }) => found.customers.map((c) => c.email)

/**
 * Contract every CustomerDirectory adapter passes. `makeLayer` gives fresh stores (no users, no
 * orders) over the dataset, with the UserRepository and OrderRepository of the same storage.
 */
export const customerDirectorySuite = (name: string, makeLayer: (dataset: BackendDataset) => Layer.Layer<CustomerDirectoryPorts>) =>
  describe(`${name} (CustomerDirectory contract)`, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, CustomerDirectoryPorts>) => Effect.provide(effect, makeLayer(suiteDataset))
    const search = (q: string, offset = 0, limit = 25) =>
      CustomerDirectory.use((directory) => directory.search(customerQueryOf(q), { offset, limit }))

    it.effect("an empty query lists every customer, newest account first, a slice at a time, with the total", () =>
      run(Effect.gen(function*() {
        for (let n = 1; n <= 7; n++) yield* insert(`user${n}@example.ro`, `User ${n}`, 1_000 * n)
        const first = yield* search("", 0, 3)
        expect(emails(first)).toEqual(["user7@example.ro", "user6@example.ro", "user5@example.ro"])
        expect(first.total).toBe(7)
        expect(emails(yield* search("  ", 6, 3))).toEqual(["user1@example.ro"])
        const past = yield* search("", 30, 3)
        expect(past).toEqual({ customers: [], total: 7 })
      })))

    it.effect("text matches the email or the name anywhere, whatever the case; % and _ are plain characters", () =>
      run(Effect.gen(function*() {
        const ana = yield* insert("ana.pop@example.ro", "Ana Popescu", 1)
        yield* insert("ion@example.bg", "Ion Ionescu", 2)
        yield* insert("maria_x@example.hu", null, 3)
        expect(emails(yield* search("POPESCU"))).toEqual(["ana.pop@example.ro"])
        expect(emails(yield* search("escu"))).toEqual(["ion@example.bg", "ana.pop@example.ro"])
        expect(emails(yield* search("Example.BG"))).toEqual(["ion@example.bg"])
        expect(emails(yield* search("_x@"))).toEqual(["maria_x@example.hu"])
        expect(emails(yield* search("%"))).toEqual([])
        expect(emails(yield* search("nobody"))).toEqual([])
        const found = (yield* search("ana.pop")).customers[0]
        expect(found).toEqual({ id: ana.id, email: "ana.pop@example.ro", name: "Ana Popescu", createdAt: 1, deactivatedAt: null })
      })))

    it.effect("a phone number finds the customers whose orders carry it, whatever its prefix and spacing; a guest's order finds nobody", () =>
      run(Effect.gen(function*() {
        const orders = yield* OrderRepository
        const ana = yield* insert("ana@example.ro", "Ana", 1)
        const ion = yield* insert("ion@example.ro", "Ion", 2)
        yield* insert("eva@example.ro", "Eva", 3)
        const order = pricedOrderOf([104])
        yield* orders.placeOrder({ ...order, contact: { ...order.contact, phone: "+40 722 123 456" } }, "k-1", ana.id)
        yield* orders.placeOrder({ ...pricedOrderOf([101], "fp-2"), contact: { ...order.contact, phone: "0733 999 888" } }, "k-2", ion.id)
        yield* orders.placeOrder({ ...pricedOrderOf([101], "fp-3"), contact: { ...order.contact, phone: "0744 555 666" } }, "k-3", null)
        for (const q of ["0722123456", "0722 123 456", "+40722123456", "0040 722-123-456", "(0722) 123.456"]) {
          expect(emails(yield* search(q)), q).toEqual(["ana@example.ro"])
        }
        expect(emails(yield* search("0733999888"))).toEqual(["ion@example.ro"])
        expect(emails(yield* search("0744555666"))).toEqual([])
        expect((yield* search("0722123456")).total).toBe(1)
      })))

    it.effect("byId answers a customer as stored (deactivation included), none for an unknown id", () =>
      run(Effect.gen(function*() {
        const directory = yield* CustomerDirectory
        const ana = yield* insert("ana@example.ro", "Ana", 5)
        yield* (yield* UserRepository).setDeactivatedAt(ana.id, 9_000)
        expect(yield* directory.byId(ana.id)).toEqual(Option.some({ id: ana.id, email: "ana@example.ro", name: "Ana", createdAt: 5, deactivatedAt: 9_000 }))
        expect(yield* directory.byId("no-such-user")).toEqual(Option.none())
        expect(yield* directory.byId("")).toEqual(Option.none())
      })))
  })
