import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { accountCryptoFakeLayer } from "@shop/adapters/memory/backend/AccountsMemory"
import { AuditLogMemory } from "@shop/adapters/memory/backend/AuditLogMemory"
import { RateLimitStoreMemory } from "@shop/adapters/memory/backend/RateLimitStoreMemory"
import { StaffMemory } from "@shop/adapters/memory/backend/StaffMemory"
import { AuditLog } from "../../../src/backend/staff/audit.ts"
import { StaffRepository } from "../../../src/backend/staff/ports.ts"
import {
  addStaffMember,
  createStaff,
  ensureFirstAdmin,
  listStaffMembers,
  staffSessionLifetime,
  staffSessionOf,
  staffSignIn,
  staffSignOut,
  updateStaffMember
} from "../../../src/backend/staff/staffAccounts.ts"
import { rateLimitPolicies } from "../../../src/backend/limits/policies.ts"

const layer = () => Layer.mergeAll(StaffMemory.layer, AuditLogMemory.layer, accountCryptoFakeLayer, RateLimitStoreMemory.layer)
const run = <A, E>(program: Effect.Effect<A, E, Layer.Success<ReturnType<typeof layer>>>) => Effect.provide(program, layer())

const password = "correct horse battery"
const admin = () => createStaff({ email: "Admin@Shop.example", name: "Ana Admin", role: "admin", language: "en", password })
const failureTag = <A, E>(exit: Exit.Exit<A, E>) =>
  Exit.isFailure(exit) ? Option.getOrUndefined(Option.map(Exit.findErrorOption(exit), (e) => (e as { _tag: string })._tag)) : undefined

describe("staff sign-in and sessions", () => {
  it.effect("signs a member in, finds the session by its token, and ends it at sign-out", () =>
    run(Effect.gen(function*() {
      yield* admin()
      const signed = yield* staffSignIn({ email: "admin@shop.example", password }, "10.0.0.1", undefined)
      expect(signed.staff).toMatchObject({ email: "admin@shop.example", role: "admin", language: "en" })
      expect(Option.map(yield* staffSessionOf(signed.token), (s) => s.staff.id)).toEqual(Option.some(signed.staff.id))
      yield* staffSignOut(signed.token)
      expect(yield* staffSessionOf(signed.token)).toEqual(Option.none())
    })))

  it.effect("refuses a wrong password, an unknown email and a disabled member with the same SignInRefused", () =>
    run(Effect.gen(function*() {
      const a = yield* admin()
      const other = yield* createStaff({ email: "w@shop.example", name: "Wanda", role: "warehouse", language: "hu", password })
      expect(failureTag(yield* Effect.exit(staffSignIn({ email: "admin@shop.example", password: "wrong password!!" }, "a", undefined)))).toBe("SignInRefused")
      expect(failureTag(yield* Effect.exit(staffSignIn({ email: "nobody@shop.example", password }, "a", undefined)))).toBe("SignInRefused")
      yield* (yield* StaffRepository).update(other.id, { disabledAt: 1 })
      expect(failureTag(yield* Effect.exit(staffSignIn({ email: "w@shop.example", password }, "a", undefined)))).toBe("SignInRefused")
      expect(a.role).toBe("admin")
    })))

  it.effect("a session ends 12 hours after its sign-in, and at once when the member is disabled", () =>
    run(Effect.gen(function*() {
      yield* admin()
      const w = yield* createStaff({ email: "w@shop.example", name: "Wanda", role: "warehouse", language: "hu", password })
      const adminSession = yield* staffSignIn({ email: "admin@shop.example", password }, "a", undefined)
      const wSession = yield* staffSignIn({ email: "w@shop.example", password }, "a", undefined)
      yield* updateStaffMember(adminSession.staff, w.id, { disabled: true })
      expect(yield* staffSessionOf(wSession.token)).toEqual(Option.none())
      yield* TestClock.adjust(staffSessionLifetime - 1)
      expect(Option.isSome(yield* staffSessionOf(adminSession.token))).toBe(true)
      yield* TestClock.adjust(1)
      expect(yield* staffSessionOf(adminSession.token)).toEqual(Option.none())
    })))

  it.effect("a new sign-in ends the session the browser presented (no fixation)", () =>
    run(Effect.gen(function*() {
      yield* admin()
      const first = yield* staffSignIn({ email: "admin@shop.example", password }, "a", undefined)
      const second = yield* staffSignIn({ email: "admin@shop.example", password }, "a", first.token)
      expect(yield* staffSessionOf(first.token)).toEqual(Option.none())
      expect(Option.isSome(yield* staffSessionOf(second.token))).toBe(true)
    })))

  it.effect("counts attempts before checking the password: past the account's limit even the right password is refused", () =>
    run(Effect.gen(function*() {
      yield* admin()
      const limit = rateLimitPolicies["staff-login-account"].limit
      for (let i = 0; i < limit; i++) yield* Effect.exit(staffSignIn({ email: "admin@shop.example", password: "wrong password!!" }, `10.0.0.${i}`, undefined))
      expect(failureTag(yield* Effect.exit(staffSignIn({ email: "admin@shop.example", password }, "10.0.1.1", undefined)))).toBe("RateLimited")
    })))

  it.effect("ignores malformed or oversized tokens without a lookup", () =>
    run(Effect.gen(function*() {
      expect(yield* staffSessionOf(undefined)).toEqual(Option.none())
      expect(yield* staffSessionOf("")).toEqual(Option.none())
      expect(yield* staffSessionOf("x".repeat(500))).toEqual(Option.none())
      yield* staffSignOut("x".repeat(500))
    })))
})

