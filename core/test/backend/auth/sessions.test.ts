import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import fc from "fast-check"
import { authenticate, listOutbox, registerAccount, requestPasswordReset, resetPassword } from "../../../src/backend/auth/accounts.ts"
import { SessionRepository, UserRepository } from "../../../src/backend/auth/ports.ts"
import { CustomTokenIssuer, IdentityError } from "../../../src/ports/Identity.ts"
import { sessionState } from "../../../src/backend/auth/serverSession.ts"
import {
  currentSession,
  deactivateUser,
  findSession,
  issueSessionToken,
  reactivateUser,
  replaceSession,
  sessionEndsAt,
  sessionLifetime,
  sessionMaxLifetime,
  sessionRenewInterval,
  signOut
} from "../../../src/backend/auth/sessions.ts"
import { SecretTokens } from "../../../src/backend/ports/SecretTokens.ts"
import { IdentityMemory, IdentityMemoryControl } from "@shop/adapters/memory/IdentityMemory"

/**
 * Issue 14, second review: sessions end on every provider. A session is renewed at most once a day
 * (on any path that looks it up), asks the provider then whether the password changed since the
 * sign-in (a reset on Firebase's own page never reaches the shop), and ends 90 days after its
 * sign-in however often it is used. Logout, a reset and deactivation reach the provider too.
 */
const layer = () => IdentityMemory.layer
const withAccounts = <A, E>(program: Effect.Effect<A, E, Layer.Success<ReturnType<typeof layer>>>) =>
  program.pipe(Effect.provide(layer()))

const hour = 60 * 60 * 1000
const day = 24 * hour
const t0 = Date.UTC(2026, 10, 1, 12)

const live = (token: string) => Effect.map(currentSession(token), Option.isSome)
const rowOf = (token: string) =>
  Effect.gen(function*() {
    const digest = yield* (yield* SecretTokens).digest(token)
    return yield* (yield* SessionRepository).find(digest, 0)
  })
const provider = IdentityMemoryControl.use((control) => control.state)

describe("the absolute lifetime", () => {
  it.effect("a session in daily use ends 90 days after its sign-in, and its row goes then", () =>
    withAccounts(Effect.gen(function*() {
      yield* TestClock.setTime(t0)
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const token = yield* issueSessionToken(user.uid)
      for (let d = 1; d < 90; d++) {
        yield* TestClock.setTime(t0 + d * day)
        const session = Option.getOrThrow(yield* currentSession(token))
        // The cookie never outlives the cap.
        expect(sessionEndsAt(session)).toBeLessThanOrEqual(t0 + sessionMaxLifetime)
      }
      yield* TestClock.setTime(t0 + sessionMaxLifetime - 1)
      expect(yield* live(token)).toBe(true)
      yield* TestClock.setTime(t0 + sessionMaxLifetime)
      expect(yield* live(token)).toBe(false)
      expect(Option.isNone(yield* findSession(token))).toBe(true)
      expect(Option.isNone(yield* rowOf(token))).toBe(true)
    })))

  it.effect("whatever the pauses between uses, a session lives while it is used within 30 days and never past 90 (property)", () =>
    Effect.gen(function*() {
      const samples = fc.sample(fc.array(fc.integer({ min: 1, max: 40 * 24 }), { minLength: 1, maxLength: 40 }), 25)
      for (const pausesInHours of samples) {
        yield* withAccounts(Effect.gen(function*() {
          yield* TestClock.setTime(t0)
          const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
          const token = yield* issueSessionToken(user.uid)
          let now = t0
          let renewedAt = t0
          let alive = true
          for (const pause of pausesInHours) {
            now += pause * hour
            yield* TestClock.setTime(now)
            const expected: boolean = alive && now < renewedAt + sessionLifetime && now < t0 + sessionMaxLifetime
            const session = yield* currentSession(token)
            expect(Option.isSome(session), `at +${(now - t0) / hour} h`).toBe(expected)
            if (Option.isSome(session)) {
              expect(sessionEndsAt(session.value)).toBeLessThanOrEqual(t0 + sessionMaxLifetime)
              if (now - renewedAt >= sessionRenewInterval) renewedAt = now
            }
            alive = expected
          }
        }))
      }
    }))
})

