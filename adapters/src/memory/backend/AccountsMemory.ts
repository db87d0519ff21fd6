import { Context, Effect, Layer, Option, Ref, Schema } from "effect"
import {
  AccountTokens,
  EmailTaken,
  MailOutbox,
  PasswordHasher,
  SessionRepository,
  TokenPurpose,
  UserRepository
} from "@shop/core/backend/auth/ports"
import type { LiveSession, OutboxMail, TokenClaims, UserRecord } from "@shop/core/backend/auth/ports"
import { SecretTokensMemory } from "./SecretTokensMemory.ts"

/**
 * Memory fakes of the embedded identity's ports, for tests: the stores (which also run
 * accountStoreSuite and sessionStoreSuite), a reversible "hasher", unsigned "tokens" and
 * SecretTokensMemory. The fakes of hashing and signing are NOT secure and exist only so core's rules
 * can be tested without the adapters' crypto.
 */

/** A stored reset token or session, by digest. */
interface TokenRow {
  readonly userId: string
  readonly createdAt: number
  readonly expiresAt: number
}

interface State {
  readonly users: ReadonlyArray<UserRecord>
  readonly resets: ReadonlyMap<string, TokenRow>
  readonly sessions: ReadonlyMap<string, TokenRow>
  readonly outbox: ReadonlyArray<OutboxMail>
  readonly sequence: number
  /** When each user was stored (epoch ms): the users table's created_at, which UserRecord leaves out. */
  readonly createdAt: ReadonlyMap<string, number>
}

/** A stored user and when it was stored: what the memory CustomerDirectory lists. */
export interface ListedUser {
  readonly user: UserRecord
  readonly createdAt: number
}

/** Every user of the memory stores, in insertion order (the memory CustomerDirectory reads them). */
export class MemoryUserList extends Context.Service<MemoryUserList, { readonly all: Effect.Effect<ReadonlyArray<ListedUser>> }>()(
  "@shop/adapters/memory/MemoryUserList"
) {}

/** The rows of `rows` that `keep` keeps (a Map is never changed in place: the state is a value). */
const filtered = (rows: ReadonlyMap<string, TokenRow>, keep: (digest: string, row: TokenRow) => boolean) =>
  new Map([...rows].filter(([digest, row]) => keep(digest, row)))

const uuidOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`

const makeStores = Effect.gen(function* () {
  const state = yield* Ref.make<State>({ users: [], resets: new Map(), sessions: new Map(), outbox: [], sequence: 0, createdAt: new Map() })
  const update = (id: string, f: (u: UserRecord) => UserRecord) =>
    Ref.update(state, (s) => ({ ...s, users: s.users.map((u) => (u.id === id ? f(u) : u)) }))

  const users = UserRepository.of({
    insert: (user) =>
      Ref.modify(state, (s): [Effect.Effect<UserRecord, EmailTaken>, State] => {
        if (s.users.some((u) => u.email.toLowerCase() === user.email.toLowerCase())) {
          return [Effect.fail(new EmailTaken({ email: user.email })), s]
        }
        const record: UserRecord = {
          id: uuidOf(s.sequence + 1),
          email: user.email,
          name: user.name,
          passwordHash: user.passwordHash,
          deactivatedAt: null,
          payment: null
        }
        return [Effect.succeed(record), { ...s, sequence: s.sequence + 1, users: [...s.users, record], createdAt: new Map(s.createdAt).set(record.id, user.createdAt) }]
      }).pipe(Effect.flatten),
    linkExternal: (user) =>
      Ref.modify(state, (s): [Effect.Effect<UserRecord, EmailTaken>, State] => {
        if (s.users.some((u) => u.id !== user.id && u.email.toLowerCase() === user.email.toLowerCase())) {
          return [Effect.fail(new EmailTaken({ email: user.email })), s]
        }
        const existing = s.users.find((u) => u.id === user.id)
        const record: UserRecord = existing === undefined
          ? { id: user.id, email: user.email, name: user.name, passwordHash: null, deactivatedAt: null, payment: null }
          : { ...existing, email: user.email, name: user.name }
        const users = existing === undefined ? [...s.users, record] : s.users.map((u) => (u.id === user.id ? record : u))
        const createdAt = s.createdAt.has(user.id) ? s.createdAt : new Map(s.createdAt).set(user.id, user.createdAt)
        return [Effect.succeed(record), { ...s, users, createdAt }]
      }).pipe(Effect.flatten),
    findByEmail: (email) =>
      Ref.get(state).pipe(Effect.map((s) => Option.fromNullishOr(s.users.find((u) => u.email.toLowerCase() === email.trim().toLowerCase())))),
    findById: (id) => Ref.get(state).pipe(Effect.map((s) => Option.fromNullishOr(s.users.find((u) => u.id === id)))),
    setPasswordHash: (id, hash) => update(id, (u) => ({ ...u, passwordHash: hash })),
    setDeactivatedAt: (id, at) => update(id, (u) => ({ ...u, deactivatedAt: at })),
    setEmail: (id, email) =>
      Ref.modify(state, (s): [Effect.Effect<boolean, EmailTaken>, State] => {
        if (s.users.some((u) => u.id !== id && u.email.toLowerCase() === email.toLowerCase())) {
          return [Effect.fail(new EmailTaken({ email })), s]
        }
        if (!s.users.some((u) => u.id === id)) return [Effect.succeed(false), s]
        return [Effect.succeed(true), { ...s, users: s.users.map((u) => (u.id === id ? { ...u, email } : u)) }]
      }).pipe(Effect.flatten),
    saveResetToken: (token) =>
      Ref.update(state, (s) => ({
        ...s,
        resets: filtered(s.resets, (_, row) => row.userId !== token.userId)
          .set(token.digest, { userId: token.userId, createdAt: token.createdAt, expiresAt: token.expiresAt })
      })),
    consumeResetToken: (digest, now) =>
      Ref.modify(state, (s): [Option.Option<string>, State] => {
        const row = s.resets.get(digest)
        if (row === undefined || row.expiresAt <= now) return [Option.none(), s]
        return [Option.some(row.userId), { ...s, resets: filtered(s.resets, (_, other) => other.userId !== row.userId) }]
      }),
    deleteResetTokens: (userId) => Ref.update(state, (s) => ({ ...s, resets: filtered(s.resets, (_, row) => row.userId !== userId) }))
  })
  const sessions = SessionRepository.of({
    create: (session) =>
      Ref.update(state, (s) => ({
        ...s,
        sessions: filtered(s.sessions, (_, row) => row.userId !== session.userId || row.expiresAt > session.createdAt)
          .set(session.digest, { userId: session.userId, createdAt: session.createdAt, expiresAt: session.expiresAt })
      })),
    find: (digest, now) =>
      Ref.get(state).pipe(Effect.map((s): Option.Option<LiveSession> => {
        const row = s.sessions.get(digest)
        const user = row === undefined || row.expiresAt <= now ? undefined : s.users.find((u) => u.id === row.userId)
        return row === undefined || user === undefined ? Option.none() : Option.some({ user, createdAt: row.createdAt, expiresAt: row.expiresAt })
      })),
    extend: (digest, expiresAt) =>
      Ref.update(state, (s) => {
        const row = s.sessions.get(digest)
        if (row === undefined || row.expiresAt >= expiresAt) return s
        return { ...s, sessions: new Map(s.sessions).set(digest, { ...row, expiresAt }) }
      }),
    revoke: (digest) => Ref.update(state, (s) => ({ ...s, sessions: filtered(s.sessions, (d) => d !== digest) })),
    revokeAll: (userId, except) =>
      Ref.modify(state, (s): [number, State] => {
        const kept = filtered(s.sessions, (digest, row) => row.userId !== userId || digest === except)
        return [s.sessions.size - kept.size, { ...s, sessions: kept }]
      })
  })
  const outbox = MailOutbox.of({
    send: (mail) => Ref.update(state, (s) => ({ ...s, outbox: [...s.outbox, mail] })),
    list: (limit) =>
      Ref.get(state).pipe(Effect.map((s) =>
        s.outbox.map((mail, i) => ({ mail, i }))
          .sort((a, b) => b.mail.createdAt - a.mail.createdAt || b.i - a.i)
          .slice(0, Math.max(0, Math.trunc(limit)))
          .map(({ mail }) => mail)))
  })
  const listed = MemoryUserList.of({
    all: Ref.get(state).pipe(Effect.map((s) => s.users.map((user) => ({ user, createdAt: s.createdAt.get(user.id) ?? 0 }))))
  })
  return Context.make(UserRepository, users).pipe(
    Context.add(SessionRepository, sessions),
    Context.add(MailOutbox, outbox),
    Context.add(MemoryUserList, listed)
  )
})

/** UserRepository, SessionRepository and MailOutbox in memory (and MemoryUserList over them), empty at each build. */
export const accountStoresMemoryLayer = Layer.effectContext(makeStores)

const FakeClaims = Schema.Struct({
  purpose: TokenPurpose,
  subject: Schema.String,
  issuedAt: Schema.Number,
  expiresAt: Schema.Number
})
const decodeClaims = Schema.decodeUnknownOption(Schema.fromJsonString(FakeClaims))

/** Not crypto: a readable "hash", unsigned JSON "tokens" (expiry and purpose still checked) and SecretTokensMemory. */
export const accountCryptoFakeLayer = Layer.mergeAll(
  Layer.succeed(PasswordHasher, PasswordHasher.of({
    hash: (password) => Effect.succeed(`fake-hash:${password}`),
    verify: (hash, password) => Effect.succeed(hash === `fake-hash:${password}`),
    // No password is "\u0000": the fake hash of nobody's password.
    unusedHash: Effect.succeed("fake-hash:\u0000")
  })),
  Layer.succeed(AccountTokens, AccountTokens.of({
    sign: (claims: TokenClaims) => Effect.succeed(`fake-token:${JSON.stringify(claims)}`),
    verify: (token, purpose, now) =>
      Effect.succeed(
        token.startsWith("fake-token:")
          ? Option.filter(decodeClaims(token.slice("fake-token:".length)), (c) => c.purpose === purpose && now < c.expiresAt)
          : Option.none()
      )
  })),
  SecretTokensMemory.layer
)

/** Every port of backend/auth in memory. */
export const accountsMemoryLayer = Layer.merge(accountStoresMemoryLayer, accountCryptoFakeLayer)
