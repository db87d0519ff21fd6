import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Result } from "effect"
import { TestClock } from "effect/testing"
import { changePassword, mySettings, updateSettings } from "../../../src/backend/account/settings.ts"
import { authenticate, listOutbox, requestPasswordReset, resetPassword } from "../../../src/backend/auth/accounts.ts"
import { PasswordHasher, UserRepository } from "../../../src/backend/auth/ports.ts"
import { currentSession, issueSessionToken, sessionRenewInterval } from "../../../src/backend/auth/sessions.ts"
import { rateLimitPolicies } from "../../../src/backend/limits/policies.ts"
import { accountProfileRepositoryMemoryLayer } from "@shop/adapters/memory/backend/AccountProfileRepositoryMemory"
import { IdentityMemory, IdentityMemoryControl } from "@shop/adapters/memory/IdentityMemory"
import { accountsMemoryLayer } from "@shop/adapters/memory/backend/AccountsMemory"
import { rateLimitsMemoryLayer } from "@shop/adapters/memory/backend/RateLimitStoreMemory"
import { newUserWithPassword } from "../../support/backend/users.ts"

const layer = () =>
  Layer.mergeAll(accountProfileRepositoryMemoryLayer, IdentityMemory.layerFromPorts(), rateLimitsMemoryLayer).pipe(Layer.provideMerge(accountsMemoryLayer))

const newUser = newUserWithPassword("ana@example.ro", "secret-42")

const failedFields = <A>(result: Result.Result<A, unknown>) =>
  Result.isFailure(result) && (result.failure as { _tag: string })._tag === "ValidationFailed"
    ? Object.keys((result.failure as { fields: Record<string, string> }).fields).sort()
    : []

