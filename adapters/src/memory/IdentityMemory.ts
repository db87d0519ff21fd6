import { Clock, Context, Effect, Layer, Option, Ref } from "effect"
import type { AuthUser } from "@shop/core/ports/Identity"
import { CustomTokenIssuer, Identity, IdentityError } from "@shop/core/ports/Identity"
import type { IdentityErrorCode } from "@shop/core/ports/Identity"
import type { PasswordPolicy } from "@shop/core/validation/index"
import { productPasswordPolicy, validateEmail, validatePassword } from "@shop/core/validation/index"

interface Account {
  readonly user: AuthUser
  /** Kept as typed: a test fake, never a store of real credentials. */
  readonly password: string
}

interface State {
  readonly accounts: ReadonlyMap<string, Account>
  readonly tokens: ReadonlyMap<string, string>
  readonly current: Option.Option<AuthUser>
  readonly issued: number
  readonly passwordResets: ReadonlyArray<string>
  /** Uids the provider refuses (CustomTokenIssuer.disable). */
  readonly disabled: ReadonlySet<string>
  /** When each user's password was set last (epoch ms, Effect's Clock). */
  readonly passwordChangedAt: ReadonlyMap<string, number>
}

const emptyState: State = {
  accounts: new Map(),
  tokens: new Map(),
  current: Option.none(),
  issued: 0,
  passwordResets: [],
  disabled: new Set(),
  passwordChangedAt: new Map()
}

/** The provider keys accounts by lower-cased email. */
const emailKey = (email: string) => email.trim().toLowerCase()
const fail = (code: IdentityErrorCode) => Effect.fail(new IdentityError({ code }))

/** What a test can look at besides the port: the reset emails that would have gone out. */
export class IdentityMemoryInbox extends Context.Service<
  IdentityMemoryInbox,
  { readonly passwordResetsSent: Effect.Effect<ReadonlyArray<string>> }
>()("@shop/adapters/IdentityMemoryInbox") {}

