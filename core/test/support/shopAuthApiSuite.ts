import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { rateLimitPolicies } from "../../src/backend/limits/policies.ts"
import type { IdentityErrorCode } from "../../src/auth/identityError.ts"
import { ShopAuthApi, type ShopAuthError } from "../../src/ports/ShopAuthApi.ts"

/**
 * Contract every ShopAuthApi adapter passes (the memory fake built from core's sign-in use cases, the
 * fetch adapter over the web app's own /api/auth/ routes). Each test gets a fresh layer; an adapter
 * over a shared backend may keep earlier tests' accounts, so every test registers emails of its own.
 *
 * - `passingHumanCheck`: a token the adapter's human check passes once (what the widget would send);
 * - `mailsTo(email)`: the bodies of the mails sent to `email` so far (the reset links), from the
 *   adapter's backend.
 */
export interface ShopAuthApiFixture<R> {
  readonly layer: () => Layer.Layer<ShopAuthApi | R, unknown>
  readonly passingHumanCheck: Effect.Effect<string, never, R>
  readonly mailsTo: (email: string) => Effect.Effect<ReadonlyArray<string>, unknown, R>
}

let accounts = 0
/** An email no earlier test of this run registered. */
const newEmail = (label: string) => `${label}.${Date.now().toString(36)}.${++accounts}@example.com`

const password = "secret-42"

/** The identity code of a failure, or its tag for a refusal of what was sent. */
const failureOf = (error: ShopAuthError): IdentityErrorCode | `FormRefused ${string}` =>
  error._tag === "IdentityError" ? error.code : `FormRefused ${JSON.stringify(error.fields)}`

export const shopAuthApiSuite = <R>(name: string, fixture: ShopAuthApiFixture<R>) =>
  describe(`${name} (ShopAuthApi contract)`, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, ShopAuthApi | R>) => Effect.provide(effect, fixture.layer())
    const failure = <A>(attempt: Effect.Effect<A, ShopAuthError, ShopAuthApi | R>) => Effect.map(Effect.flip(attempt), failureOf)
    const register = (email: string, secret = password, name = "Ana Pop") =>
      Effect.gen(function*() {
        const humanCheck = yield* fixture.passingHumanCheck
        return yield* (yield* ShopAuthApi).register({ name, email, password: secret }, humanCheck)
      })

    /** The token of the newest reset link mailed to `email`, once the mail is there (it is sent after the answer). */
    const mailedResetToken = (email: string) =>
      Effect.gen(function*() {
        for (let attempt = 0; attempt < 100; attempt++) {
          const links = (yield* fixture.mailsTo(email)).flatMap((body) => [...body.matchAll(/[?&]token=([^\s&]+)/g)].map((m) => m[1] ?? ""))
          const newest = links.at(-1)
          if (newest !== undefined) return decodeURIComponent(newest)
          yield* Effect.sleep("20 millis")
        }
        return yield* Effect.die(new Error(`no reset mail reached ${email}`))
      })

    it.effect("registers with a passing human check and signs in; the same credentials sign in again", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopAuthApi
        const email = newEmail("ana")
        const registered = yield* register(email)
        expect([registered.email, registered.displayName]).toEqual([email, "Ana Pop"])
        const signedIn = yield* api.login(email.toUpperCase(), password)
        expect(signedIn.uid).toBe(registered.uid)
        yield* api.logout
      })))

    it.effect("a registration without a human check is refused on the check's field and creates no account", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopAuthApi
        const email = newEmail("unchecked")
        expect(yield* failure(api.register({ name: "Ana Pop", email, password }, null))).toBe(`FormRefused {"humanCheck":"human-check-failed"}`)
        expect(yield* failure(api.login(email, password))).toBe("invalid-credential")
      })))

    it.effect("registration answers the identity codes: a taken email, a weak password, a malformed email", () =>
      run(Effect.gen(function*() {
        const email = newEmail("taken")
        yield* register(email)
        expect(yield* failure(register(email.toUpperCase(), "other-secret-7"))).toBe("email-already-in-use")
        expect(yield* failure(register(newEmail("weak"), "12345"))).toBe("weak-password")
        expect(yield* failure(register("not-an-email"))).toBe("invalid-email")
      })))

    it.effect("a wrong password and an unknown email are one refusal, invalid-credential", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopAuthApi
        const email = newEmail("login")
        yield* register(email)
        expect(yield* failure(api.login(email, "not-the-password"))).toBe("invalid-credential")
        expect(yield* failure(api.login(newEmail("nobody"), password))).toBe("invalid-credential")
      })))

    it.effect("past the login limit of an account: too-many-requests with the seconds to wait", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopAuthApi
        const email = newEmail("limited")
        yield* register(email)
        const { limit } = rateLimitPolicies["login-account"]
        const refusals: Array<ShopAuthError> = []
        for (let attempt = 0; attempt <= limit; attempt++) refusals.push(yield* Effect.flip(api.login(email, `wrong-${attempt}`)))
        expect(refusals.slice(0, limit).map(failureOf)).toEqual(Array.from({ length: limit }, () => "invalid-credential"))
        const limited = refusals[limit]
        expect(limited?._tag === "IdentityError" && limited.code).toBe("too-many-requests")
        expect(limited?._tag === "IdentityError" && limited.retryAfterSeconds).toBeGreaterThan(0)
        // The right password waits too: the limit is checked before the password.
        expect(yield* failure(api.login(email, password))).toBe("too-many-requests")
      })))

    it.effect("signing out succeeds, signed in or not, twice as well", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopAuthApi
        yield* api.logout
        yield* register(newEmail("logout"))
        yield* api.logout
        yield* api.logout
      })))

    it.effect("a reset link is asked alike for any well-formed email; a malformed one is invalid-email", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopAuthApi
        const email = newEmail("forgot")
        yield* register(email)
        yield* api.forgot(email)
        yield* api.forgot(newEmail("nobody"))
        expect(yield* failure(api.forgot("not-an-email"))).toBe("invalid-email")
      })))

    it.live("a mailed reset token sets a new password once and signs in; an unknown token is invalid-token", () =>
      run(Effect.gen(function*() {
        const api = yield* ShopAuthApi
        const email = newEmail("reset")
        const registered = yield* register(email)
        expect(yield* failure(api.reset("no-such-token", "brand-new-7"))).toBe("invalid-token")
        yield* api.forgot(email)
        const token = yield* mailedResetToken(email)
        expect(yield* failure(api.reset(token, "12345"))).toBe("weak-password")
        const signedIn = yield* api.reset(token, "brand-new-7")
        expect(signedIn.uid).toBe(registered.uid)
        expect(yield* failure(api.reset(token, "brand-new-8"))).toBe("invalid-token")
        expect(yield* failure(api.login(email, password))).toBe("invalid-credential")
        expect((yield* api.login(email, "brand-new-7")).uid).toBe(registered.uid)
      })))
  })