describe("account settings", () => {
  it.effect("saves a valid name and a payout IBAN of the market (compacted)", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser
      const saved = yield* updateSettings(ana.id, "RO", { name: "  Ana   Maria Pop ", payout: { accountNumber: "ro49 aaaa 1b31 0075 9384 0000", name: "Ana Maria Pop" } })
      expect(saved.name).toBe("Ana Maria Pop")
      expect(saved.payout).toEqual(Option.some({ accountNumber: "RO49AAAA1B31007593840000", name: "Ana Maria Pop" }))
      expect((yield* mySettings(ana.id)).payout).toEqual(saved.payout)
    }), layer()))

  it.effect("refuses another market's IBAN, a bad checksum and bad names, writing nothing", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser
      const payout = { accountNumber: "RO49AAAA1B31007593840000", name: "Ana Pop" }
      expect(failedFields(yield* Effect.result(updateSettings(ana.id, "BG", { name: "Ana Pop", payout })))).toEqual(["payout.accountNumber"])
      expect(failedFields(yield* Effect.result(updateSettings(ana.id, "RO", { name: "Ana Pop", payout: { ...payout, accountNumber: "RO49AAAA1B31007593840001" } })))).toEqual(["payout.accountNumber"])
      expect(failedFields(yield* Effect.result(updateSettings(ana.id, "RO", { name: "A", payout: { ...payout, name: "x1" } })))).toEqual(["name", "payout.name"])
      expect((yield* mySettings(ana.id)).payout).toEqual(Option.none())
    }), layer()))

  it.effect("changes the password only with the current one and a new one the policy accepts", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser
      expect(failedFields(yield* Effect.result(changePassword(ana.id, { currentPassword: "wrong-one", newPassword: "another-42" }, "client")))).toEqual(["currentPassword"])
      expect(failedFields(yield* Effect.result(changePassword(ana.id, { currentPassword: "secret-42", newPassword: "x" }, "client")))).toEqual(["newPassword"])
      const hasher = yield* PasswordHasher
      const unchanged = yield* (yield* UserRepository).findById(ana.id)
      expect(yield* hasher.verify(Option.getOrThrow(unchanged).passwordHash ?? "", "secret-42")).toBe(true)
      yield* changePassword(ana.id, { currentPassword: "secret-42", newPassword: "another-42" }, "client")
      const changed = Option.getOrThrow(yield* (yield* UserRepository).findById(ana.id))
      expect(yield* hasher.verify(changed.passwordHash ?? "", "another-42")).toBe(true)
      expect(yield* hasher.verify(changed.passwordHash ?? "", "secret-42")).toBe(false)
    }), layer()))

  it.effect("current passwords count against the login limit: once it is spent, even the right one is too-many-requests", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser
      for (let i = 0; i < rateLimitPolicies["login-account"].limit; i++) {
        expect(failedFields(yield* Effect.result(changePassword(ana.id, { currentPassword: `guess-${i}`, newPassword: "another-42" }, "9.9.9.9")))).toEqual(["currentPassword"])
      }
      const limited = yield* Effect.result(changePassword(ana.id, { currentPassword: "secret-42", newPassword: "another-42" }, "9.9.9.9"))
      expect(Result.isFailure(limited) && (limited.failure as { code?: string }).code).toBe("too-many-requests")
      const unchanged = Option.getOrThrow(yield* (yield* UserRepository).findById(ana.id))
      expect(yield* (yield* PasswordHasher).verify(unchanged.passwordHash ?? "", "secret-42")).toBe(true)
    }), layer()))

  it.effect("a changed password ends every session and the provider's; the browser that changed it gets a new one that outlives the provider's check; a refused change ends none", () =>
    Effect.provide(Effect.gen(function*() {
      yield* TestClock.setTime(Date.UTC(2026, 10, 1))
      const ana = yield* newUser
      const [here, elsewhere] = [yield* issueSessionToken(ana.id), yield* issueSessionToken(ana.id)]
      const live = (token: string) => Effect.map(currentSession(token), Option.isSome)
      yield* Effect.result(changePassword(ana.id, { currentPassword: "wrong-one", newPassword: "another-42" }, "client"))
      expect([yield* live(here), yield* live(elsewhere)]).toEqual([true, true])
      yield* TestClock.adjust(1000)
      const renewed = yield* changePassword(ana.id, { currentPassword: "secret-42", newPassword: "another-42" }, "client")
      expect([yield* live(here), yield* live(elsewhere), yield* live(renewed)]).toEqual([false, false, true])
      expect((yield* IdentityMemoryControl.use((control) => control.state)).revoked).toEqual([ana.id])
      // The provider now says the password changed (as Firebase does): the new session started after it.
      yield* TestClock.adjust(sessionRenewInterval)
      expect(yield* live(renewed)).toBe(true)
      expect((yield* IdentityMemoryControl.use((control) => control.state)).lookups).toBe(1)
    }), layer()))

  it.effect("a password change ends the reset links sent before; a refused change keeps them", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser
      yield* requestPasswordReset("ana@example.ro", (t) => `/forgot/?token=${t}`)
      const link = /token=([^\s]+)/.exec((yield* listOutbox())[0]?.body ?? "")?.[1] ?? ""
      yield* Effect.result(changePassword(ana.id, { currentPassword: "wrong-one", newPassword: "another-42" }, "client"))
      yield* requestPasswordReset("ana@example.ro", (t) => `/forgot/?token=${t}`)
      const newer = /token=([^\s]+)/.exec((yield* listOutbox())[0]?.body ?? "")?.[1] ?? ""
      expect(newer).not.toBe(link)
      yield* changePassword(ana.id, { currentPassword: "secret-42", newPassword: "another-42" }, "client")
      // Whoever reads the mailbox (or the mail later) can no longer set a password of their own.
      expect((yield* Effect.flip(resetPassword(newer, "taken-over-7"))).code).toBe("invalid-token")
      expect((yield* authenticate("ana@example.ro", "another-42")).uid).toBe(ana.id)
    }), layer()))
})
