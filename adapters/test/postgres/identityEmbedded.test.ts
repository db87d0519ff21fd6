import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { listOutbox, resetPassword } from "@shop/core/backend/auth/accounts"
import { PasswordHasher, UserRepository } from "@shop/core/backend/auth/ports"
import { CustomTokenIssuer, Identity } from "@shop/core/ports/Identity"
import { identitySuite } from "@shop/core/test-support/identitySuite"
import { Database } from "../../src/postgres/Database.ts"
import { AccountsRepositoryPg } from "../../src/postgres/repositories/AccountsRepositoryPg.ts"
import { SessionRepositoryPg } from "../../src/postgres/repositories/SessionRepositoryPg.ts"
import { AccountTokensJose } from "../../src/postgres/identity/AccountTokensJose.ts"
import { IdentityEmbedded } from "../../src/postgres/identity/IdentityEmbedded.ts"
import { PasswordHasherArgon2 } from "../../src/postgres/identity/PasswordHasherArgon2.ts"
import { SecretTokensNode } from "../../src/secrets/SecretTokensNode.ts"
import { resetDatabase } from "../../src/postgres/reset.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

const secret = "identity-embedded-test-secret-0123456789abcdef"

for (const variant of testVariants()) {
  describe(`IdentityEmbedded on ${variant.name}`, () => {
    const shared = shareDatabase(variant)
    /** The file's database, emptied at every build: each suite test starts with no accounts. */
    const emptied = () =>
      Layer.effect(Database, Effect.as(Effect.provideService(resetDatabase, Database, shared.database()), shared.database()))
    const ports = () =>
      Layer.mergeAll(
        AccountsRepositoryPg.layer,
        AccountsRepositoryPg.layerOutbox,
        SessionRepositoryPg.layer,
        PasswordHasherArgon2.layer,
        AccountTokensJose.layerSecret(secret),
        SecretTokensNode.layerSecret(secret)
      ).pipe(
        Layer.provideMerge(emptied())
      )
    const identityLayer = () => IdentityEmbedded.layerFromPorts().pipe(Layer.provideMerge(ports()))

    identitySuite(`IdentityEmbedded (${variant.name})`, () =>
      identityLayer() as Layer.Layer<Identity | CustomTokenIssuer, never>)

    it.effect("a reset mail goes to the outbox; its token sets a new password once", () =>
      Effect.gen(function* () {
        const identity = yield* Identity
        yield* identity.register("ana@example.com", "secret-42", "Ana Pop")
        yield* identity.sendPasswordReset("ANA@example.com")
        yield* identity.sendPasswordReset("nobody@example.com")
        const outbox = yield* listOutbox()
        expect(outbox.map((m) => m.to)).toEqual(["ana@example.com"])
        const token = decodeURIComponent(/token=([^\s]+)/.exec(outbox[0]?.body ?? "")?.[1] ?? "")
        expect(yield* Effect.flip(resetPassword(token, "12345"))).toMatchObject({ code: "weak-password" })
        yield* resetPassword(token, "new-secret-7")
        expect(yield* Effect.flip(resetPassword(token, "another-one"))).toMatchObject({ code: "invalid-token" })
        yield* identity.signOut
        expect(yield* Effect.flip(identity.signInWithPassword("ana@example.com", "secret-42"))).toMatchObject({ code: "wrong-password" })
        expect((yield* identity.signInWithPassword("ana@example.com", "new-secret-7")).email).toBe("ana@example.com")
      }).pipe(Effect.provide(identityLayer())))

    it.effect("a deactivated user can sign in neither with a password nor with a custom token", () =>
      Effect.gen(function* () {
        const identity = yield* Identity
        const user = yield* identity.register("ana@example.com", "secret-42", "Ana Pop")
        const token = yield* (yield* CustomTokenIssuer).issue(user.uid)
        yield* identity.signOut
        yield* (yield* UserRepository).setDeactivatedAt(user.uid, Date.UTC(2026, 10, 1))
        expect(yield* Effect.flip(identity.signInWithPassword("ana@example.com", "secret-42"))).toMatchObject({ code: "user-disabled" })
        expect(yield* Effect.flip(identity.signInWithCustomToken(token))).toMatchObject({ code: "user-disabled" })
        expect(Option.isNone(yield* identity.currentUser)).toBe(true)
      }).pipe(Effect.provide(identityLayer())))

    it.effect("stores an argon2id hash, never the password", () =>
      Effect.gen(function* () {
        const identity = yield* Identity
        yield* identity.register("ana@example.com", "secret-42", "Ana Pop")
        const stored = yield* (yield* UserRepository).findByEmail("ana@example.com")
        const hash = Option.getOrThrow(stored).passwordHash ?? ""
        expect(hash.startsWith("$argon2id$")).toBe(true)
        expect(hash).not.toContain("secret-42")
      }).pipe(Effect.provide(identityLayer())))

    it.effect("an unknown email is checked against one unused argon2id hash, made once, that no password matches", () =>
      Effect.gen(function* () {
        const hasher = yield* PasswordHasher
        const unused = yield* hasher.unusedHash
        expect(unused.startsWith("$argon2id$")).toBe(true)
        expect(yield* hasher.unusedHash).toBe(unused)
        for (const guess of ["", "secret-42", "\u0000"]) expect(yield* hasher.verify(unused, guess)).toBe(false)
      }).pipe(Effect.provide(PasswordHasherArgon2.layer)))
  })
}
