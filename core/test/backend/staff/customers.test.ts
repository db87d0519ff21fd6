import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { AccountAreaRepository } from "../../../src/backend/account/ports.ts"
import { authenticate, registerAccount } from "../../../src/backend/auth/accounts.ts"
import { UserRepository } from "../../../src/backend/auth/ports.ts"
import { currentSession, issueSessionToken } from "../../../src/backend/auth/sessions.ts"
import { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import { SellOrderRepository } from "../../../src/backend/ports/SellOrderRepository.ts"
import { CustomerDirectory } from "../../../src/backend/staff/customerDirectory.ts"
import { customerDetail, deactivateCustomer, listCustomers, reactivateCustomer } from "../../../src/backend/staff/customers.ts"
import { can, type StaffPermission, StaffRoles } from "../../../src/staff/roles.ts"
import { IdentityMemoryControl } from "@shop/adapters/memory/IdentityMemory"
import { pricedOrderOf } from "../../support/backend/orderRepositorySuite.ts"
import { sampleSellOrders } from "../../support/backend/sellOrderRepositorySuite.ts"
import { auditEntries, staffCustomersMemoryLayer, staffOf } from "../../support/backend/staffMemory.ts"

const run = <A, E>(program: Effect.Effect<A, E, Layer.Success<ReturnType<typeof staffCustomersMemoryLayer>>>) =>
  Effect.provide(program, staffCustomersMemoryLayer())

const support = staffOf("support")
const admin = staffOf("admin")

describe("who may see and deactivate customers", () => {
  it.effect("each role as the roles table says; a refused role reads nothing (the check comes first)", () =>
    Effect.gen(function*() {
      // A directory that dies when asked: a refusal must never reach it.
      const untouchable = Layer.succeed(CustomerDirectory, CustomerDirectory.of({ search: () => Effect.die("read"), byId: () => Effect.die("read") }))
      for (const role of StaffRoles) {
        const actor = staffOf(role)
        const calls: ReadonlyArray<readonly [StaffPermission, Effect.Effect<unknown, unknown, any>]> = [
          ["customers.read", listCustomers(actor, "", 1)],
          ["customers.read", customerDetail(actor, "someone")],
          ["customers.deactivate", deactivateCustomer(actor, "someone")],
          ["customers.deactivate", reactivateCustomer(actor, "someone")]
        ]
        for (const [permission, program] of calls) {
          if (can(role, permission)) continue
          // Only the dying directory is provided: a refusal comes before any other service is asked for.
          const refused = Effect.provide(program, untouchable) as unknown as Effect.Effect<unknown, { readonly _tag: string }>
          const failure = yield* Effect.flip(refused)
          expect(failure, `${role} ${permission}`).toMatchObject({ _tag: "Forbidden", permission })
        }
      }
      expect(can("support", "customers.deactivate") && can("admin", "customers.deactivate")).toBe(true)
      expect(can("warehouse", "customers.read") || can("catalog", "customers.read")).toBe(false)
    }))
})

describe("search and a customer's record", () => {
  it.effect("pages of 25, newest first, with the count of pages; a search by email", () =>
    run(Effect.gen(function*() {
      const users = yield* UserRepository
      for (let n = 1; n <= 30; n++) yield* users.insert({ email: `c${n}@example.ro`, name: `Client ${n}`, passwordHash: "h", createdAt: n })
      const first = yield* listCustomers(support, "", 1)
      expect(first).toMatchObject({ page: 1, pageSize: 25, pageCount: 2, total: 30 })
      expect(first.customers[0]?.email).toBe("c30@example.ro")
      expect((yield* listCustomers(support, "", 2)).customers.map((c) => c.email)).toEqual(["c5@example.ro", "c4@example.ro", "c3@example.ro", "c2@example.ro", "c1@example.ro"])
      expect((yield* listCustomers(support, "", 3)).customers).toEqual([])
      expect((yield* listCustomers(support, "C17@", 1)).customers.map((c) => c.email)).toEqual(["c17@example.ro"])
    })))

  it.effect("the record shows the customer's orders and sales in every market and their returns; an unknown id is NotFound", () =>
    run(Effect.gen(function*() {
      const ana = yield* (yield* UserRepository).insert({ email: "ana@example.ro", name: "Ana", passwordHash: "h", createdAt: 1 })
      const other = yield* (yield* UserRepository).insert({ email: "ion@example.ro", name: "Ion", passwordHash: "h", createdAt: 2 })
      const orders = yield* OrderRepository
      const order = yield* orders.placeOrder(pricedOrderOf([104, 101]), "k-1", ana.id)
      yield* orders.placeOrder(pricedOrderOf([101], "fp-other"), "k-2", other.id)
      const [ro] = sampleSellOrders
      const sale = yield* (yield* SellOrderRepository).save({ ...ro!, payload: { ...ro!.payload, serviceDbUserId: ana.id } }, { key: "s-1", fingerprint: "f-1" })
      yield* (yield* AccountAreaRepository).saveReturn({ orderId: order.id, userId: ana.id, lines: [0], reason: "screen", courierAddress: "Cluj", pickupDate: "2026-11-30", createdAt: 5 })
      const detail = yield* customerDetail(support, ana.id)
      expect(detail.customer).toEqual({ id: ana.id, email: "ana@example.ro", name: "Ana", createdAt: 1, deactivatedAt: null })
      expect(detail.orders).toEqual([{
        id: order.id, market: "RO", placedAt: order.placedAt, paymentState: "created", paymentMethod: "card", total: order.totals.total, devices: 2
      }])
      expect(detail.sales.map((s) => [s.id, s.market, s.status])).toEqual([[sale.sellOrderId, "RO", "submitted"]])
      expect(detail.returns.map((r) => [r.orderId, r.devices, r.reason])).toEqual([[order.id, 1, "screen"]])
      expect(yield* Effect.flip(customerDetail(support, "no-such-user"))).toMatchObject({ _tag: "NotFound", entity: "customer" })
    })))
})

describe("deactivation and reactivation (SPEC 4/6)", () => {
  it.effect("deactivation ends every session at once, refuses sign-in, disables the user at the provider and is audited", () =>
    run(Effect.gen(function*() {
      const ana = yield* registerAccount("ana@example.ro", "secret-42", "Ana")
      const phone = yield* issueSessionToken(ana.uid)
      const laptop = yield* issueSessionToken(ana.uid)
      const after = yield* deactivateCustomer(support, ana.uid)
      expect(after.deactivatedAt).not.toBeNull()
      expect(Option.isNone(yield* currentSession(phone)) && Option.isNone(yield* currentSession(laptop))).toBe(true)
      expect(yield* Effect.flip(authenticate("ana@example.ro", "secret-42"))).toMatchObject({ code: "user-disabled" })
      expect((yield* IdentityMemoryControl.use((c) => c.state)).disabled).toEqual([ana.uid])
      const [entry] = yield* auditEntries
      expect(entry).toMatchObject({
        actorId: support.id, actorEmail: support.email, action: "customer.deactivate", subject: `customer:${ana.uid}`,
        before: { id: ana.uid, deactivatedAt: null }, after: { id: ana.uid, deactivatedAt: after.deactivatedAt }
      })
    })))

  it.effect("deactivating twice is a 409 that completes the provider step again and writes no second entry", () =>
    run(Effect.gen(function*() {
      const ana = yield* registerAccount("ana@example.ro", "secret-42", "Ana")
      yield* deactivateCustomer(support, ana.uid)
      expect(yield* Effect.flip(deactivateCustomer(admin, ana.uid))).toMatchObject({ _tag: "IllegalTransition", from: "deactivated", to: "deactivated" })
      expect((yield* IdentityMemoryControl.use((c) => c.state)).disabled).toEqual([ana.uid, ana.uid])
      expect((yield* auditEntries).length).toBe(1)
    })))

  it.effect("reactivation lets the customer sign in again and is audited; an active customer is a 409; unknown ids are NotFound", () =>
    run(Effect.gen(function*() {
      const ana = yield* registerAccount("ana@example.ro", "secret-42", "Ana")
      expect(yield* Effect.flip(reactivateCustomer(support, ana.uid))).toMatchObject({ _tag: "IllegalTransition", from: "active" })
      yield* deactivateCustomer(support, ana.uid)
      const after = yield* reactivateCustomer(admin, ana.uid)
      expect(after.deactivatedAt).toBeNull()
      expect((yield* authenticate("ana@example.ro", "secret-42")).uid).toBe(ana.uid)
      expect((yield* IdentityMemoryControl.use((c) => c.state)).enabled).toEqual([ana.uid])
      const [newest] = yield* auditEntries
      expect(newest).toMatchObject({ actorId: admin.id, action: "customer.reactivate", before: { deactivatedAt: expect.any(Number) }, after: { deactivatedAt: null } })
      for (const program of [deactivateCustomer(support, "nobody"), reactivateCustomer(support, "nobody")]) {
        expect(yield* Effect.flip(program)).toMatchObject({ _tag: "NotFound" })
      }
      expect((yield* auditEntries).length).toBe(2)
    })))
})
