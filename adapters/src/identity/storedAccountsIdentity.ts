import { Clock, Context, Effect, Option, Ref } from "effect"
import {
  authenticate,
  issueCustomToken,
  registerAccount,
  requestPasswordReset,
  setStoredEmail,
  setStoredPassword,
  verifyCustomToken
} from "@shop/core/backend/auth/accounts"
import { AccountTokens, MailOutbox, PasswordHasher, UserRepository } from "@shop/core/backend/auth/ports"
import type { SecretTokens } from "@shop/core/backend/ports/SecretTokens"
import type { RepositoryError } from "@shop/core/errors"
import type { AuthUser } from "@shop/core/ports/Identity"
import { CustomTokenIssuer, Identity, IdentityError } from "@shop/core/ports/Identity"

/**
 * The Identity and CustomTokenIssuer of a provider that keeps its users in the shop's own users table:
 * core's account programs (backend/auth/accounts.ts) over the account ports, whoever stores them. The
 * embedded identity runs it over the database, argon2 and jose (postgres/identity/IdentityEmbedded.ts),
 * the memory fake over the memory stores (memory/IdentityMemory.ts). No rule is written here.
 */

/** A storage failure is no identity answer the user can act on: `unknown`, the operation kept for logs. */
const storageFailure = (error: RepositoryError) =>
  Effect.fail(new IdentityError({ code: "unknown", providerCode: `storage: ${error.operation}` }))

export interface StoredAccountsOptions {
  /** The reset link a reset mail carries for `token` (default: the forgot page, `/forgot/?token=`). */
  readonly resetLink?: (token: string) => string
}

const defaultResetLink = (token: string) => `/forgot/?token=${encodeURIComponent(token)}`

/** What the identity needs: the account stores, the crypto and the secret tokens of reset links. */
export type StoredAccountsPorts = UserRepository | MailOutbox | PasswordHasher | AccountTokens | SecretTokens

/** What the issuer needs (the server builds one for its session checks, without the outbox). */
export type StoredAccountsIssuerPorts = UserRepository | PasswordHasher | AccountTokens

const storedUser = (uid: string) =>
  Effect.flatMap(UserRepository.use((users) => users.findById(uid)), Option.match({
    onNone: () => Effect.fail(new IdentityError({ code: "user-not-found" })),
    onSome: Effect.succeed
  }))

/** The CustomTokenIssuer over the users table. It keeps no state. */
export const makeStoredAccountsIssuer = Effect.gen(function* () {
  const ports = yield* Effect.context<StoredAccountsIssuerPorts>()
  const run = <A>(program: Effect.Effect<A, IdentityError | RepositoryError, StoredAccountsIssuerPorts>): Effect.Effect<A, IdentityError> =>
    program.pipe(Effect.catchTag("RepositoryError", storageFailure), Effect.provideContext(ports))
  return CustomTokenIssuer.of({
    issue: (uid) => run(issueCustomToken(uid)),
    // The users table is where this provider signs in from: its email is the sign-in email.
    updateEmail: (uid, email) => run(setStoredEmail(uid, email)),
    updatePassword: (uid, password) => run(setStoredPassword(uid, password)),
    // Nothing to revoke: this provider keeps no sessions of its own. A browser is signed in only by
    // the shop's session row (core deletes it), and a custom token is checked against the users
    // table at each use (deactivated_at) and lives an hour.
    revokeSessions: (uid) => run(Effect.asVoid(storedUser(uid))),
    // The users table's deactivated_at is this provider's "disabled" (the first instant is kept):
    // authenticate and verifyCustomToken refuse the user from then on.
    disable: (uid) =>
      run(Effect.gen(function* () {
        const user = yield* storedUser(uid)
        if (user.deactivatedAt === null) yield* (yield* UserRepository).setDeactivatedAt(uid, yield* Clock.currentTimeMillis)
      })),
    // Clearing deactivated_at is this provider's "enabled": core's reactivation clears it too, and
    // either may come first.
    enable: (uid) =>
      run(Effect.gen(function* () {
        const user = yield* storedUser(uid)
        if (user.deactivatedAt !== null) yield* (yield* UserRepository).setDeactivatedAt(uid, null)
      })),
    // Every password change of this provider (settings, reset) goes through the shop, which ends the
    // sessions itself: nothing to tell core.
    passwordChangedAt: (uid) =>
      run(Effect.gen(function* () {
        const user = yield* storedUser(uid)
        if (user.deactivatedAt !== null) return yield* Effect.fail(new IdentityError({ code: "user-disabled" }))
        return Option.none<number>()
      }))
  })
})

/**
 * The Identity and its CustomTokenIssuer. One build is one client: who is signed in lives in its
 * Ref, as the Firebase SDK keeps it per app.
 */
export const makeStoredAccountsIdentity = (options: StoredAccountsOptions = {}) =>
  Effect.gen(function* () {
    const ports = yield* Effect.context<StoredAccountsPorts>()
    const current = yield* Ref.make(Option.none<AuthUser>())
    const run = <A>(program: Effect.Effect<A, IdentityError | RepositoryError, StoredAccountsPorts>): Effect.Effect<A, IdentityError> =>
      program.pipe(Effect.catchTag("RepositoryError", storageFailure), Effect.provideContext(ports))
    const signedIn = (user: AuthUser) => Effect.as(Ref.set(current, Option.some(user)), user)
    const resetLink = options.resetLink ?? defaultResetLink

    const identity = Identity.of({
      signInWithCustomToken: (token) => Effect.flatMap(run(verifyCustomToken(token)), signedIn),
      signInWithPassword: (email, password) => Effect.flatMap(run(authenticate(email, password)), signedIn),
      register: (email, password, name) => Effect.flatMap(run(registerAccount(email, password, name)), signedIn),
      signOut: Ref.set(current, Option.none()),
      currentUser: Ref.get(current),
      sendPasswordReset: (email) => run(requestPasswordReset(email, resetLink))
    })
    const issuer = yield* makeStoredAccountsIssuer
    return Context.make(Identity, identity).pipe(Context.add(CustomTokenIssuer, issuer))
  })
