import { describe, expect, it } from "@effect/vitest"
import { Clock, Effect, Option } from "effect"
import type { Layer } from "effect"
import { CustomTokenIssuer, Identity } from "../../src/ports/Identity.ts"
import type { IdentityErrorCode } from "../../src/ports/Identity.ts"

/**
 * The Identity contract every adapter passes (memory, embedded database, Firebase emulator). Each test
 * gets a fresh layer, which must start with no accounts and nobody signed in; an adapter over a
 * shared service clears it while building the layer.
 */
export const identitySuite = (name: string, makeLayer: () => Layer.Layer<Identity | CustomTokenIssuer, never>) =>
  describe(name, () => {
    const run = <A, E>(program: Effect.Effect<A, E, Identity | CustomTokenIssuer>) =>
      program.pipe(Effect.provide(makeLayer()))

    const failureCode = <A>(attempt: Effect.Effect<A, { readonly code: IdentityErrorCode }, Identity | CustomTokenIssuer>) =>
      attempt.pipe(
        Effect.flip,
        Effect.map((error) => error.code)
      )

    const email = "ana.pop@example.com"
    const password = "secret-42"

    it.effect("registers a user, signs them in, and signs in again with the same password", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        const registered = yield* identity.register(email, password, "Ana Pop")
        expect(registered.email).toBe(email)
        expect(registered.displayName).toBe("Ana Pop")
        expect(Option.map(yield* identity.currentUser, (u) => u.uid)).toEqual(Option.some(registered.uid))
        yield* identity.signOut
        const signedIn = yield* identity.signInWithPassword(email, password)
        expect(signedIn.uid).toBe(registered.uid)
        expect(Option.map(yield* identity.currentUser, (u) => u.uid)).toEqual(Option.some(registered.uid))
      })))

    it.effect("emails compare case-insensitively", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        const registered = yield* identity.register(email, password, "Ana Pop")
        yield* identity.signOut
        const signedIn = yield* identity.signInWithPassword("Ana.Pop@Example.COM", password)
        expect(signedIn.uid).toBe(registered.uid)
      })))

    it.effect("refuses a wrong password with wrong-password and leaves nobody signed in", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        yield* identity.register(email, password, "Ana Pop")
        yield* identity.signOut
        expect(yield* failureCode(identity.signInWithPassword(email, "not-the-password"))).toBe("wrong-password")
        expect(Option.isNone(yield* identity.currentUser)).toBe(true)
      })))

    it.effect("refuses an unknown email with user-not-found", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        expect(yield* failureCode(identity.signInWithPassword("nobody@example.com", password))).toBe("user-not-found")
      })))

    it.effect("refuses a second account for the same email with email-already-in-use", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        yield* identity.register(email, password, "Ana Pop")
        yield* identity.signOut
        expect(yield* failureCode(identity.register("ANA.POP@example.com", "other-secret", "Ana Two"))).toBe(
          "email-already-in-use"
        )
      })))

    it.effect("enforces the password policy with weak-password and creates no account", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        expect(yield* failureCode(identity.register(email, "12345", "Ana Pop"))).toBe("weak-password")
        expect(yield* failureCode(identity.signInWithPassword(email, "12345"))).toBe("user-not-found")
        const sixCharacters = yield* identity.register(email, "123456", "Ana Pop")
        expect(sixCharacters.email).toBe(email)
      })))

    it.effect("refuses to register a malformed email with invalid-email", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        expect(yield* failureCode(identity.register("not-an-email", password, "Ana Pop"))).toBe("invalid-email")
      })))

    it.effect("signing out clears the current user, and signing out twice is harmless", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        yield* identity.register(email, password, "Ana Pop")
        yield* identity.signOut
        expect(Option.isNone(yield* identity.currentUser)).toBe(true)
        yield* identity.signOut
        expect(Option.isNone(yield* identity.currentUser)).toBe(true)
      })))

    it.effect("signs in with a custom token the server issued", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        const tokens = yield* CustomTokenIssuer
        const registered = yield* identity.register(email, password, "Ana Pop")
        const token = yield* tokens.issue(registered.uid)
        yield* identity.signOut
        const signedIn = yield* identity.signInWithCustomToken(token)
        expect(signedIn.uid).toBe(registered.uid)
        expect(Option.map(yield* identity.currentUser, (u) => u.uid)).toEqual(Option.some(registered.uid))
      })))

    it.effect("refuses a forged custom token with invalid-token", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        expect(yield* failureCode(identity.signInWithCustomToken("forged-token"))).toBe("invalid-token")
        expect(Option.isNone(yield* identity.currentUser)).toBe(true)
      })))

    it.effect("issues no custom token for an unknown user", () =>
      run(Effect.gen(function* () {
        const tokens = yield* CustomTokenIssuer
        expect(yield* failureCode(tokens.issue("no-such-uid"))).toBe("user-not-found")
      })))

    it.effect("changes a user's sign-in email: the new one signs in (lower-cased), the old one no longer", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        const tokens = yield* CustomTokenIssuer
        const registered = yield* identity.register(email, password, "Ana Pop")
        yield* identity.signOut
        yield* tokens.updateEmail(registered.uid, "  Ana.Maria@Example.com ")
        const signedIn = yield* identity.signInWithPassword("ana.maria@example.com", password)
        expect(signedIn.uid).toBe(registered.uid)
        expect(signedIn.email).toBe("ana.maria@example.com")
        yield* identity.signOut
        expect(yield* failureCode(identity.signInWithPassword(email, password))).toBe("user-not-found")
        // The same email again changes nothing.
        yield* tokens.updateEmail(registered.uid, "ana.maria@example.com")
        expect((yield* identity.signInWithPassword("ana.maria@example.com", password)).uid).toBe(registered.uid)
      })))

    it.effect("refuses an email change to a taken, a malformed email or for an unknown user, changing nothing", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        const tokens = yield* CustomTokenIssuer
        const ana = yield* identity.register(email, password, "Ana Pop")
        yield* identity.signOut
        yield* identity.register("ion.pop@example.com", password, "Ion Pop")
        yield* identity.signOut
        expect(yield* failureCode(tokens.updateEmail(ana.uid, "ION.POP@example.com"))).toBe("email-already-in-use")
        expect(yield* failureCode(tokens.updateEmail(ana.uid, "not-an-email"))).toBe("invalid-email")
        expect(yield* failureCode(tokens.updateEmail("no-such-uid", "free@example.com"))).toBe("user-not-found")
        expect((yield* identity.signInWithPassword(email, password)).uid).toBe(ana.uid)
      })))

    it.effect("changes a user's password: the new one signs in, the old one no longer; a weak one or an unknown user changes nothing", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        const tokens = yield* CustomTokenIssuer
        const registered = yield* identity.register(email, password, "Ana Pop")
        yield* identity.signOut
        expect(yield* failureCode(tokens.updatePassword(registered.uid, "x"))).toBe("weak-password")
        expect(yield* failureCode(tokens.updatePassword("no-such-uid", "another-secret-7"))).toBe("user-not-found")
        expect((yield* identity.signInWithPassword(email, password)).uid).toBe(registered.uid)
        yield* identity.signOut
        yield* tokens.updatePassword(registered.uid, "another-secret-7")
        expect((yield* identity.signInWithPassword(email, "another-secret-7")).uid).toBe(registered.uid)
        yield* identity.signOut
        expect(yield* failureCode(identity.signInWithPassword(email, password))).toBe("wrong-password")
      })))

    it.effect("revoking a user's provider sessions is no password change and signs nobody out of the shop's future sign-ins", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        const tokens = yield* CustomTokenIssuer
        const registered = yield* identity.register(email, password, "Ana Pop")
        yield* identity.signOut
        const changedAt = yield* tokens.passwordChangedAt(registered.uid)
        yield* tokens.revokeSessions(registered.uid)
        yield* tokens.revokeSessions(registered.uid)
        expect(yield* tokens.passwordChangedAt(registered.uid)).toEqual(changedAt)
        // A new sign-in after the revocation works, with the password and with a custom token issued now.
        expect((yield* identity.signInWithPassword(email, password)).uid).toBe(registered.uid)
        yield* identity.signOut
        const token = yield* tokens.issue(registered.uid)
        expect((yield* identity.signInWithCustomToken(token)).uid).toBe(registered.uid)
        expect(yield* failureCode(tokens.revokeSessions("no-such-uid"))).toBe("user-not-found")
      })))

    it.effect("a password change moves passwordChangedAt (when the provider keeps it) to no earlier than the change", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        const tokens = yield* CustomTokenIssuer
        const registered = yield* identity.register(email, password, "Ana Pop")
        yield* identity.signOut
        const before = yield* tokens.passwordChangedAt(registered.uid)
        const startedAt = Math.max(yield* Clock.currentTimeMillis, Option.getOrElse(before, () => 0))
        yield* tokens.updatePassword(registered.uid, "another-secret-7")
        const after = yield* tokens.passwordChangedAt(registered.uid)
        // None: a provider whose every password change goes through the shop (embedded) does not say.
        if (Option.isSome(before)) expect(Option.getOrThrow(after)).toBeGreaterThanOrEqual(startedAt)
        else expect(Option.isNone(after)).toBe(true)
        expect(yield* failureCode(tokens.passwordChangedAt("no-such-uid"))).toBe("user-not-found")
      })))

    it.effect("a disabled user signs in by no means: password, a custom token issued before, or a new one", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        const tokens = yield* CustomTokenIssuer
        const registered = yield* identity.register(email, password, "Ana Pop")
        const other = yield* identity.register("ion.pop@example.com", password, "Ion Pop")
        yield* identity.signOut
        const issuedBefore = yield* tokens.issue(registered.uid)
        yield* tokens.disable(registered.uid)
        yield* tokens.disable(registered.uid)
        expect(yield* failureCode(identity.signInWithPassword(email, password))).toBe("user-disabled")
        expect(yield* failureCode(identity.signInWithCustomToken(issuedBefore))).toBe("user-disabled")
        expect(yield* failureCode(tokens.issue(registered.uid))).toBe("user-disabled")
        expect(yield* failureCode(tokens.passwordChangedAt(registered.uid))).toBe("user-disabled")
        expect(Option.isNone(yield* identity.currentUser)).toBe(true)
        // Nobody else is touched.
        expect((yield* identity.signInWithPassword("ion.pop@example.com", password)).uid).toBe(other.uid)
        expect(yield* failureCode(tokens.disable("no-such-uid"))).toBe("user-not-found")
      })))

    it.effect("an enabled user signs in again (password and a new custom token); enabling twice, or an active user, is no error", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        const tokens = yield* CustomTokenIssuer
        const registered = yield* identity.register(email, password, "Ana Pop")
        yield* identity.signOut
        yield* tokens.disable(registered.uid)
        expect(yield* failureCode(identity.signInWithPassword(email, password))).toBe("user-disabled")
        yield* tokens.enable(registered.uid)
        yield* tokens.enable(registered.uid)
        expect((yield* identity.signInWithPassword(email, password)).uid).toBe(registered.uid)
        yield* identity.signOut
        expect((yield* identity.signInWithCustomToken(yield* tokens.issue(registered.uid))).uid).toBe(registered.uid)
        expect(yield* failureCode(tokens.enable("no-such-uid"))).toBe("user-not-found")
      })))

    it.effect("sends a password reset without revealing whether the account exists", () =>
      run(Effect.gen(function* () {
        const identity = yield* Identity
        yield* identity.register(email, password, "Ana Pop")
        yield* identity.sendPasswordReset(email)
        yield* identity.sendPasswordReset("nobody@example.com")
        expect(yield* failureCode(identity.sendPasswordReset("not-an-email"))).toBe("invalid-email")
      })))
  })
