import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import { SessionRepository, UserRepository } from "../../../src/backend/auth/ports.ts"
import type { NewUser } from "../../../src/backend/auth/ports.ts"

type Stores = UserRepository | SessionRepository

const t0 = Date.UTC(2026, 10, 1, 12)
const day = 24 * 60 * 60 * 1000

const newUser = (email: string): NewUser => ({ email, name: "Ana Pop", passwordHash: "$hash", createdAt: t0 })

/**
 * The contract of SessionRepository (issue 14: server-side sessions): every adapter (memory, PGlite,
 * PostgreSQL) runs it. Each test gets a fresh, empty layer; digests are opaque strings here.
 */
export const sessionStoreSuite = (name: string, makeLayer: () => Layer.Layer<Stores, unknown>) =>
  describe(name, () => {
    const run = <A, E>(program: Effect.Effect<A, E, Stores>) => program.pipe(Effect.provide(makeLayer()))

    it.effect("finds a session's user, start and end by its digest until it expires, in one lookup", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const sessions = yield* SessionRepository
        const ana = yield* users.insert(newUser("ana@example.com"))
        yield* sessions.create({ digest: "d-ana", userId: ana.id, createdAt: t0, expiresAt: t0 + 30 * day })
        expect(yield* sessions.find("d-ana", t0)).toEqual(Option.some({ user: ana, createdAt: t0, expiresAt: t0 + 30 * day }))
        expect(Option.isSome(yield* sessions.find("d-ana", t0 + 30 * day - 1))).toBe(true)
        expect(Option.isNone(yield* sessions.find("d-ana", t0 + 30 * day))).toBe(true)
        expect(Option.isNone(yield* sessions.find("d-nobody", t0))).toBe(true)
        expect(Option.isNone(yield* sessions.find("", t0))).toBe(true)
      })))

    it.effect("answers the user as stored now: a deactivation or a new email shows at the next lookup", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const sessions = yield* SessionRepository
        const ana = yield* users.insert(newUser("ana@example.com"))
        yield* sessions.create({ digest: "d-ana", userId: ana.id, createdAt: t0, expiresAt: t0 + day })
        yield* users.setEmail(ana.id, "ana.new@example.com")
        yield* users.setDeactivatedAt(ana.id, t0 + 5)
        const found = Option.getOrThrow(yield* sessions.find("d-ana", t0 + 10))
        expect(found.user).toMatchObject({ id: ana.id, email: "ana.new@example.com", deactivatedAt: t0 + 5 })
      })))

    it.effect("a new session deletes its user's expired sessions, and nobody else's", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const sessions = yield* SessionRepository
        const ana = yield* users.insert(newUser("ana@example.com"))
        const bo = yield* users.insert(newUser("bo@example.com"))
        yield* sessions.create({ digest: "ana-old", userId: ana.id, createdAt: t0, expiresAt: t0 + day })
        yield* sessions.create({ digest: "ana-live", userId: ana.id, createdAt: t0, expiresAt: t0 + 30 * day })
        yield* sessions.create({ digest: "bo-old", userId: bo.id, createdAt: t0, expiresAt: t0 + day })
        yield* sessions.create({ digest: "ana-new", userId: ana.id, createdAt: t0 + 2 * day, expiresAt: t0 + 32 * day })
        // What is left shows in how many rows "revoke all" deletes.
        expect(yield* sessions.revokeAll(ana.id)).toBe(2)
        expect(yield* sessions.revokeAll(bo.id)).toBe(1)
      })))

    it.effect("extends a session's end, never shortens it; an unknown digest changes nothing", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const sessions = yield* SessionRepository
        const ana = yield* users.insert(newUser("ana@example.com"))
        yield* sessions.create({ digest: "d-ana", userId: ana.id, createdAt: t0, expiresAt: t0 + day })
        yield* sessions.extend("d-ana", t0 + 31 * day)
        expect(Option.map(yield* sessions.find("d-ana", t0 + 20 * day), (s) => [s.createdAt, s.expiresAt])).toEqual(Option.some([t0, t0 + 31 * day]))
        yield* sessions.extend("d-ana", t0 + 2 * day)
        expect(Option.map(yield* sessions.find("d-ana", t0 + 20 * day), (s) => s.expiresAt)).toEqual(Option.some(t0 + 31 * day))
        yield* sessions.extend("d-nobody", t0 + 40 * day)
        expect(Option.isNone(yield* sessions.find("d-nobody", t0))).toBe(true)
      })))

    it.effect("revokes one session; an unknown one, or the same one twice at once, is no error", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const sessions = yield* SessionRepository
        const ana = yield* users.insert(newUser("ana@example.com"))
        yield* sessions.create({ digest: "phone", userId: ana.id, createdAt: t0, expiresAt: t0 + day })
        yield* sessions.create({ digest: "laptop", userId: ana.id, createdAt: t0, expiresAt: t0 + day })
        yield* Effect.all([sessions.revoke("phone"), sessions.revoke("phone")], { concurrency: 2 })
        yield* sessions.revoke("never-there")
        expect(Option.isNone(yield* sessions.find("phone", t0))).toBe(true)
        expect(Option.isSome(yield* sessions.find("laptop", t0))).toBe(true)
      })))

    it.effect("revokes every session of a user but the one kept, and no other user's", () =>
      run(Effect.gen(function* () {
        const users = yield* UserRepository
        const sessions = yield* SessionRepository
        const ana = yield* users.insert(newUser("ana@example.com"))
        const bo = yield* users.insert(newUser("bo@example.com"))
        for (const digest of ["a1", "a2", "a3"]) yield* sessions.create({ digest, userId: ana.id, createdAt: t0, expiresAt: t0 + day })
        yield* sessions.create({ digest: "b1", userId: bo.id, createdAt: t0, expiresAt: t0 + day })
        expect(yield* sessions.revokeAll(ana.id, "a2")).toBe(2)
        expect((yield* Effect.all(["a1", "a2", "a3", "b1"].map((d) => sessions.find(d, t0)))).map(Option.isSome)).toEqual([false, true, false, true])
        // The kept digest must be the user's own: another user's digest keeps nothing of this user.
        expect(yield* sessions.revokeAll(ana.id, "b1")).toBe(1)
        expect(Option.isSome(yield* sessions.find("b1", t0))).toBe(true)
        expect(yield* sessions.revokeAll(ana.id)).toBe(0)
      })))
  })
