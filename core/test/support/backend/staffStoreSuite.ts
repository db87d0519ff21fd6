import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Exit, Option } from "effect"
import { AuditLog } from "../../../src/backend/staff/audit.ts"
import { type NewStaff, StaffRepository, StaffSessionRepository } from "../../../src/backend/staff/ports.ts"

type Stores = StaffRepository | StaffSessionRepository | AuditLog

const t0 = Date.UTC(2026, 10, 27, 9)
const hour = 60 * 60 * 1000

const member = (email: string, role: NewStaff["role"] = "support"): NewStaff => ({
  email, name: "Ioana Radu", role, language: "ro", passwordHash: "$hash", createdAt: t0
})

/**
 * The contract of the staff stores (issue 18): StaffRepository, StaffSessionRepository and AuditLog.
 * Every adapter (memory, PGlite, PostgreSQL) runs it on a fresh, empty layer per test.
 */
export const staffStoreSuite = (name: string, makeLayer: () => Layer.Layer<Stores, unknown>) =>
  describe(name, () => {
    const run = <A, E>(program: Effect.Effect<A, E, Stores>) => program.pipe(Effect.provide(makeLayer()))

    it.effect("stores a member with a lower-cased email, finds them by id and by email in any case, refuses a second one", () =>
      run(Effect.gen(function*() {
        const staff = yield* StaffRepository
        const ioana = yield* staff.insert(member("ioana@shop.example"))
        expect(ioana).toMatchObject({ email: "ioana@shop.example", role: "support", language: "ro", disabledAt: null, createdAt: t0 })
        expect(yield* staff.findById(ioana.id)).toEqual(Option.some(ioana))
        expect(yield* staff.findByEmail(" IOANA@Shop.Example ")).toEqual(Option.some(ioana))
        expect(yield* staff.findById("not-a-uuid")).toEqual(Option.none())
        expect(yield* staff.findById("00000000-0000-4000-8000-000000000000")).toEqual(Option.none())
        const again = yield* Effect.exit(staff.insert(member("IOANA@shop.example")))
        expect(Exit.isFailure(again)).toBe(true)
        expect(yield* staff.count).toBe(1)
      })))

    it.effect("updates only what is given and lists members by email", () =>
      run(Effect.gen(function*() {
        const staff = yield* StaffRepository
        const b = yield* staff.insert(member("b@shop.example"))
        yield* staff.insert(member("a@shop.example", "catalog"))
        const changed = yield* staff.update(b.id, { role: "warehouse", disabledAt: t0 + 5 })
        expect(changed).toEqual(Option.some({ ...b, role: "warehouse", disabledAt: t0 + 5 }))
        expect(yield* staff.update(b.id, { disabledAt: null })).toEqual(Option.some({ ...b, role: "warehouse" }))
        expect(yield* staff.update("00000000-0000-4000-8000-000000000000", { role: "admin" })).toEqual(Option.none())
        expect((yield* staff.list).map((m) => m.email)).toEqual(["a@shop.example", "b@shop.example"])
      })))

    it.effect("finds a live session with its member as stored now, until it expires or is revoked", () =>
      run(Effect.gen(function*() {
        const staff = yield* StaffRepository
        const sessions = yield* StaffSessionRepository
        const ioana = yield* staff.insert(member("ioana@shop.example"))
        yield* sessions.create({ digest: "d1", staffId: ioana.id, createdAt: t0, expiresAt: t0 + 12 * hour })
        yield* sessions.create({ digest: "d2", staffId: ioana.id, createdAt: t0, expiresAt: t0 + 12 * hour })
        expect(yield* sessions.find("d1", t0 + 1)).toEqual(Option.some({ staff: ioana, createdAt: t0, expiresAt: t0 + 12 * hour }))
        expect(yield* sessions.find("d1", t0 + 12 * hour)).toEqual(Option.none())
        yield* staff.update(ioana.id, { role: "admin" })
        expect(Option.map(yield* sessions.find("d1", t0), (s) => s.staff.role)).toEqual(Option.some("admin"))
        yield* sessions.revoke("d1")
        expect(yield* sessions.find("d1", t0)).toEqual(Option.none())
        expect(yield* sessions.revokeAll(ioana.id)).toBe(1)
        expect(yield* sessions.find("d2", t0)).toEqual(Option.none())
        expect(yield* sessions.revokeAll(ioana.id)).toBe(0)
      })))

    it.effect("keeps audit entries as written (JSON), newest first, paged, with the total", () =>
      run(Effect.gen(function*() {
        const log = yield* AuditLog
        for (let i = 0; i < 5; i++) {
          yield* log.record({ at: t0 + i, actorId: "a1", actorEmail: "a@shop.example", action: "product.update", subject: `product:${i}`, before: { price: i }, after: { price: i + 1, note: "ă ș ț" } })
        }
        const first = yield* log.list(0, 2)
        expect(first.total).toBe(5)
        expect(first.entries.map((e) => e.subject)).toEqual(["product:4", "product:3"])
        expect(first.entries[0]).toMatchObject({ at: t0 + 4, actorId: "a1", actorEmail: "a@shop.example", action: "product.update", before: { price: 4 }, after: { price: 5, note: "ă ș ț" } })
        expect((yield* log.list(4, 10)).entries.map((e) => e.subject)).toEqual(["product:0"])
        yield* log.record({ at: t0 + 9, actorId: "a1", actorEmail: "a@shop.example", action: "staff.add", subject: "staff:x", before: null, after: null })
        expect((yield* log.list(0, 1)).entries[0]).toMatchObject({ action: "staff.add", before: null, after: null })
      })))
  })
