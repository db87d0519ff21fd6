import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
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
