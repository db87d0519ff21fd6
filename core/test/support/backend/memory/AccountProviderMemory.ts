import { Context, Effect, Layer, Option } from "effect"
import { authenticate, issueCustomToken, normalizeEmail } from "../../../../src/backend/accounts/accounts.ts"
import { PasswordHasher, UserRepository } from "../../../../src/backend/accounts/ports.ts"
import type { AccountTokens } from "../../../../src/backend/accounts/ports.ts"
import { CustomTokenIssuer, Identity, IdentityError } from "../../../../src/ports/Identity.ts"
import { validatePassword } from "../../../../src/validation/password.ts"
import { validateEmail } from "../../../../src/validation/text.ts"

/**
 * A provider over core's own account programs and the memory stores (as the embedded adapter is over
 * the database): the password sign-in and the email change the settings rule calls.
 */
export const providerLayer = Layer.effectContext(Effect.gen(function*() {
  const ports = yield* Effect.context<UserRepository | PasswordHasher | AccountTokens>()
  const run = <A>(program: Effect.Effect<A, unknown, UserRepository | PasswordHasher | AccountTokens>) =>
    program.pipe(
      Effect.mapError((e) => (e instanceof IdentityError ? e : new IdentityError({ code: "unknown" }))),
      Effect.provideContext(ports)
    )
  const identity = Identity.of({
    signInWithCustomToken: () => Effect.fail(new IdentityError({ code: "invalid-token" })),
    signInWithPassword: (email, password) => run(authenticate(email, password)),
    register: () => Effect.fail(new IdentityError({ code: "unknown" })),
    signOut: Effect.void,
    currentUser: Effect.succeed(Option.none()),
    sendPasswordReset: () => Effect.void
  })
  const issuer = CustomTokenIssuer.of({
    issue: (uid) => run(issueCustomToken(uid)),
    updateEmail: (uid, email) =>
      run(Effect.gen(function*() {
        if (Option.isSome(validateEmail(email))) return yield* Effect.fail(new IdentityError({ code: "invalid-email" }))
        const changed = yield* (yield* UserRepository).setEmail(uid, normalizeEmail(email)).pipe(
          Effect.catchTag("EmailTaken", () => Effect.fail(new IdentityError({ code: "email-already-in-use" })))
        )
        if (!changed) return yield* Effect.fail(new IdentityError({ code: "user-not-found" }))
      })),
    updatePassword: (uid, password) =>
      run(Effect.gen(function*() {
        if (Option.isSome(validatePassword(password))) return yield* Effect.fail(new IdentityError({ code: "weak-password" }))
        yield* (yield* UserRepository).setPasswordHash(uid, yield* (yield* PasswordHasher).hash(password))
      }))
  })
  return Context.make(Identity, identity).pipe(Context.add(CustomTokenIssuer, issuer))
}))

