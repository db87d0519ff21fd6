import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Result } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { changeEmail } from "../../../src/backend/account/emailChange.ts"
import { authenticate, listOutbox, requestPasswordReset, resetPassword } from "../../../src/backend/auth/accounts.ts"
import { withLoginLimit } from "../../../src/backend/auth/loginGuard.ts"
import { UserRepository } from "../../../src/backend/auth/ports.ts"
import { rateLimitPolicies } from "../../../src/backend/limits/policies.ts"
import { CustomTokenIssuer } from "../../../src/ports/Identity.ts"
import { RepositoryError } from "../../../src/errors.ts"
import { IdentityMemory } from "@shop/adapters/memory/IdentityMemory"
import { accountsMemoryLayer } from "@shop/adapters/memory/backend/AccountsMemory"
import { rateLimitsMemoryLayer } from "@shop/adapters/memory/backend/RateLimitStoreMemory"
import { newUserWithPassword } from "../../support/backend/users.ts"

const layer = () => Layer.merge(IdentityMemory.layerFromPorts(), rateLimitsMemoryLayer).pipe(Layer.provideMerge(accountsMemoryLayer))

const newUser = (email: string) => newUserWithPassword(email, "secret-42")

const tokenOf = (body: string) => /token=([^\s]+)/.exec(body)?.[1] ?? ""
const emailOf = (id: string) => Effect.map(UserRepository.use((users) => users.findById(id)), (u) => Option.getOrThrow(u).email)
const codeOf = <A>(result: Result.Result<A, unknown>) =>
  Result.isFailure(result) ? (result.failure as { code?: string; _tag: string }).code ?? (result.failure as { _tag: string })._tag : "ok"

