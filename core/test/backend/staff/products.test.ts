import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import { AuditLogMemory } from "@shop/adapters/memory/backend/AuditLogMemory"
import { MemoryState } from "@shop/adapters/memory/backend/memoryState"
import { staffProductRepositoryMemoryLayer } from "@shop/adapters/memory/backend/StaffProductRepositoryMemory"
import { AuditLog } from "../../../src/backend/staff/audit.ts"
import { StaffProductRepository } from "../../../src/backend/staff/productPorts.ts"
import {
  decideProductWrite,
  listStaffProducts,
  staffProductDetail,
  StaffProductPatch,
  updateStaffProduct
} from "../../../src/backend/staff/products.ts"
import { changePrice, currentReference, type PriceSpan } from "../../../src/catalog/omnibus.ts"
import { StaffRoles, can, type StaffActor, type StaffRole } from "../../../src/staff/roles.ts"
import { suiteDataset } from "../../support/backend/dataset.ts"

const day = 24 * 60 * 60 * 1000

const actor = (role: StaffRole): StaffActor => ({ id: `staff-${role}`, email: `${role}@shop.test`, name: role, role, language: "en" })
const catalog = actor("catalog")

const backend = () => Layer.mergeAll(staffProductRepositoryMemoryLayer(new MemoryState(suiteDataset)), AuditLogMemory.layer)

const auditEntries = Effect.gen(function*() {
  return (yield* (yield* AuditLog).list(0, 100)).entries
})

const recordOf = (id: number) => Effect.gen(function*() {
  return Option.getOrThrow(yield* (yield* StaffProductRepository).byId(id))
})