const make = (policy: PasswordPolicy) =>
  Effect.gen(function* () {
    const state = yield* Ref.make(emptyState)

    const signIn = (user: AuthUser) => Ref.update(state, (s) => ({ ...s, current: Option.some(user) })).pipe(Effect.as(user))
    const findUid = (uid: string) =>
      Ref.get(state).pipe(Effect.map((s) => Option.fromNullishOr([...s.accounts.values()].find((a) => a.user.uid === uid))))
    const isDisabled = (uid: string) => Effect.map(Ref.get(state), (s) => s.disabled.has(uid))
    /** The account of `uid`: `user-not-found`, or `user-disabled` when the provider refuses it. */
    const enabledAccount = (uid: string) =>
      Effect.gen(function* () {
        const account = yield* findUid(uid)
        if (Option.isNone(account)) return yield* fail("user-not-found")
        if (yield* isDisabled(uid)) return yield* fail("user-disabled")
        return account.value
      })
    const passwordSetNow = (uid: string) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Ref.update(state, (s) => ({ ...s, passwordChangedAt: new Map(s.passwordChangedAt).set(uid, now) })))

    const identity = Identity.of({
      signInWithCustomToken: Effect.fn("Identity.signInWithCustomToken")(function* (token: string) {
        const uid = (yield* Ref.get(state)).tokens.get(token)
        if (uid === undefined) return yield* fail("invalid-token")
        return yield* signIn((yield* enabledAccount(uid)).user)
      }),
      signInWithPassword: Effect.fn("Identity.signInWithPassword")(function* (email: string, password: string) {
        const account = (yield* Ref.get(state)).accounts.get(emailKey(email))
        if (account === undefined) return yield* fail("user-not-found")
        if (account.password !== password) return yield* fail("wrong-password")
        if (yield* isDisabled(account.user.uid)) return yield* fail("user-disabled")
        return yield* signIn(account.user)
      }),
      register: Effect.fn("Identity.register")(function* (email: string, password: string, name: string) {
        if (Option.isSome(validateEmail(email))) return yield* fail("invalid-email")
        if (Option.isSome(validatePassword(password, policy))) return yield* fail("weak-password")
        const key = emailKey(email)
        const current = yield* Ref.get(state)
        if (current.accounts.has(key)) return yield* fail("email-already-in-use")
        const user: AuthUser = { uid: `memory-user-${current.accounts.size + 1}`, email: key, displayName: name.trim() || null }
        yield* Ref.set(state, { ...current, accounts: new Map(current.accounts).set(key, { user, password }) })
        yield* passwordSetNow(user.uid)
        return yield* signIn(user)
      }),
      signOut: Ref.update(state, (s) => ({ ...s, current: Option.none() })),
      currentUser: Ref.get(state).pipe(Effect.map((s) => s.current)),
      sendPasswordReset: Effect.fn("Identity.sendPasswordReset")(function* (email: string) {
        if (Option.isSome(validateEmail(email))) return yield* fail("invalid-email")
        const key = emailKey(email)
        // Unknown emails succeed silently, as the port promises; only known ones get a reset email.
        yield* Ref.update(state, (s) =>
          s.accounts.has(key) ? { ...s, passwordResets: [...s.passwordResets, key] } : s
        )
      })
    })

    const issuer = CustomTokenIssuer.of({
      issue: Effect.fn("CustomTokenIssuer.issue")(function* (uid: string) {
        yield* enabledAccount(uid)
        return yield* Ref.modify(state, (s) => {
          const token = `memory-custom-token-${s.issued + 1}`
          return [token, { ...s, issued: s.issued + 1, tokens: new Map(s.tokens).set(token, uid) }] as const
        })
      }),
      updatePassword: Effect.fn("CustomTokenIssuer.updatePassword")(function* (uid: string, password: string) {
        if (Option.isSome(validatePassword(password, policy))) return yield* fail("weak-password")
        const account = yield* findUid(uid)
        if (Option.isNone(account)) return yield* fail("user-not-found")
        yield* Ref.update(state, (s) => ({
          ...s,
          accounts: new Map(s.accounts).set(emailKey(account.value.user.email), { ...account.value, password })
        }))
        yield* passwordSetNow(uid)
      }),
      // The fake keeps no sessions of its own (its custom tokens are checked against `disabled` at each use).
      revokeSessions: Effect.fn("CustomTokenIssuer.revokeSessions")(function* (uid: string) {
        if (Option.isNone(yield* findUid(uid))) return yield* fail("user-not-found")
      }),
      disable: Effect.fn("CustomTokenIssuer.disable")(function* (uid: string) {
        if (Option.isNone(yield* findUid(uid))) return yield* fail("user-not-found")
        yield* Ref.update(state, (s) => ({ ...s, disabled: new Set(s.disabled).add(uid) }))
      }),
      passwordChangedAt: Effect.fn("CustomTokenIssuer.passwordChangedAt")(function* (uid: string) {
        yield* enabledAccount(uid)
        return Option.fromNullishOr((yield* Ref.get(state)).passwordChangedAt.get(uid))
      }),
      updateEmail: Effect.fn("CustomTokenIssuer.updateEmail")(function* (uid: string, email: string) {
        if (Option.isSome(validateEmail(email))) return yield* fail("invalid-email")
        const account = yield* findUid(uid)
        if (Option.isNone(account)) return yield* fail("user-not-found")
        const key = emailKey(email)
        const oldKey = emailKey(account.value.user.email)
        if (key === oldKey) return
        const current = yield* Ref.get(state)
        if (current.accounts.has(key)) return yield* fail("email-already-in-use")
        const user: AuthUser = { ...account.value.user, email: key }
        const accounts = new Map(current.accounts)
        accounts.delete(oldKey)
        accounts.set(key, { ...account.value, user })
        const signedIn = Option.map(current.current, (u) => (u.uid === uid ? user : u))
        yield* Ref.set(state, { ...current, accounts, current: signedIn })
      })
    })

    const inbox = IdentityMemoryInbox.of({ passwordResetsSent: Ref.get(state).pipe(Effect.map((s) => s.passwordResets)) })

    return Context.make(Identity, identity).pipe(
      Context.add(CustomTokenIssuer, issuer),
      Context.add(IdentityMemoryInbox, inbox)
    )
  })

/**
 * In-memory identity provider for tests and demos: accounts, custom tokens and the signed-in user
 * live in one Ref per layer build, under the product's password policy unless told otherwise.
 */
export const IdentityMemory = {
  layer: Layer.effectContext(make(productPasswordPolicy)),
  layerWithPolicy: (policy: PasswordPolicy) => Layer.effectContext(make(policy))
}
