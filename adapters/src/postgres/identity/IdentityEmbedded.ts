import { Clock, Context, Effect, Layer, Option, Ref } from "effect"
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
import type { RepositoryError } from "@shop/core/errors"
import type { SecretTokens } from "@shop/core/backend/ports/SecretTokens"
import type { AuthUser } from "@shop/core/ports/Identity"
import { CustomTokenIssuer, Identity, IdentityError } from "@shop/core/ports/Identity"
import { SecretTokensNode } from "../../secrets/SecretTokensNode.ts"
import { AccountsRepositoryPg } from "../repositories/AccountsRepositoryPg.ts"
import { AccountTokensJose } from "./AccountTokensJose.ts"
import { PasswordHasherArgon2 } from "./PasswordHasherArgon2.ts"

/** A storage failure is no identity answer the user can act on: `unknown`, the operation kept for logs. */
const storageFailure = (error: RepositoryError) =>
  Effect.fail(new IdentityError({ code: "unknown", providerCode: `storage: ${error.operation}` }))

export interface IdentityEmbeddedOptions {
  /** The reset link a reset mail carries for `token` (default: the forgot page, `/forgot/?token=`). */
  readonly resetLink?: (token: string) => string
}

const defaultResetLink = (token: string) => `/forgot/?token=${encodeURIComponent(token)}`

type Ports = UserRepository | MailOutbox | PasswordHasher | AccountTokens | SecretTokens

type IssuerPorts = UserRepository | PasswordHasher | AccountTokens

const storedUser = (uid: string) =>
  Effect.flatMap(UserRepository.use((users) => users.findById(uid)), Option.match({
    onNone: () => Effect.fail(new IdentityError({ code: "user-not-found" })),
    onSome: Effect.succeed
  }))

/**
 * The embedded CustomTokenIssuer: core's programs over the users table. It keeps no state: the
 * server builds one (issuerLayerFromPorts) for its session checks, each request's Identity its own.
 */
const makeIssuer = Effect.gen(function* () {
  const ports = yield* Effect.context<IssuerPorts>()
  const run = <A>(program: Effect.Effect<A, IdentityError | RepositoryError, IssuerPorts>): Effect.Effect<A, IdentityError> =>
    program.pipe(Effect.catchTag("RepositoryError", storageFailure), Effect.provideContext(ports))
  return CustomTokenIssuer.of({
    issue: (uid) => run(issueCustomToken(uid)),
    // The embedded identity signs in from the users table: its email is the sign-in email.
    updateEmail: (uid, email) => run(setStoredEmail(uid, email)),
    updatePassword: (uid, password) => run(setStoredPassword(uid, password)),
    // Nothing to revoke: the embedded identity keeps no sessions of its own. A browser is signed in
    // only by the shop's session row (core deletes it), and a custom token is checked against the
    // users table at each use (deactivated_at) and lives an hour.
    revokeSessions: (uid) => run(Effect.asVoid(storedUser(uid))),
    // The users table's deactivated_at is this provider's "disabled" (the first instant is kept):
    // authenticate and verifyCustomToken refuse the user from then on.
    disable: (uid) =>
      run(Effect.gen(function* () {
        const user = yield* storedUser(uid)
        if (user.deactivatedAt === null) yield* (yield* UserRepository).setDeactivatedAt(uid, yield* Clock.currentTimeMillis)
      })),
    // Every password change of the embedded identity (settings, reset) goes through the shop, which
    // ends the sessions itself: nothing to tell core.
    passwordChangedAt: (uid) =>
      run(Effect.gen(function* () {
        const user = yield* storedUser(uid)
        if (user.deactivatedAt !== null) return yield* Effect.fail(new IdentityError({ code: "user-disabled" }))
        return Option.none<number>()
      }))
  })
})

/**
 * The embedded Identity (DESIGN: "database users, password hashes and signed tokens"): core's account
 * programs (backend/auth) over the shop database, argon2 and jose. One layer build is one client:
 * who is signed in lives in its Ref, as the Firebase SDK keeps it per app. CustomTokenIssuer signs the
 * SPEC 7 custom token the server hands the client.
 */
const make = (options: IdentityEmbeddedOptions) =>
  Effect.gen(function* () {
    const ports = yield* Effect.context<Ports>()
    const current = yield* Ref.make(Option.none<AuthUser>())
    const run = <A>(program: Effect.Effect<A, IdentityError | RepositoryError, Ports>): Effect.Effect<A, IdentityError> =>
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
    const issuer = yield* makeIssuer
    return Context.make(Identity, identity).pipe(Context.add(CustomTokenIssuer, issuer))
  })

/** The crypto of the embedded identity: argon2id hashes and jose custom tokens signed with AUTH_TOKEN_SECRET. */
export const layerAccountCrypto = Layer.merge(PasswordHasherArgon2.layer, AccountTokensJose.layerConfig)

export const IdentityEmbedded = {
  /** Over ports already provided (the server runtime's, or a test's). */
  layerFromPorts: (options: IdentityEmbeddedOptions = {}) => Layer.effectContext(make(options)),
  /** The CustomTokenIssuer alone, over ports already provided (the server runtime's one for every request). */
  issuerLayerFromPorts: Layer.effect(CustomTokenIssuer, makeIssuer),
  /**
   * Over the shop Database, with argon2, AUTH_TOKEN_SECRET and the local outbox (a reset mail is kept
   * in mail_outbox: for tools and tests; the server chooses its outbox by MAIL_OUTBOX).
   */
  layer: (options: IdentityEmbeddedOptions = {}) =>
    Layer.effectContext(make(options)).pipe(Layer.provide(Layer.mergeAll(
      AccountsRepositoryPg.layer,
      AccountsRepositoryPg.layerOutbox,
      layerAccountCrypto,
      SecretTokensNode.layerConfig
    )))
}
