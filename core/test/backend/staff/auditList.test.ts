import { describe, expect, it } from "@effect/vitest"
import { AuditLogMemory } from "@shop/adapters/memory/backend/AuditLogMemory"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { audit } from "../../../src/backend/staff/audit.ts"
import { auditPage } from "../../../src/backend/staff/auditList.ts"
import { can, StaffRoles } from "../../../src/staff/roles.ts"
import { staffOf } from "../../support/backend/staffMemory.ts"

const admin = staffOf("admin")

describe("the audit list", () => {
  it.effect("admins only: every other role is Forbidden", () =>
    Effect.gen(function*() {
      for (const role of StaffRoles) {
        const exit = yield* Effect.exit(auditPage(staffOf(role), 1))
        expect(exit._tag, role).toBe(can(role, "audit.read") ? "Success" : "Failure")
      }
      expect(StaffRoles.filter((role) => can(role, "audit.read"))).toEqual(["admin"])
      expect(yield* Effect.flip(auditPage(staffOf("support"), 1))).toMatchObject({ _tag: "Forbidden", permission: "audit.read" })
    }).pipe(Effect.provide(AuditLogMemory.layer)))

  it.effect("newest first, 50 to a page, with the count of pages", () =>
    Effect.gen(function*() {
      for (let n = 1; n <= 55; n++) {
        yield* TestClock.setTime(n * 1_000)
        yield* audit(staffOf(n % 2 === 0 ? "support" : "catalog"), "product.update", `product:${n}`, { price: n }, { price: n - 1 })
      }
      const first = yield* auditPage(admin, 1)
      expect(first).toMatchObject({ page: 1, pageSize: 50, pageCount: 2, total: 55 })
      expect(first.entries[0]).toMatchObject({ at: 55_000, subject: "product:55", actorEmail: "catalog@shop.example", before: { price: 55 }, after: { price: 54 } })
      expect((yield* auditPage(admin, 2)).entries.map((e) => e.subject)).toEqual(["product:5", "product:4", "product:3", "product:2", "product:1"])
      expect((yield* auditPage(admin, 3)).entries).toEqual([])
    }).pipe(Effect.provide(AuditLogMemory.layer)))
})