describe("staff products (core/src/backend/staff/products.ts)", () => {
  it.effect("lists 25 a page, one market or all, searching title, model, brand, SKU and id", () =>
    Effect.gen(function*() {
      const all = yield* listStaffProducts(catalog, {})
      expect(all.items.map((p) => p.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 201, 301])
      expect(all).toMatchObject({ total: 9, page: 1, pageSize: 25 })
      expect(all.items[0]).toEqual({
        id: 101, market: "RO", sku: "SKU-101", title: "iPhone 13 Pro 128 GB, Sierra Blue", brandName: "Apple",
        modelName: "iPhone 13 Pro", category: "smartphone", shape: "excellent", price: 3000, previousPrice: 3500,
        discountPercent: 14, retailPrice: 4000, stock: 3
      })
      expect((yield* listStaffProducts(catalog, { market: "BG", q: " iphone " })).items.map((p) => p.id)).toEqual([201])
      expect((yield* listStaffProducts(catalog, { q: "301" })).items.map((p) => p.id)).toEqual([301])
      expect((yield* listStaffProducts(catalog, { page: 2 })).items).toEqual([])
    }).pipe(Effect.provide(backend())))

  it.effect("answers a product's history, newest first, with what a cut now and its current price may announce", () =>
    Effect.gen(function*() {
      yield* TestClock.adjust(3 * day)
      const detail = yield* staffProductDetail(catalog, 101)
      // 101 shows 3500 struck through: reduced from 3500 two days before the data was loaded.
      expect(detail.history.map((s) => s.price)).toEqual([3000, 3500])
      expect(detail.history[0]?.until).toBeNull()
      expect(detail.allowedPreviousPrice).toBe(3500)
      expect(detail.lowestPrice30Days).toBe(3000)
      expect(yield* Effect.flip(staffProductDetail(catalog, 999))).toMatchObject({ _tag: "NotFound", entity: "product" })
    }).pipe(Effect.provide(backend())))

  it.effect("a cut is announced against the lowest price of the 30 days before it, and audited", () =>
    Effect.gen(function*() {
      yield* TestClock.adjust(day)
      const cut = yield* updateStaffProduct(catalog, 102, { price: 2399.99 })
      expect(cut).toMatchObject({ price: 2399.99, previousPrice: 2600, discountPercent: 8, stock: 1 })
      expect(cut.history.map((s) => s.price)).toEqual([2399.99, 2600])
      expect(cut.history[0]?.from).toBe(new Date(day).toISOString())
      expect(yield* auditEntries).toEqual([expect.objectContaining({
        actorId: "staff-catalog",
        actorEmail: "catalog@shop.test",
        action: "product.update",
        subject: "product:102",
        at: day,
        before: { market: "RO", price: 2600, previousPrice: null, stock: 1 },
        after: { market: "RO", price: 2399.99, previousPrice: 2600, stock: 1 }
      })])
      // A second cut soon after is announced against the first cut's price, the lowest of its window.
      yield* TestClock.adjust(day)
      expect(yield* updateStaffProduct(catalog, 102, { price: 2200 })).toMatchObject({ previousPrice: 2399.99, discountPercent: 8 })
    }).pipe(Effect.provide(backend())))

  it.effect("a rise then a cut back within 30 days shows no reduction", () =>
    Effect.gen(function*() {
      yield* TestClock.adjust(day)
      expect(yield* updateStaffProduct(catalog, 102, { price: 2900 })).toMatchObject({ previousPrice: null, discountPercent: null })
      yield* TestClock.adjust(10 * day)
      expect(yield* updateStaffProduct(catalog, 102, { price: 2600 })).toMatchObject({ price: 2600, previousPrice: null, discountPercent: null })
      // Once the 2600 it was before the rise has left the window, a cut is a reduction against 2900 again.
      yield* TestClock.adjust(40 * day)
      expect(yield* updateStaffProduct(catalog, 102, { price: 2500 })).toMatchObject({ previousPrice: 2600 })
    }).pipe(Effect.provide(backend())))

  it.effect("a cut just after a running reduction is announced against the reduced price, not the old one", () =>
    Effect.gen(function*() {
      yield* TestClock.adjust(day)
      expect(yield* updateStaffProduct(catalog, 101, { price: 2900 })).toMatchObject({ previousPrice: 3000, discountPercent: 3 })
    }).pipe(Effect.provide(backend())))

  it.effect("refuses a previous price the rule does not give (422, nothing written, nothing audited); accepts the one it gives or none", () =>
    Effect.gen(function*() {
      const before = yield* recordOf(102)
      const refused = yield* Effect.flip(updateStaffProduct(catalog, 102, { price: 2400, previousPrice: 3000 }))
      expect(refused).toMatchObject({ _tag: "ValidationFailed", fields: { previousPrice: "staff-previous-price-omnibus" } })
      expect(refused.message).toContain("2600")
      // 102 has had no reduction: no previous price may be announced for its current price.
      const none = yield* Effect.flip(updateStaffProduct(catalog, 102, { previousPrice: 2700, stock: 9 }))
      expect(none).toMatchObject({ _tag: "ValidationFailed" })
      expect(yield* recordOf(102)).toEqual(before)
      expect(yield* auditEntries).toEqual([])
      expect(yield* updateStaffProduct(catalog, 102, { price: 2400, previousPrice: 2600 })).toMatchObject({ previousPrice: 2600 })
      expect(yield* updateStaffProduct(catalog, 102, { previousPrice: null })).toMatchObject({ price: 2400, previousPrice: null })
      // Withheld, then announced again: against the same reference, fixed at the reduction.
      yield* TestClock.adjust(45 * day)
      expect(yield* updateStaffProduct(catalog, 102, { previousPrice: 2600 })).toMatchObject({ previousPrice: 2600 })
    }).pipe(Effect.provide(backend())))

  it.effect("changes stock alone without touching prices or history; a price kept is no change", () =>
    Effect.gen(function*() {
      const before = yield* recordOf(104)
      const after = yield* updateStaffProduct(catalog, 104, { stock: 0, price: 1800 })
      expect(after).toMatchObject({ price: 1800, previousPrice: 2400, stock: 0 })
      expect((yield* recordOf(104)).history).toEqual(before.history)
    }).pipe(Effect.provide(backend())))

  it.effect("refuses an empty patch (400) and an unknown product (404), writing and auditing nothing", () =>
    Effect.gen(function*() {
      expect(yield* Effect.flip(updateStaffProduct(catalog, 101, {}))).toMatchObject({ _tag: "InvalidRequest" })
      expect(yield* Effect.flip(updateStaffProduct(catalog, 999, { stock: 1 }))).toMatchObject({ _tag: "NotFound" })
      expect(yield* auditEntries).toEqual([])
    }).pipe(Effect.provide(backend())))

  it.effect("lets a role read with products.read and edit with products.edit only (403 first, nothing written)", () =>
    Effect.gen(function*() {
      for (const role of StaffRoles) {
        const who = actor(role)
        const listed = yield* Effect.exit(listStaffProducts(who, {}))
        expect(listed._tag === "Success", `${role} list`).toBe(can(role, "products.read"))
        const before = yield* recordOf(105)
        const edited = yield* Effect.result(updateStaffProduct(who, 105, { stock: before.product.stock + 1 }))
        if (can(role, "products.edit")) {
          expect(edited._tag, role).toBe("Success")
        } else {
          expect(edited, role).toMatchObject({ _tag: "Failure", failure: { _tag: "Forbidden", permission: "products.edit" } })
          expect(yield* recordOf(105)).toEqual(before)
        }
      }
      expect((yield* auditEntries).map((e) => e.actorId).sort()).toEqual(["staff-admin", "staff-catalog"])
      // The catalog and admin roles edit; support and warehouse only read.
      expect(StaffRoles.filter((role) => can(role, "products.edit"))).toEqual(["admin", "catalog"])
    }).pipe(Effect.provide(backend())))

  it("decodes a patch: positive money with at most 2 decimals, stock a whole number from 0", () => {
    const decode = Schema.decodeUnknownOption(StaffProductPatch)
    expect(Option.isSome(decode({ price: 19.99, stock: 0, previousPrice: null }))).toBe(true)
    expect(Option.isSome(decode({ price: 1234567.1 }))).toBe(true)
    for (const bad of [{ price: 0 }, { price: -5 }, { price: 1.001 }, { price: "10" }, { price: Infinity }, { price: 2e7 },
      { stock: -1 }, { stock: 1.5 }, { stock: "3" }, { previousPrice: 0.005 }, { previousPrice: -1 }]) {
      expect(Option.isNone(decode(bad)), JSON.stringify(bad)).toBe(true)
    }
  })

  it("never writes a previous price that is not the Omnibus reference of the price written (property)", () => {
    const price = fc.integer({ min: 1, max: 300_000 }).map((minor) => minor / 100)
    const changes = fc.array(fc.tuple(price, fc.integer({ min: 0, max: 50 * day })), { minLength: 1, maxLength: 8 })
    const patch = fc.record({
      price: fc.option(price, { nil: undefined }),
      previousPrice: fc.option(fc.option(price, { nil: null }), { nil: undefined }),
      stock: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined })
    })
    fc.assert(fc.property(changes, patch, fc.integer({ min: 0, max: 40 * day }), (steps, raw, gap) => {
      let history: ReadonlyArray<PriceSpan> = []
      let at = 0
      for (const [p, g] of steps) {
        at += g
        history = changePrice(history, p, at).history
      }
      const current = history.at(-1)!.price
      const record = {
        market: "RO" as const,
        product: { ...suiteDataset.products[0]!.product, price: current, previousPrice: currentReference(history) },
        history
      }
      const wanted = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as StaffProductPatch
      const now = at + gap
      const exit = Effect.runSyncExit(decideProductWrite(record, wanted, now))
      if (exit._tag === "Failure") {
        // Refused only for a previous price asked that is not the rule's.
        expect(typeof wanted.previousPrice).toBe("number")
        return
      }
      const written = exit.value
      const after = written.priceFrom === null ? history : changePrice(history, written.price, written.priceFrom).history
      if (written.previousPrice !== null) {
        expect(written.previousPrice).toBeGreaterThan(written.price)
        expect(written.previousPrice).toBe(currentReference(after))
      }
      if (wanted.previousPrice === null) expect(written.previousPrice).toBeNull()
      expect(written.stock).toBe(wanted.stock ?? record.product.stock)
    }))
  })
})
