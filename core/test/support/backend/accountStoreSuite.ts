import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import { MailOutbox, UserRepository } from "../../../src/backend/auth/ports.ts"
import type { NewUser } from "../../../src/backend/auth/ports.ts"

type Stores = UserRepository | MailOutbox

const ana: NewUser = { email: "ana.pop@example.com", name: "Ana Pop", passwordHash: "$hash-a", createdAt: Date.UTC(2026, 10, 1) }

/**
 * The contract of the embedded identity's storage ports (UserRepository, MailOutbox): every adapter
 * (memory, PGlite, PostgreSQL) runs it. Each test gets a fresh,
 * empty layer.
 */
export const accountStoreSuite = (name: string, makeLayer: () => Layer.Layer<Stores, unknown>) =>
  describe(name, () => {
    const run = <A, E>(program: Effect.Effect<A, E, Stores>) => program.pipe(Effect.provide(makeLayer()))

    it.effect("inserts a user and finds it by id and by email in any case", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const user = yield* users.insert(ana)
        expect(user).toMatchObject({ email: ana.email, name: "Ana Pop", passwordHash: "$hash-a", deactivatedAt: null, payment: null })
        expect(user.id).toMatch(/^[0-9a-f-]{36}$/)
        expect(yield* users.findById(user.id)).toEqual(Option.some(user))
        expect(yield* users.findByEmail("ANA.Pop@Example.com")).toEqual(Option.some(user))
        expect(Option.isNone(yield* users.findByEmail("nobody@example.com"))).toBe(true)
        expect(Option.isNone(yield* users.findById("no-such-id"))).toBe(true)
      })))

    it.effect("refuses a second user with the same email in another case (EmailTaken), keeping the first", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const first = yield* users.insert(ana)
        const again = yield* Effect.flip(users.insert({ ...ana, email: "ANA.POP@example.com", passwordHash: "$hash-b" }))
        expect(again._tag).toBe("EmailTaken")
        expect(yield* users.findByEmail(ana.email)).toEqual(Option.some(first))
      })))

    it.effect("links an external user once, refreshing its email and name, and keeps a taken email for its owner", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const linked = yield* users.linkExternal({ id: "firebase-uid-1", email: "bo@example.com", name: "Bo", createdAt: 1_000 })
        expect(linked).toEqual({ id: "firebase-uid-1", email: "bo@example.com", name: "Bo", passwordHash: null, deactivatedAt: null, payment: null })
        yield* users.setDeactivatedAt("firebase-uid-1", 5_000)
        const again = yield* users.linkExternal({ id: "firebase-uid-1", email: "bo.new@example.com", name: "Bo N", createdAt: 2_000 })
        expect(again).toMatchObject({ email: "bo.new@example.com", name: "Bo N", deactivatedAt: 5_000 })
        yield* users.insert(ana)
        const taken = yield* Effect.flip(users.linkExternal({ id: "firebase-uid-2", email: "ANA.POP@example.com", name: null, createdAt: 3_000 }))
        expect(taken._tag).toBe("EmailTaken")
        expect(Option.isNone(yield* users.findById("firebase-uid-2"))).toBe(true)
      })))

    it.effect("updates the password hash and the deactivation instant", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const user = yield* users.insert(ana)
        yield* users.setPasswordHash(user.id, "$hash-new")
        yield* users.setDeactivatedAt(user.id, Date.UTC(2026, 10, 2))
        const read = Option.getOrThrow(yield* users.findById(user.id))
        expect(read.passwordHash).toBe("$hash-new")
        expect(read.deactivatedAt).toBe(Date.UTC(2026, 10, 2))
        yield* users.setDeactivatedAt(user.id, null)
        expect(Option.getOrThrow(yield* users.findById(user.id)).deactivatedAt).toBeNull()
      })))

    it.effect("changes a user's email; an email another user has (any case) is EmailTaken and changes nothing", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const user = yield* users.insert(ana)
        const ion = yield* users.insert({ ...ana, email: "ion@example.com" })
        expect(yield* users.setEmail(user.id, "ana.new@example.com")).toBe(true)
        expect(Option.map(yield* users.findByEmail("ana.new@example.com"), (u) => u.id)).toEqual(Option.some(user.id))
        expect(Option.isNone(yield* users.findByEmail(ana.email))).toBe(true)
        const taken = yield* Effect.flip(users.setEmail(user.id, "ION@example.com"))
        expect(taken._tag).toBe("EmailTaken")
        expect(Option.getOrThrow(yield* users.findById(user.id)).email).toBe("ana.new@example.com")
        expect(Option.getOrThrow(yield* users.findById(ion.id)).email).toBe("ion@example.com")
        expect(yield* users.setEmail(user.id, "ana.new@example.com")).toBe(true)
        expect(yield* users.setEmail("no-such-id", "free@example.com")).toBe(false)
      })))

    it.effect("a reset token is spent once, only before it expires, and names its user", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const user = yield* users.insert(ana)
        const now = Date.UTC(2026, 10, 1, 12)
        yield* users.saveResetToken({ digest: "d-1", userId: user.id, createdAt: now, expiresAt: now + 1000 })
        expect(Option.isNone(yield* users.consumeResetToken("d-1", now + 1000))).toBe(true)
        expect(yield* users.consumeResetToken("d-1", now + 999)).toEqual(Option.some(user.id))
        expect(Option.isNone(yield* users.consumeResetToken("d-1", now))).toBe(true)
        expect(Option.isNone(yield* users.consumeResetToken("not-a-digest", now))).toBe(true)
        expect(Option.isNone(yield* users.consumeResetToken("", now))).toBe(true)
      })))

    it.effect("a newer token replaces the user's older ones, not another user's; spending one spends all of the user's", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const user = yield* users.insert(ana)
        const other = yield* users.insert({ ...ana, email: "ion@example.com" })
        const now = Date.UTC(2026, 10, 1, 12)
        yield* users.saveResetToken({ digest: "older", userId: user.id, createdAt: now, expiresAt: now + 1000 })
        yield* users.saveResetToken({ digest: "theirs", userId: other.id, createdAt: now, expiresAt: now + 1000 })
        yield* users.saveResetToken({ digest: "newer", userId: user.id, createdAt: now + 1, expiresAt: now + 1001 })
        expect(Option.isNone(yield* users.consumeResetToken("older", now))).toBe(true)
        expect(yield* users.consumeResetToken("newer", now)).toEqual(Option.some(user.id))
        expect(yield* users.consumeResetToken("theirs", now)).toEqual(Option.some(other.id))
      })))

    it.effect("deletes every reset token of a user (a password or email change, a deactivation), and no other user's", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const user = yield* users.insert(ana)
        const other = yield* users.insert({ ...ana, email: "ion@example.com" })
        const now = Date.UTC(2026, 10, 1, 12)
        yield* users.saveResetToken({ digest: "mine", userId: user.id, createdAt: now, expiresAt: now + 1000 })
        yield* users.saveResetToken({ digest: "theirs", userId: other.id, createdAt: now, expiresAt: now + 1000 })
        yield* users.deleteResetTokens(user.id)
        yield* users.deleteResetTokens(user.id)
        yield* users.deleteResetTokens("no-such-id")
        expect(Option.isNone(yield* users.consumeResetToken("mine", now))).toBe(true)
        expect(yield* users.consumeResetToken("theirs", now)).toEqual(Option.some(other.id))
      })))

    it.effect("two concurrent spends of one token: exactly one wins", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const user = yield* users.insert(ana)
        yield* users.saveResetToken({ digest: "d-race", userId: user.id, createdAt: 0, expiresAt: Date.UTC(2030, 0, 1) })
        const results = yield* Effect.all([users.consumeResetToken("d-race", 0), users.consumeResetToken("d-race", 0)], { concurrency: 2 })
        expect(results.filter(Option.isSome)).toHaveLength(1)
      })))

    it.effect("the outbox lists mails newest first, up to the limit", () =>
      run(Effect.gen(function* () {
        const outbox = yield* MailOutbox
        yield* outbox.send({ to: "a@example.com", subject: "one", body: "1", createdAt: 1_000 })
        yield* outbox.send({ to: "b@example.com", subject: "two", body: "2", createdAt: 3_000 })
        yield* outbox.send({ to: "c@example.com", subject: "three", body: "3", createdAt: 2_000 })
        expect((yield* outbox.list(10)).map((m) => m.subject)).toEqual(["two", "three", "one"])
        expect(yield* outbox.list(1)).toEqual([{ to: "b@example.com", subject: "two", body: "2", createdAt: 3_000 }])
        expect(yield* outbox.list(0)).toEqual([])
      })))
  })