describe("the provider's word, asked at the daily renewal", () => {
  it.effect("a password changed at the provider after the sign-in ends the session at its next renewal, on any path", () =>
    withAccounts(Effect.gen(function*() {
      yield* TestClock.setTime(t0)
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const token = yield* issueSessionToken(user.uid)
      yield* TestClock.setTime(t0 + hour)
      yield* IdentityMemoryControl.use((control) => control.changePasswordElsewhere(user.uid))
      // Within the day nothing is asked: the session still serves.
      yield* TestClock.setTime(t0 + 2 * hour)
      expect(yield* live(token)).toBe(true)
      // The daily renewal asks, through the lookup every request makes (sessionState), and ends it.
      yield* TestClock.setTime(t0 + day)
      const state = yield* sessionState({ session: token, hasAuthCookie: true, hasCustomToken: true })
      expect(state.decision).toBe("logout-deactivated")
      expect(Option.isNone(yield* rowOf(token))).toBe(true)
      // A sign-in after the change is not touched by it.
      const after = yield* issueSessionToken(user.uid)
      yield* TestClock.setTime(t0 + 2 * day + hour)
      expect(yield* live(after)).toBe(true)
    })))

  it.effect("costs one provider call per session a day, not one per request", () =>
    withAccounts(Effect.gen(function*() {
      yield* TestClock.setTime(t0)
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const token = yield* issueSessionToken(user.uid)
      // A request every 20 minutes for three days: 216 lookups of the session.
      for (let i = 1; i <= 3 * 72; i++) {
        yield* TestClock.setTime(t0 + i * 20 * 60 * 1000)
        expect(yield* live(token)).toBe(true)
      }
      expect((yield* provider).lookups).toBe(3)
    })))

  it.effect("a user the provider disabled or no longer has loses the session at the check", () =>
    withAccounts(Effect.gen(function*() {
      for (const code of ["user-disabled", "user-not-found"] as const) {
        yield* TestClock.setTime(t0)
        const user = yield* registerAccount(`${code}@example.com`, "secret-42", "Ana")
        const token = yield* issueSessionToken(user.uid)
        yield* IdentityMemoryControl.use((control) => control.failLookups(code))
        yield* TestClock.setTime(t0 + day)
        expect(yield* live(token)).toBe(false)
        yield* IdentityMemoryControl.use((control) => control.failLookups(null))
      }
    })))

  it.effect("a provider that does not answer keeps the session for now, unrenewed, and is asked again at the next request", () =>
    withAccounts(Effect.gen(function*() {
      yield* TestClock.setTime(t0)
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const token = yield* issueSessionToken(user.uid)
      yield* IdentityMemoryControl.use((control) => control.failLookups("network-request-failed"))
      yield* TestClock.setTime(t0 + day)
      expect(Option.map(yield* currentSession(token), (s) => s.expiresAt)).toEqual(Option.some(t0 + sessionLifetime))
      expect(Option.map(yield* currentSession(token), (s) => s.expiresAt)).toEqual(Option.some(t0 + sessionLifetime))
      yield* IdentityMemoryControl.use((control) => control.failLookups(null))
      expect(Option.map(yield* currentSession(token), (s) => s.expiresAt)).toEqual(Option.some(t0 + day + sessionLifetime))
      expect((yield* provider).lookups).toBe(3)
    })))
})

