/// <reference types="node" />
import { randomUUID } from "node:crypto"
import { Effect, Layer, Option, Ref } from "effect"
import {
  type LiveStaffSession,
  type NewStaff,
  type NewStaffSession,
  type StaffChange,
  StaffEmailTaken,
  type StaffRecord,
  StaffRepository,
  StaffSessionRepository
} from "@shop/core/backend/staff/ports"

const make = Effect.gen(function*() {
  const members = yield* Ref.make<ReadonlyArray<StaffRecord>>([])
  const sessions = yield* Ref.make<ReadonlyMap<string, NewStaffSession>>(new Map())
  const byId = (id: string) => Effect.map(Ref.get(members), (all) => Option.fromNullishOr(all.find((m) => m.id === id)))
  const staff = StaffRepository.of({
    insert: (input: NewStaff) =>
      Ref.modify(members, (all): [Effect.Effect<StaffRecord, StaffEmailTaken>, ReadonlyArray<StaffRecord>] => {
        const email = input.email.trim().toLowerCase()
        if (all.some((m) => m.email === email)) return [Effect.fail(new StaffEmailTaken({ email })), all]
        const created: StaffRecord = { ...input, email, id: randomUUID(), disabledAt: null }
        return [Effect.succeed(created), [...all, created]]
      }).pipe(Effect.flatten),
    findByEmail: (email) => Effect.map(Ref.get(members), (all) => Option.fromNullishOr(all.find((m) => m.email === email.trim().toLowerCase()))),
    findById: byId,
    update: (id: string, change: StaffChange) =>
      Ref.modify(members, (all): [Option.Option<StaffRecord>, ReadonlyArray<StaffRecord>] => {
        const found = all.find((m) => m.id === id)
        if (found === undefined) return [Option.none(), all]
        const changed: StaffRecord = {
          ...found,
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.role === undefined ? {} : { role: change.role }),
          ...(change.language === undefined ? {} : { language: change.language }),
          ...(change.passwordHash === undefined ? {} : { passwordHash: change.passwordHash }),
          ...(change.disabledAt === undefined ? {} : { disabledAt: change.disabledAt })
        }
        return [Option.some(changed), all.map((m) => (m.id === id ? changed : m))]
      }),
    list: Effect.map(Ref.get(members), (all) => [...all].sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0))),
    count: Effect.map(Ref.get(members), (all) => all.length)
  })
  const staffSessions = StaffSessionRepository.of({
    create: (session) => Ref.update(sessions, (all) => new Map(all).set(session.digest, session)),
    find: (digest, now) =>
      Effect.gen(function*() {
        const session = (yield* Ref.get(sessions)).get(digest)
        if (session === undefined || session.expiresAt <= now) return Option.none<LiveStaffSession>()
        const member = yield* byId(session.staffId)
        return Option.map(member, (m) => ({ staff: m, createdAt: session.createdAt, expiresAt: session.expiresAt }))
      }),
    revoke: (digest) => Ref.update(sessions, (all) => {
      const next = new Map(all)
      next.delete(digest)
      return next
    }),
    revokeAll: (staffId) =>
      Ref.modify(sessions, (all): [number, ReadonlyMap<string, NewStaffSession>] => {
        const kept = new Map([...all].filter(([, s]) => s.staffId !== staffId))
        return [all.size - kept.size, kept]
      })
  })
  return Layer.mergeAll(Layer.succeed(StaffRepository, staff), Layer.succeed(StaffSessionRepository, staffSessions))
})

/** Staff members and their sessions in memory: one empty store per layer build. */
export const StaffMemory = { layer: Layer.unwrap(make) }
