import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import {
  accountTokenLifetimes,
  authenticate,
  findCurrentUser,
  issueCustomToken,
  issueSessionToken,
  listOutbox,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  sessionSubject,
  verifyCustomToken
} from "../../../src/backend/accounts/accounts.ts"
import { withLoginLimit } from "../../../src/backend/accounts/loginGuard.ts"
import { defaultLoginLimitPolicy } from "../../../src/backend/accounts/loginLimit.ts"
import { UserRepository } from "../../../src/backend/accounts/ports.ts"
import { accountsMemoryLayer } from "../../support/backend/memory/AccountsMemory.ts"

const code = <A, R>(effect: Effect.Effect<A, { readonly code: string } | { readonly _tag: string }, R>) =>
  Effect.map(Effect.flip(effect), (e) => ("code" in e ? e.code : e._tag))

const withAccounts = <A, E>(program: Effect.Effect<A, E, Layer.Success<typeof accountsMemoryLayer>>) =>
  program.pipe(Effect.provide(accountsMemoryLayer))

const tokenOf = (body: string) => /token=([^\s]+)/.exec(body)?.[1] ?? ""

describe("accounts", () => {
  it.effect("registration normalises the email, trims the name and refuses a taken email", () =>
    withAccounts(Effect.gen(function* () {
      const user = yield* registerAccount("  Ana.Pop@Example.COM ", "secret-42", "  Ana Pop ")
      expect(user).toMatchObject({ email: "ana.pop@example.com", displayName: "Ana Pop" })
      expect(yield* code(registerAccount("ana.pop@example.com", "secret-42", "Ana"))).toBe("email-already-in-use")
      expect(yield* code(registerAccount("ana@", "secret-42", "Ana"))).toBe("invalid-email")
      expect(yield* code(registerAccount("bo@example.com", "12345", "Bo"))).toBe("weak-password")
      expect(yield* code(registerAccount("bo@example.com", "x".repeat(129), "Bo"))).toBe("weak-password")
      expect((yield* registerAccount("cy@example.com", "123456", "")).displayName).toBeNull()
    })))

  it.effect("a custom token signs its user in until it expires; a session token is no custom token", () =>
    withAccounts(Effect.gen(function* () {
      yield* TestClock.setTime(1_000_000)
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const token = yield* issueCustomToken(user.uid)
      expect((yield* verifyCustomToken(token)).uid).toBe(user.uid)
      expect(yield* code(verifyCustomToken(yield* issueSessionToken(user.uid)))).toBe("invalid-token")
      yield* TestClock.setTime(1_000_000 + accountTokenLifetimes.custom)
      expect(yield* code(verifyCustomToken(token))).toBe("invalid-token")
      expect(yield* code(issueCustomToken("00000000-0000-4000-8000-0000000000ff"))).toBe("user-not-found")
    })))

  it.effect("a session token names its user until it expires", () =>
    withAccounts(Effect.gen(function* () {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const session = yield* issueSessionToken(user.uid)
      expect(yield* sessionSubject(session)).toEqual(Option.some(user.uid))
      expect(Option.isNone(yield* sessionSubject(yield* issueCustomToken(user.uid)))).toBe(true)
      yield* TestClock.adjust(accountTokenLifetimes.session)
      expect(Option.isNone(yield* sessionSubject(session))).toBe(true)
    })))

  it.effect("deactivation: no password sign-in, no custom token, no reset mail; current user shows deactivated_at", () =>
    withAccounts(Effect.gen(function* () {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      yield* (yield* UserRepository).setDeactivatedAt(user.uid, Date.UTC(2026, 10, 22))
      expect(yield* code(authenticate("ana@example.com", "secret-42"))).toBe("user-disabled")
      expect(yield* code(issueCustomToken(user.uid))).toBe("user-disabled")
      yield* requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`)
      expect(yield* listOutbox()).toEqual([])
      expect(yield* findCurrentUser(user.uid)).toEqual(
        Option.some({ id: user.uid, deactivated_at: "2026-11-22T00:00:00.000Z", payment: null })
      )
    })))

  it.effect("a reset token works once, within its hour, and only with a password the policy accepts", () =>
    withAccounts(Effect.gen(function* () {
      yield* registerAccount("ana@example.com", "secret-42", "Ana")
      yield* requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`)
      yield* requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`)
      const [second, first] = yield* listOutbox()
      expect(first?.to).toBe("ana@example.com")
      expect(yield* code(resetPassword(tokenOf(first?.body ?? ""), "12345"))).toBe("weak-password")
      yield* resetPassword(tokenOf(first?.body ?? ""), "new-secret")
      expect(yield* code(resetPassword(tokenOf(first?.body ?? ""), "new-secret-2"))).toBe("invalid-token")
      expect(yield* code(authenticate("ana@example.com", "secret-42"))).toBe("wrong-password")
      expect((yield* authenticate("ana@example.com", "new-secret")).email).toBe("ana@example.com")
      yield* TestClock.adjust(accountTokenLifetimes.reset)
      expect(yield* code(resetPassword(tokenOf(second?.body ?? ""), "new-secret-3"))).toBe("invalid-token")
      expect(yield* code(resetPassword("forged", "new-secret-3"))).toBe("invalid-token")
    })))

  it.effect("an unknown email gets no reset mail and no error; a malformed one is invalid-email", () =>
    withAccounts(Effect.gen(function* () {
      yield* requestPasswordReset("nobody@example.com", (t) => t)
      expect(yield* listOutbox()).toEqual([])
      expect(yield* code(requestPasswordReset("nobody", (t) => t))).toBe("invalid-email")
    })))
})

describe("login guard", () => {
  const key = "ana@example.com|203.0.113.7"
  const attempt = (password: string) => withLoginLimit(key, authenticate("ana@example.com", password))

  it.effect("five wrong passwords lock the key for fifteen minutes, even for the right password", () =>
    withAccounts(Effect.gen(function* () {
      yield* registerAccount("ana@example.com", "secret-42", "Ana")
      for (let i = 0; i < defaultLoginLimitPolicy.maxFailures; i++) expect(yield* code(attempt("wrong"))).toBe("wrong-password")
      expect(yield* code(attempt("secret-42"))).toBe("too-many-requests")
      expect(yield* code(withLoginLimit("ana@example.com|198.51.100.1", authenticate("ana@example.com", "wrong")))).toBe("wrong-password")
      yield* TestClock.adjust(defaultLoginLimitPolicy.windowMs)
      expect((yield* attempt("secret-42")).email).toBe("ana@example.com")
    })))

  it.effect("a success clears the failures counted so far", () =>
    withAccounts(Effect.gen(function* () {
      yield* registerAccount("ana@example.com", "secret-42", "Ana")
      for (let i = 0; i < defaultLoginLimitPolicy.maxFailures - 1; i++) yield* code(attempt("wrong"))
      yield* attempt("secret-42")
      for (let i = 0; i < defaultLoginLimitPolicy.maxFailures - 1; i++) expect(yield* code(attempt("wrong"))).toBe("wrong-password")
      expect((yield* attempt("secret-42")).email).toBe("ana@example.com")
    })))

  it.effect("whatever the sequence, an attempt is refused exactly when the last maxFailures failures since a success fell in one window", () =>
    Effect.promise(() =>
      fc.assert(fc.asyncProperty(
        fc.array(fc.record({ right: fc.boolean(), gap: fc.nat(10 * 60 * 1000) }), { maxLength: 25 }),
        (steps) =>
          Effect.runPromise(withAccounts(Effect.gen(function* () {
            yield* registerAccount("ana@example.com", "secret-42", "Ana")
            // A simple model of the rule: failures since the window opened (at the first failure).
            let model: { failures: number; start: number } | undefined
            let now = 0
            for (const step of steps) {
              now += step.gap
              yield* TestClock.setTime(now)
              if (model !== undefined && now >= model.start + defaultLoginLimitPolicy.windowMs) model = undefined
              const refused = model !== undefined && model.failures >= defaultLoginLimitPolicy.maxFailures
              const outcome = yield* Effect.result(attempt(step.right ? "secret-42" : "wrong"))
              const got = outcome._tag === "Failure" ? outcome.failure.code : "ok"
              const expected = refused ? "too-many-requests" : step.right ? "ok" : "wrong-password"
              if (got !== expected) return false
              if (!refused) model = step.right ? undefined : { failures: (model?.failures ?? 0) + 1, start: model?.start ?? now }
            }
            return true
          }).pipe(Effect.provide(TestClock.layer())))) as Promise<boolean>
      ), { numRuns: 60 })
    ))
})
