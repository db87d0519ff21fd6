import { Clock, Context, Effect, Layer, Option, Ref } from "effect"
import { authenticate, issueCustomToken, setStoredEmail, setStoredPassword } from "@shop/core/backend/auth/accounts"
import { PasswordHasher, UserRepository } from "@shop/core/backend/auth/ports"
import type { AccountTokens } from "@shop/core/backend/auth/ports"
import type { IdentityErrorCode } from "@shop/core/ports/Identity"
import { CustomTokenIssuer, Identity, IdentityError } from "@shop/core/ports/Identity"

interface ProviderState {
  /** When each user's password last changed at the provider (epoch ms). */
  readonly passwordChangedAt: ReadonlyMap<string, number>
  /** Every revokeSessions call, in order (uids). */
  readonly revoked: ReadonlyArray<string>
  /** Every disable call, in order (uids). */
  readonly disabled: ReadonlyArray<string>
  /** How many times passwordChangedAt was asked (the per-request cost of the provider check). */
  readonly lookups: number
  /** When set, passwordChangedAt fails with this code (the provider unreachable, ...). */
  readonly lookupFailure: IdentityErrorCode | null
}

/** What a test sees of the provider besides the port, and what it does "elsewhere". */
export class ProviderMemoryControl extends Context.Service<
  ProviderMemoryControl,
  {
    /** A password change the shop never sees (as on Firebase's own reset page), now. */
    readonly changePasswordElsewhere: (uid: string) => Effect.Effect<void>
    readonly state: Effect.Effect<ProviderState>
    readonly failLookups: (code: IdentityErrorCode | null) => Effect.Effect<void>
  }
>()("@shop/adapters/memory/ProviderMemoryControl") {}

/**
 * A provider over core's own account programs and the memory stores (as the embedded adapter is over
 * the database): the password sign-in and the email change the settings rule calls. Like Firebase it
 * keeps when each password changed (passwordChangedAt), so core's provider check can be tested.
 */
export const providerLayer = Layer.effectContext(Effect.gen(function*() {
  const ports = yield* Effect.context<UserRepository | PasswordHasher | AccountTokens>()
  const state = yield* Ref.make<ProviderState>({ passwordChangedAt: new Map(), revoked: [], disabled: [], lookups: 0, lookupFailure: null })
  const run = <A>(program: Effect.Effect<A, unknown, UserRepository | PasswordHasher | AccountTokens>) =>
    program.pipe(
      Effect.mapError((e) => (e instanceof IdentityError ? e : new IdentityError({ code: "unknown" }))),
      Effect.provideContext(ports)
    )
  const storedUser = (uid: string) =>
    run(Effect.flatMap(UserRepository.use((users) => users.findById(uid)), Option.match({
      onNone: () => Effect.fail(new IdentityError({ code: "user-not-found" })),
      onSome: Effect.succeed
    })))
  const passwordSetNow = (uid: string) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) =>
      Ref.update(state, (s) => ({ ...s, passwordChangedAt: new Map(s.passwordChangedAt).set(uid, now) })))

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
    updateEmail: (uid, email) => run(setStoredEmail(uid, email)),
    updatePassword: (uid, password) =>
      Effect.andThen(
        run(setStoredPassword(uid, password)),
        passwordSetNow(uid)
      ),
    revokeSessions: (uid) => Effect.andThen(storedUser(uid), Ref.update(state, (s) => ({ ...s, revoked: [...s.revoked, uid] }))),
    disable: (uid) =>
      Effect.gen(function*() {
        const user = yield* storedUser(uid)
        if (user.deactivatedAt === null) {
          const now = yield* Clock.currentTimeMillis
          yield* run(UserRepository.use((users) => users.setDeactivatedAt(uid, now)))
        }
        yield* Ref.update(state, (s) => ({ ...s, disabled: [...s.disabled, uid] }))
      }),
    passwordChangedAt: (uid) =>
      Effect.gen(function*() {
        const current = yield* Ref.updateAndGet(state, (s) => ({ ...s, lookups: s.lookups + 1 }))
        if (current.lookupFailure !== null) return yield* Effect.fail(new IdentityError({ code: current.lookupFailure }))
        const user = yield* storedUser(uid)
        if (user.deactivatedAt !== null) return yield* Effect.fail(new IdentityError({ code: "user-disabled" }))
        return Option.fromNullishOr(current.passwordChangedAt.get(uid))
      })
  })
  const control = ProviderMemoryControl.of({
    changePasswordElsewhere: passwordSetNow,
    state: Ref.get(state),
    failLookups: (code) => Ref.update(state, (s) => ({ ...s, lookupFailure: code }))
  })
  return Context.make(Identity, identity).pipe(Context.add(CustomTokenIssuer, issuer), Context.add(ProviderMemoryControl, control))
}))
