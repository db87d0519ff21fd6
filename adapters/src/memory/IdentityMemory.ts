import { Clock, Context, Effect, Layer, Option, Ref } from "effect"
import type { IdentityErrorCode } from "@shop/core/ports/Identity"
import { CustomTokenIssuer, Identity, IdentityError } from "@shop/core/ports/Identity"
import { makeStoredAccountsIdentity, type StoredAccountsOptions } from "../identity/storedAccountsIdentity.ts"
import { accountsMemoryLayer } from "./backend/AccountsMemory.ts"

interface ProviderState {
  /** When each user's password last changed at the provider (epoch ms). */
  readonly passwordChangedAt: ReadonlyMap<string, number>
  /** Every revokeSessions call, in order (uids). */
  readonly revoked: ReadonlyArray<string>
  /** Every disable call, in order (uids). */
  readonly disabled: ReadonlyArray<string>
  /** Every enable call, in order (uids). */
  readonly enabled: ReadonlyArray<string>
  /** How many times passwordChangedAt was asked (the per-request cost of the provider check). */
  readonly lookups: number
  /** When set, passwordChangedAt fails with this code (the provider unreachable, ...). */
  readonly lookupFailure: IdentityErrorCode | null
}

/** What a test sees of the provider besides the port, and what it does "elsewhere". */
export class IdentityMemoryControl extends Context.Service<
  IdentityMemoryControl,
  {
    /** A password change the shop never sees (as on Firebase's own reset page), now. */
    readonly changePasswordElsewhere: (uid: string) => Effect.Effect<void>
    readonly state: Effect.Effect<ProviderState>
    readonly failLookups: (code: IdentityErrorCode | null) => Effect.Effect<void>
  }
>()("@shop/adapters/memory/IdentityMemoryControl") {}

/**
 * The memory Identity: the provider of the shop's own users table (identity/storedAccountsIdentity.ts,
 * core's account programs, as the embedded identity runs them) over the memory stores. Registration,
 * sign-in, custom tokens, email and password changes, disabling and reset mails are core's rules.
 *
 * One thing is modelled on Firebase on purpose, because core's session rules must be tested against
 * it: the provider keeps when each password was set (registration, a change; passwordChangedAt answers it; the embedded
 * provider answers none), including a change the shop never sees (IdentityMemoryControl
 * changePasswordElsewhere), and its lookups can be made to fail. The control also lists the calls
 * that end a user's provider sessions (revokeSessions, disable).
 */
const make = (options: StoredAccountsOptions) =>
  Effect.gen(function*() {
    const stored = yield* makeStoredAccountsIdentity(options)
    const identity = Context.get(stored, Identity)
    const issuer = Context.get(stored, CustomTokenIssuer)
    const state = yield* Ref.make<ProviderState>({ passwordChangedAt: new Map(), revoked: [], disabled: [], enabled: [], lookups: 0, lookupFailure: null })
    const passwordSetNow = (uid: string) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Ref.update(state, (s) => ({ ...s, passwordChangedAt: new Map(s.passwordChangedAt).set(uid, now) })))

    const firebaseLike = CustomTokenIssuer.of({
      ...issuer,
      updatePassword: (uid, password) => Effect.andThen(issuer.updatePassword(uid, password), passwordSetNow(uid)),
      revokeSessions: (uid) => Effect.andThen(issuer.revokeSessions(uid), Ref.update(state, (s) => ({ ...s, revoked: [...s.revoked, uid] }))),
      disable: (uid) => Effect.andThen(issuer.disable(uid), Ref.update(state, (s) => ({ ...s, disabled: [...s.disabled, uid] }))),
      enable: (uid) => Effect.andThen(issuer.enable(uid), Ref.update(state, (s) => ({ ...s, enabled: [...s.enabled, uid] }))),
      passwordChangedAt: (uid) =>
        Effect.gen(function*() {
          const current = yield* Ref.updateAndGet(state, (s) => ({ ...s, lookups: s.lookups + 1 }))
          if (current.lookupFailure !== null) return yield* Effect.fail(new IdentityError({ code: current.lookupFailure }))
          yield* issuer.passwordChangedAt(uid)
          return Option.fromNullishOr(current.passwordChangedAt.get(uid))
        })
    })
    const control = IdentityMemoryControl.of({
      changePasswordElsewhere: passwordSetNow,
      state: Ref.get(state),
      failLookups: (code) => Ref.update(state, (s) => ({ ...s, lookupFailure: code }))
    })
    // A new account's password is set now, as Firebase records it.
    const registering = Identity.of({
      ...identity,
      register: (email, password, name) => Effect.tap(identity.register(email, password, name), (user) => passwordSetNow(user.uid))
    })
    return Context.make(Identity, registering).pipe(
      Context.add(CustomTokenIssuer, firebaseLike),
      Context.add(IdentityMemoryControl, control)
    )
  })

export const IdentityMemory = {
  /**
   * Over account ports already provided (accountsMemoryLayer), so a test's own calls of core's
   * programs and the provider share one users table.
   */
  layerFromPorts: (options: StoredAccountsOptions = {}) => Layer.effectContext(make(options)),
  /** With empty memory stores of its own (each build starts empty), which the test may read too (the outbox). */
  layer: Layer.effectContext(make({})).pipe(Layer.provideMerge(accountsMemoryLayer))
}