describe("staff management", () => {
  it.effect("only an admin adds, lists and changes staff; every change is audited without the password", () =>
    run(Effect.gen(function*() {
      yield* admin()
      const a = yield* staffSignIn({ email: "admin@shop.example", password }, "a", undefined)
      const added = yield* addStaffMember(a.staff, { email: "c@shop.example", name: "Cata", role: "catalog", language: "el", password })
      expect(added).not.toHaveProperty("passwordHash")
      const catalog = yield* staffSignIn({ email: "c@shop.example", password }, "a", undefined)
      expect(failureTag(yield* Effect.exit(addStaffMember(catalog.staff, { email: "x@shop.example", name: "X", role: "admin", language: "en", password })))).toBe("Forbidden")
      expect(failureTag(yield* Effect.exit(listStaffMembers(catalog.staff)))).toBe("Forbidden")
      expect((yield* listStaffMembers(a.staff)).map((m) => m.email)).toEqual(["admin@shop.example", "c@shop.example"])
      yield* updateStaffMember(a.staff, added.id, { role: "support" })
      const log = yield* (yield* AuditLog).list(0, 10)
      expect(log.entries.map((e) => e.action)).toEqual(["staff.update", "staff.add"])
      expect(log.entries[0]).toMatchObject({ actorEmail: "admin@shop.example", subject: `staff:${added.id}`, before: { role: "catalog" }, after: { role: "support" } })
      expect(JSON.stringify(log.entries)).not.toContain("fake-hash")
    })))

  it.effect("an admin cannot disable themselves or change their own role", () =>
    run(Effect.gen(function*() {
      yield* admin()
      const a = yield* staffSignIn({ email: "admin@shop.example", password }, "a", undefined)
      expect(failureTag(yield* Effect.exit(updateStaffMember(a.staff, a.staff.id, { disabled: true })))).toBe("InvalidRequest")
      expect(failureTag(yield* Effect.exit(updateStaffMember(a.staff, a.staff.id, { role: "support" })))).toBe("InvalidRequest")
      expect((yield* updateStaffMember(a.staff, a.staff.id, { language: "ro" })).language).toBe("ro")
    })))

  it.effect("refuses a short staff password and a malformed email", () =>
    run(Effect.gen(function*() {
      expect(failureTag(yield* Effect.exit(createStaff({ email: "x@shop.example", name: "X", role: "admin", language: "en", password: "short" })))).toBe("InvalidRequest")
      expect(failureTag(yield* Effect.exit(createStaff({ email: "not an email", name: "X", role: "admin", language: "en", password })))).toBe("InvalidRequest")
    })))
})

describe("the first admin", () => {
  it.effect("without settings, a shop with no staff gets one admin with a one-time password; a second start keeps it", () =>
    run(Effect.gen(function*() {
      const first = yield* ensureFirstAdmin(Option.none())
      expect(first.outcome).toBe("created")
      const oneTime = Option.getOrThrow(first.oneTimePassword)
      expect(oneTime.length).toBeGreaterThanOrEqual(32)
      const signed = yield* staffSignIn({ email: first.email, password: oneTime }, "a", undefined)
      expect(signed.staff.role).toBe("admin")
      expect((yield* ensureFirstAdmin(Option.none())).outcome).toBe("kept")
      expect(yield* (yield* StaffRepository).count).toBe(1)
    })))

  it.effect("with STAFF_ADMIN_EMAIL and _PASSWORD, creates that admin, and on a later start restores its role, password and access", () =>
    run(Effect.gen(function*() {
      const settings = Option.some({ email: "Boss@Shop.example", password })
      expect((yield* ensureFirstAdmin(settings)).outcome).toBe("created")
      const boss = Option.getOrThrow(yield* (yield* StaffRepository).findByEmail("boss@shop.example"))
      yield* (yield* StaffRepository).update(boss.id, { role: "catalog", disabledAt: 5, passwordHash: "other" })
      expect((yield* ensureFirstAdmin(settings)).outcome).toBe("updated")
      expect((yield* staffSignIn({ email: "boss@shop.example", password }, "a", undefined)).staff.role).toBe("admin")
      expect(failureTag(yield* Effect.exit(ensureFirstAdmin(Option.some({ email: "boss@shop.example", password: "short" }))))).toBe("InvalidRequest")
    })))
})
