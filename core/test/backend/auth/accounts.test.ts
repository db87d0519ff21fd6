import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Layer, Option, Ref } from "effect"
import { TestClock } from "effect/testing"
import {
  accountTokenLifetimes,
  authenticate,
  findCurrentUser,
  issueCustomToken,
  listOutbox,
  registerAccount,
  requestPasswordReset,
  resetPassword,
  startPasswordReset,
  verifyCustomToken
} from "../../../src/backend/auth/accounts.ts"
import { MailOutbox, PasswordHasher, UserRepository } from "../../../src/backend/auth/ports.ts"
import { IdentityError } from "../../../src/ports/Identity.ts"
import {
  currentSession,
  deactivateUser,
  endAllSessions,
  endSession,
  findSession,
  issueSessionToken,
  sessionLifetime,
  sessionRenewInterval,
  signOut
} from "../../../src/backend/auth/sessions.ts"
import { IdentityMemory } from "@shop/adapters/memory/IdentityMemory"
import { accountsMemoryLayer } from "@shop/adapters/memory/backend/AccountsMemory"

const code = <A, R>(effect: Effect.Effect<A, { readonly code: string } | { readonly _tag: string }, R>) =>
  Effect.map(Effect.flip(effect), (e) => ("code" in e ? e.code : e._tag))