describe("changing the email in the settings", () => {
  it.effect("needs the current password (requires-recent-login), then stores the new email lower-cased; the old one no longer signs in", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser("ana@example.ro")
      expect(codeOf(yield* Effect.result(changeEmail(ana.id, { currentPassword: "", newEmail: "ana.new@example.ro" }, "1.2.3.4")))).toBe("requires-recent-login")
      expect(codeOf(yield* Effect.result(changeEmail(ana.id, { currentPassword: "wrong-one", newEmail: "ana.new@example.ro" }, "1.2.3.4")))).toBe("requires-recent-login")
      expect(yield* emailOf(ana.id)).toBe("ana@example.ro")
      expect(yield* changeEmail(ana.id, { currentPassword: "secret-42", newEmail: "  Ana.New@Example.RO " }, "1.2.3.4")).toEqual({ email: "ana.new@example.ro" })
      expect(yield* emailOf(ana.id)).toBe("ana.new@example.ro")
      expect((yield* authenticate("ana.new@example.ro", "secret-42")).uid).toBe(ana.id)
      expect((yield* Effect.flip(authenticate("ana@example.ro", "secret-42"))).code).toBe("user-not-found")
    }), layer()))

  it.effect("a changed email ends the reset links mailed before (they went to the old address); a refused change keeps them", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser("ana@example.ro")
      yield* requestPasswordReset("ana@example.ro", (t) => `/forgot/?token=${t}`)
      const link = tokenOf((yield* listOutbox())[0]?.body ?? "")
      yield* newUser("ion@example.ro")
      expect(codeOf(yield* Effect.result(changeEmail(ana.id, { currentPassword: "secret-42", newEmail: "ion@example.ro" }, "1.2.3.4")))).toBe("email-already-in-use")
      expect(codeOf(yield* Effect.result(changeEmail(ana.id, { currentPassword: "wrong-one", newEmail: "ana.new@example.ro" }, "1.2.3.4")))).toBe("requires-recent-login")
      yield* changeEmail(ana.id, { currentPassword: "secret-42", newEmail: "ana.new@example.ro" }, "1.2.3.4")
      expect(codeOf(yield* Effect.result(resetPassword(link, "taken-over-7")))).toBe("invalid-token")
      expect((yield* authenticate("ana.new@example.ro", "secret-42")).uid).toBe(ana.id)
    }), layer()))

  it.effect("refuses a malformed email and one another user has (any case), changing nothing", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser("ana@example.ro")
      yield* newUser("ion@example.ro")
      expect(codeOf(yield* Effect.result(changeEmail(ana.id, { currentPassword: "secret-42", newEmail: "not-an-email" }, "")))).toBe("invalid-email")
      expect(codeOf(yield* Effect.result(changeEmail(ana.id, { currentPassword: "secret-42", newEmail: "ION@example.ro" }, "")))).toBe("email-already-in-use")
      expect(yield* emailOf(ana.id)).toBe("ana@example.ro")
      expect(codeOf(yield* Effect.result(changeEmail("no-such-user", { currentPassword: "secret-42", newEmail: "x@example.ro" }, "")))).toBe("not-found")
    }), layer()))

  it.effect("wrong passwords count against the login limit of the account: once it is spent, even the right one is too-many-requests", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser("ana@example.ro")
      // Signed in on the login page, guessing there until the account's login limit is nearly spent ...
      for (let i = 0; i < rateLimitPolicies["login-account"].limit - 2; i++) {
        expect(codeOf(yield* Effect.result(withLoginLimit("ana@example.ro", `10.0.0.${i}`, authenticate("ana@example.ro", `guess-${i}`))))).toBe("wrong-password")
      }
      // ... then in the settings, from another address: the same count.
      for (let i = 0; i < 2; i++) {
        expect(codeOf(yield* Effect.result(changeEmail(ana.id, { currentPassword: `guess-${i}`, newEmail: "ana.new@example.ro" }, "9.9.9.9")))).toBe("requires-recent-login")
      }
      const limited = yield* Effect.result(changeEmail(ana.id, { currentPassword: "secret-42", newEmail: "ana.new@example.ro" }, "9.9.9.9"))
      expect(codeOf(limited)).toBe("too-many-requests")
      expect(Result.isFailure(limited) && (limited.failure as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0)
      expect(yield* emailOf(ana.id)).toBe("ana@example.ro")
    }), layer()))

  it.effect("each user may try a few email changes an hour (each may say 'email in use'); then too-many-requests, even with the right password", () =>
    Effect.provide(Effect.gen(function*() {
      const ana = yield* newUser("ana@example.ro")
      const ion = yield* newUser("ion@example.ro")
      yield* newUser("taken@example.ro")
      const { limit, windowMs } = rateLimitPolicies["email-change"]
      for (let i = 0; i < limit; i++) {
        expect(codeOf(yield* Effect.result(changeEmail(ana.id, { currentPassword: "secret-42", newEmail: "taken@example.ro" }, `10.1.0.${i}`)))).toBe("email-already-in-use")
      }
      const limited = yield* Effect.result(changeEmail(ana.id, { currentPassword: "secret-42", newEmail: "free@example.ro" }, "10.1.1.1"))
      expect(codeOf(limited)).toBe("too-many-requests")
      expect(Result.isFailure(limited) && (limited.failure as { retryAfterSeconds?: number }).retryAfterSeconds).toBe(windowMs / 1000)
      expect(yield* emailOf(ana.id)).toBe("ana@example.ro")
      // Another user's changes are their own.
      expect(yield* changeEmail(ion.id, { currentPassword: "secret-42", newEmail: "ion.new@example.ro" }, "10.1.1.1")).toEqual({ email: "ion.new@example.ro" })
      yield* TestClock.adjust(windowMs)
      expect(yield* changeEmail(ana.id, { currentPassword: "secret-42", newEmail: "free@example.ro" }, "10.1.1.1")).toEqual({ email: "free@example.ro" })
    }), layer()))

  it.effect("any spelling of a free email is stored trimmed and lower-cased; any other password changes nothing (property)", () =>
    Effect.gen(function*() {
      const arbLocal = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/)
      const samples = fc.sample(fc.record({
        local: arbLocal,
        padding: fc.constantFrom("", " ", "  "),
        password: fc.oneof(fc.constant("secret-42"), fc.string({ maxLength: 12 }))
      }), 40)
      for (const { local, padding, password } of samples) {
        yield* Effect.provide(Effect.gen(function*() {
          const ana = yield* newUser("ana@example.ro")
          const typed = `${padding}${local}@Example.COM${padding}`
          const result = yield* Effect.result(changeEmail(ana.id, { currentPassword: password, newEmail: typed }, "client"))
          if (password === "secret-42") {
            expect(codeOf(result)).toBe("ok")
            expect(yield* emailOf(ana.id)).toBe(`${local.toLowerCase()}@example.com`)
          } else {
            expect(codeOf(result)).toBe("requires-recent-login")
            expect(yield* emailOf(ana.id)).toBe("ana@example.ro")
          }
        }), layer())
      }
    }))

  it.effect("when the shop's user document cannot take the new email, the provider gets the old one back", () =>
    Effect.gen(function*() {
      // A provider that keeps its own copy of the email (as Firebase does), and a users table that fails to write it.
      const providerEmails = new Map<string, string>()
      const failingUsers = Layer.effect(UserRepository, Effect.gen(function*() {
        const users = yield* UserRepository
        return UserRepository.of({ ...users, setEmail: () => Effect.fail(new RepositoryError({ operation: "setEmail", message: "database unavailable" })) })
      }))
      const separateProvider = Layer.effect(CustomTokenIssuer, Effect.gen(function*() {
        const issuer = yield* CustomTokenIssuer
        return CustomTokenIssuer.of({ ...issuer, updateEmail: (uid, email) => Effect.sync(() => void providerEmails.set(uid, email)) })
      }))
      yield* Effect.provide(Effect.gen(function*() {
        const ana = yield* newUser("ana@example.ro")
        providerEmails.set(ana.id, "ana@example.ro")
        const result = yield* Effect.result(changeEmail(ana.id, { currentPassword: "secret-42", newEmail: "ana.new@example.ro" }, "client"))
        expect(codeOf(result)).toBe("unavailable")
        expect(providerEmails.get(ana.id)).toBe("ana@example.ro")
        expect(yield* emailOf(ana.id)).toBe("ana@example.ro")
      }).pipe(Effect.provide(Layer.merge(failingUsers, separateProvider))), layer())
    }))
})