describe("ending sessions reaches the provider", () => {
  it.effect("logout ends this browser's session and the provider's sessions of its user; the user's other browsers stay", () =>
    withAccounts(Effect.gen(function*() {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const [phone, laptop] = [yield* issueSessionToken(user.uid), yield* issueSessionToken(user.uid)]
      yield* signOut(phone)
      expect([yield* live(phone), yield* live(laptop)]).toEqual([false, true])
      expect((yield* provider).revoked).toEqual([user.uid])
      // A logout with a token that names no session asks nothing of the provider.
      for (const nobody of [phone, "forged", undefined, ""]) yield* signOut(nobody)
      expect((yield* provider).revoked).toEqual([user.uid])
      // The revocation is no password change: the laptop survives its next check.
      yield* TestClock.adjust(day)
      expect(yield* live(laptop)).toBe(true)
    })))

  it.effect("a completed reset revokes the provider's sessions too", () =>
    withAccounts(Effect.gen(function*() {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      yield* requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`)
      const link = /token=([^\s]+)/.exec((yield* listOutbox())[0]?.body ?? "")?.[1] ?? ""
      yield* resetPassword(link, "new-secret-7")
      expect((yield* provider).revoked).toEqual([user.uid])
    })))

  it.effect("deactivation disables the user at the provider, and fails (to be retried) when the provider cannot", () =>
    withAccounts(Effect.gen(function*() {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      yield* deactivateUser(user.uid)
      expect((yield* provider).disabled).toEqual([user.uid])
      // Deactivating again (a retry) asks the provider again: disabling is idempotent there.
      yield* deactivateUser(user.uid)
      expect((yield* provider).disabled).toEqual([user.uid, user.uid])
    })))

  it.effect("when the provider cannot disable the user, the shop's deactivation holds and the call fails, to be retried", () =>
    Effect.gen(function*() {
      const unreachable = Layer.effect(CustomTokenIssuer, Effect.map(CustomTokenIssuer, (issuer) =>
        CustomTokenIssuer.of({ ...issuer, disable: () => Effect.fail(new IdentityError({ code: "network-request-failed" })) })))
      yield* Effect.gen(function*() {
        const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
        const token = yield* issueSessionToken(user.uid)
        const failed = yield* Effect.flip(deactivateUser(user.uid))
        expect(failed).toMatchObject({ code: "network-request-failed" })
        expect(yield* live(token)).toBe(false)
        expect(Option.getOrThrow(yield* (yield* UserRepository).findById(user.uid)).deactivatedAt).not.toBeNull()
      }).pipe(Effect.provide(unreachable), Effect.provide(layer()))
    }))
})

describe("reactivation", () => {
  it.effect("enables the user at the provider and clears deactivated_at: the user signs in again, the sessions ended stay ended", () =>
    withAccounts(Effect.gen(function*() {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const before = yield* issueSessionToken(user.uid)
      yield* deactivateUser(user.uid)
      expect(yield* Effect.flip(authenticate("ana@example.com", "secret-42"))).toMatchObject({ code: "user-disabled" })
      yield* reactivateUser(user.uid)
      expect((yield* provider).enabled).toEqual([user.uid])
      expect(Option.getOrThrow(yield* (yield* UserRepository).findById(user.uid)).deactivatedAt).toBeNull()
      expect((yield* authenticate("ana@example.com", "secret-42")).uid).toBe(user.uid)
      expect(yield* live(before)).toBe(false)
      expect(yield* Effect.flip(reactivateUser("no-such-user"))).toMatchObject({ code: "not-found" })
    })))

  it.effect("when the provider cannot enable the user, the user stays deactivated in the shop and the call fails, to be retried", () =>
    Effect.gen(function*() {
      const unreachable = Layer.effect(CustomTokenIssuer, Effect.map(CustomTokenIssuer, (issuer) =>
        CustomTokenIssuer.of({ ...issuer, enable: () => Effect.fail(new IdentityError({ code: "network-request-failed" })) })))
      yield* Effect.gen(function*() {
        const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
        yield* deactivateUser(user.uid)
        expect(yield* Effect.flip(reactivateUser(user.uid))).toMatchObject({ code: "network-request-failed" })
        expect(Option.getOrThrow(yield* (yield* UserRepository).findById(user.uid)).deactivatedAt).not.toBeNull()
      }).pipe(Effect.provide(unreachable), Effect.provide(layer()))
    }))
})

describe("a sign-in replaces the browser's session", () => {
  it.effect("the session of the cookie the browser presented ends when a new one is issued, whoever's it was", () =>
    withAccounts(Effect.gen(function*() {
      const ana = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const bo = yield* registerAccount("bo@example.com", "secret-42", "Bo")
      const anas = yield* issueSessionToken(ana.uid)
      const elsewhere = yield* issueSessionToken(ana.uid)
      // Bo signs in on the computer Ana left signed in.
      const bos = yield* replaceSession(anas, bo.uid)
      expect([yield* live(anas), yield* live(elsewhere), yield* live(bos)]).toEqual([false, true, true])
      expect(Option.map(yield* currentSession(bos), (s) => s.user.id)).toEqual(Option.some(bo.uid))
      // Signing in again on the same browser: a new token, the old one gone (no fixation).
      const again = yield* replaceSession(bos, bo.uid)
      expect(again).not.toBe(bos)
      expect([yield* live(bos), yield* live(again)]).toEqual([false, true])
      // Nothing presented, or something forged: just a new session.
      for (const previous of [undefined, "", "forged"]) expect(yield* live(yield* replaceSession(previous, bo.uid))).toBe(true)
      // The provider's sessions are not ended by a sign-in.
      expect((yield* provider).revoked).toEqual([])
    })))
})