const accountsLayer = () => IdentityMemory.layer
const withAccounts = <A, E>(program: Effect.Effect<A, E, Layer.Success<ReturnType<typeof accountsLayer>>>) =>
  program.pipe(Effect.provide(accountsLayer()))

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

  it.effect("a session names its user until it expires; a token that names no session is nobody", () =>
    withAccounts(Effect.gen(function* () {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const session = yield* issueSessionToken(user.uid)
      expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Option.map(yield* findSession(session), (s) => s.user.id)).toEqual(Option.some(user.uid))
      for (const nobody of [undefined, "", "forged", yield* issueCustomToken(user.uid), "x".repeat(10_000)]) {
        expect(Option.isNone(yield* findSession(nobody))).toBe(true)
      }
      yield* TestClock.adjust(sessionLifetime)
      expect(Option.isNone(yield* findSession(session))).toBe(true)
    })))

  it.effect("a session in use slides: extended to a full lifetime at most once a day", () =>
    withAccounts(Effect.gen(function* () {
      yield* TestClock.setTime(1_000_000)
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const session = yield* issueSessionToken(user.uid)
      expect(Option.getOrThrow(yield* currentSession(session)).expiresAt).toBe(1_000_000 + sessionLifetime)
      yield* TestClock.adjust(sessionRenewInterval - 1)
      expect(Option.getOrThrow(yield* currentSession(session)).expiresAt).toBe(1_000_000 + sessionLifetime)
      yield* TestClock.adjust(1)
      const renewed = Option.getOrThrow(yield* currentSession(session)).expiresAt
      expect(renewed).toBe(1_000_000 + sessionRenewInterval + sessionLifetime)
      expect(Option.getOrThrow(yield* findSession(session)).expiresAt).toBe(renewed)
      yield* TestClock.adjust(sessionLifetime - 1)
      expect(Option.isSome(yield* findSession(session))).toBe(true)
    })))

  it.effect("logout ends one session; a reset or a deactivation ends them all", () =>
    withAccounts(Effect.gen(function* () {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const other = yield* registerAccount("bo@example.com", "secret-42", "Bo")
      const [phone, laptop, tablet] = [yield* issueSessionToken(user.uid), yield* issueSessionToken(user.uid), yield* issueSessionToken(user.uid)]
      const theirs = yield* issueSessionToken(other.uid)
      const live = (token: string) => Effect.map(findSession(token), Option.isSome)
      yield* signOut(phone)
      yield* signOut(phone)
      yield* endSession(phone)
      yield* signOut("never-issued")
      expect([yield* live(phone), yield* live(laptop), yield* live(tablet)]).toEqual([false, true, true])
      expect(yield* endAllSessions(user.uid)).toBe(2)
      expect([yield* live(laptop), yield* live(tablet)]).toEqual([false, false])
      const last = yield* issueSessionToken(user.uid)
      yield* deactivateUser(user.uid)
      expect(yield* live(last)).toBe(false)
      expect(yield* live(theirs)).toBe(true)
      expect(Option.getOrThrow(yield* (yield* UserRepository).findById(user.uid)).deactivatedAt).not.toBeNull()
      expect(yield* code(deactivateUser("00000000-0000-4000-8000-0000000000ff"))).toBe("not-found")
    })))

  it.effect("deactivating twice keeps the first instant; a session started meanwhile is still refused (logout-deactivated)", () =>
    withAccounts(Effect.gen(function* () {
      yield* TestClock.setTime(5_000)
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      yield* deactivateUser(user.uid)
      // A sign-in that passed its checks before the deactivation writes its session after it.
      const late = yield* issueSessionToken(user.uid)
      yield* TestClock.adjust(1_000)
      yield* deactivateUser(user.uid)
      expect(Option.getOrThrow(yield* (yield* UserRepository).findById(user.uid)).deactivatedAt).toBe(5_000)
      expect(Option.isNone(yield* findSession(late))).toBe(true)
    })))

  it.effect("deactivation ends the reset links sent before it", () =>
    withAccounts(Effect.gen(function* () {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      yield* requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`)
      const link = tokenOf((yield* listOutbox())[0]?.body ?? "")
      yield* deactivateUser(user.uid)
      expect(yield* code(resetPassword(link, "new-secret"))).toBe("invalid-token")
      expect(Option.getOrThrow(yield* (yield* UserRepository).findById(user.uid)).passwordHash).toBe("fake-hash:secret-42")
    })))

  it.effect("a link that outlived a deactivation sets no password: the user is checked before the new hash is written", () =>
    withAccounts(Effect.gen(function* () {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      yield* requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`)
      const link = tokenOf((yield* listOutbox())[0]?.body ?? "")
      // Deactivated by a path that left the link (an older server, a direct write): the reset still refuses.
      yield* (yield* UserRepository).setDeactivatedAt(user.uid, 1)
      expect(yield* code(resetPassword(link, "new-secret"))).toBe("user-disabled")
      expect(Option.getOrThrow(yield* (yield* UserRepository).findById(user.uid)).passwordHash).toBe("fake-hash:secret-42")
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

  it.effect("a reset token works once, within its hour, only the newest, and only with a password the policy accepts", () =>
    withAccounts(Effect.gen(function* () {
      yield* registerAccount("ana@example.com", "secret-42", "Ana")
      yield* requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`)
      yield* requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`)
      const [second, first] = yield* listOutbox()
      expect(first?.to).toBe("ana@example.com")
      const older = tokenOf(first?.body ?? "")
      const newer = tokenOf(second?.body ?? "")
      expect(older).not.toBe(newer)
      expect(yield* code(resetPassword(older, "new-secret"))).toBe("invalid-token")
      expect(yield* code(resetPassword(newer, "12345"))).toBe("weak-password")
      yield* resetPassword(newer, "new-secret")
      expect(yield* code(resetPassword(newer, "new-secret-2"))).toBe("invalid-token")
      expect(yield* code(authenticate("ana@example.com", "secret-42"))).toBe("wrong-password")
      expect((yield* authenticate("ana@example.com", "new-secret")).email).toBe("ana@example.com")
      yield* requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`)
      const [third] = yield* listOutbox()
      yield* TestClock.adjust(accountTokenLifetimes.reset)
      expect(yield* code(resetPassword(tokenOf(third?.body ?? ""), "new-secret-3"))).toBe("invalid-token")
      for (const forged of ["forged", "", "x".repeat(10_000)]) expect(yield* code(resetPassword(forged, "new-secret-3"))).toBe("invalid-token")
    })))

  it.effect("a completed reset ends every session of the user; two resets with one token: exactly one wins", () =>
    withAccounts(Effect.gen(function* () {
      const user = yield* registerAccount("ana@example.com", "secret-42", "Ana")
      const sessions = [yield* issueSessionToken(user.uid), yield* issueSessionToken(user.uid)]
      yield* requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`)
      const token = tokenOf((yield* listOutbox())[0]?.body ?? "")
      const results = yield* Effect.all([resetPassword(token, "new-secret-1"), resetPassword(token, "new-secret-2")].map(Effect.result), { concurrency: 2 })
      expect(results.filter((r) => r._tag === "Success")).toHaveLength(1)
      for (const session of sessions) expect(Option.isNone(yield* findSession(session))).toBe(true)
    })))

  it.effect("the reset mail carries the link, and the token is stored only as its digest", () =>
    withAccounts(Effect.gen(function* () {
      yield* registerAccount("ana@example.com", "secret-42", "Ana")
      yield* requestPasswordReset("ana@example.com", (t) => `https://shop.example/forgot/?token=${t}`)
      const token = tokenOf((yield* listOutbox())[0]?.body ?? "")
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      // The store knows the digest, not the token: the token itself names no reset.
      expect(Option.isNone(yield* (yield* UserRepository).consumeResetToken(token, 0))).toBe(true)
    })))

  it.effect("an unknown email gets no reset mail and no error; a malformed one is invalid-email", () =>
    withAccounts(Effect.gen(function* () {
      yield* requestPasswordReset("nobody@example.com", (t) => t)
      expect(yield* listOutbox()).toEqual([])
      expect(yield* code(requestPasswordReset("nobody", (t) => t))).toBe("invalid-email")
    })))
})

describe("no enumeration at sign-in", () => {
  /** The memory hasher, counting its verifications. */
  const countingHasher = (count: Ref.Ref<number>) =>
    Layer.effect(PasswordHasher, Effect.gen(function* () {
      const hasher = yield* PasswordHasher
      return PasswordHasher.of({
        ...hasher,
        verify: (hash, password) => Effect.andThen(Ref.update(count, (n) => n + 1), hasher.verify(hash, password))
      })
    }))

  it.effect("an unknown email runs one password verification, as a wrong password does", () =>
    Effect.gen(function* () {
      const count = yield* Ref.make(0)
      yield* Effect.gen(function* () {
        yield* registerAccount("ana@example.com", "secret-42", "Ana")
        const verifications = (attempt: Effect.Effect<unknown, unknown, any>) =>
          Effect.gen(function* () {
            yield* Ref.set(count, 0)
            yield* Effect.ignore(attempt)
            return yield* Ref.get(count)
          })
        expect(yield* verifications(authenticate("nobody@example.com", "secret-42"))).toBe(1)
        expect(yield* verifications(authenticate("ana@example.com", "wrong-one"))).toBe(1)
        expect(yield* verifications(authenticate("ana@example.com", "secret-42"))).toBe(1)
        // The unused hash is no one's password, whatever is typed.
        expect(yield* code(authenticate("nobody@example.com", "\u0000"))).toBe("user-not-found")
      }).pipe(Effect.provide(countingHasher(count)), Effect.provide(accountsMemoryLayer))
    }))
})

describe("forgot password without a timing oracle", () => {
  /** A MailOutbox whose writes wait for `gate`: a slow mail server, or a test holding the mail back. */
  const gatedOutbox = (gate: Deferred.Deferred<void>) =>
    Layer.effect(MailOutbox, Effect.map(MailOutbox, (outbox) => MailOutbox.of({ ...outbox, send: (mail) => Effect.andThen(Deferred.await(gate), outbox.send(mail)) })))

  /** Waits for the detached work to show, as a caller polling the outbox would (bounded). */
  const eventually = <A, E, R>(check: Effect.Effect<A, E, R>, done: (a: A) => boolean) =>
    Effect.gen(function* () {
      for (let i = 0; i < 1_000; i++) {
        const value = yield* check
        if (done(value)) return value
        yield* Effect.yieldNow
      }
      return yield* Effect.die("the detached work never finished")
    })

  it.effect("answers before the account's work is done: the mail follows, whatever the outbox takes", () =>
    Effect.gen(function* () {
      const gate = yield* Deferred.make<void>()
      yield* Effect.gen(function* () {
        yield* registerAccount("ana@example.com", "secret-42", "Ana")
        yield* startPasswordReset("ana@example.com", requestPasswordReset("ana@example.com", (t) => `/forgot/?token=${t}`))
        // Answered while the known account's mail is still held back.
        expect(yield* listOutbox()).toEqual([])
        yield* Deferred.succeed(gate, undefined)
        const mails = yield* eventually(listOutbox(), (m) => m.length > 0)
        expect(mails.map((m) => m.to)).toEqual(["ana@example.com"])
      }).pipe(Effect.provide(gatedOutbox(gate)), Effect.provide(accountsLayer()))
    }))

  it.effect("a failure of the work is logged, never answered; a malformed email is still invalid-email at once", () =>
    withAccounts(Effect.gen(function* () {
      const ran = yield* Deferred.make<void>()
      yield* startPasswordReset("ana@example.com", Effect.andThen(Deferred.succeed(ran, undefined), Effect.fail(new IdentityError({ code: "network-request-failed" }))))
      yield* Deferred.await(ran)
      expect(yield* code(startPasswordReset("not-an-email", Effect.void))).toBe("invalid-email")
    })))
})

