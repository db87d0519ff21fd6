import { Context, Schema } from "effect"
import type { Effect, Option } from "effect"
import type { RepositoryError } from "../../errors.ts"
import { StaffLanguage, StaffRole } from "../../staff/roles.ts"

/** A staff member as stored (issue 18): separate from shoppers, with a role and the console's language. */
export const StaffRecord = Schema.Struct({
  id: Schema.String,
  /** Trimmed and lower-cased. */
  email: Schema.String,
  name: Schema.String,
  role: StaffRole,
  language: StaffLanguage,
  passwordHash: Schema.String,
  /** Epoch ms, null while the member may sign in. */
  disabledAt: Schema.NullOr(Schema.Number),
  createdAt: Schema.Number
})
export type StaffRecord = typeof StaffRecord.Type

export interface NewStaff {
  readonly email: string
  readonly name: string
  readonly role: StaffRole
  readonly language: StaffLanguage
  readonly passwordHash: string
  readonly createdAt: number
}

/** What may change of a staff member (an admin's edit, the first-admin settings on start). */
export interface StaffChange {
  readonly name?: string
  readonly role?: StaffRole
  readonly language?: StaffLanguage
  readonly passwordHash?: string
  readonly disabledAt?: number | null
}

/** The email is another staff member's (unique, case-insensitive); nothing was written. */
export class StaffEmailTaken extends Schema.TaggedError<StaffEmailTaken>()("StaffEmailTaken", { email: Schema.String }) {}

export class StaffRepository extends Context.Service<
  StaffRepository,
  {
    readonly insert: (staff: NewStaff) => Effect.Effect<StaffRecord, StaffEmailTaken | RepositoryError>
    readonly findByEmail: (email: string) => Effect.Effect<Option.Option<StaffRecord>, RepositoryError>
    readonly findById: (id: string) => Effect.Effect<Option.Option<StaffRecord>, RepositoryError>
    /** The changed record; none for an unknown id. */
    readonly update: (id: string, change: StaffChange) => Effect.Effect<Option.Option<StaffRecord>, RepositoryError>
    /** Every staff member, by email. */
    readonly list: Effect.Effect<ReadonlyArray<StaffRecord>, RepositoryError>
    readonly count: Effect.Effect<number, RepositoryError>
  }
>()("@shop/core/backend/StaffRepository") {}

export interface NewStaffSession {
  readonly digest: string
  readonly staffId: string
  /** Epoch ms. */
  readonly createdAt: number
  readonly expiresAt: number
}

export interface LiveStaffSession {
  readonly staff: StaffRecord
  readonly createdAt: number
  readonly expiresAt: number
}

/**
 * Staff sessions, stored as digests of the cookie's random token (as shoppers' sessions are): a copy
 * of the table signs nobody in, and deleting a row ends the session at the next request.
 */
export class StaffSessionRepository extends Context.Service<
  StaffSessionRepository,
  {
    readonly create: (session: NewStaffSession) => Effect.Effect<void, RepositoryError>
    /** The session of a digest still live at `now`, with its staff member as stored. */
    readonly find: (digest: string, now: number) => Effect.Effect<Option.Option<LiveStaffSession>, RepositoryError>
    readonly revoke: (digest: string) => Effect.Effect<void, RepositoryError>
    /** Every session of the member; answers how many ended. */
    readonly revokeAll: (staffId: string) => Effect.Effect<number, RepositoryError>
  }
>()("@shop/core/backend/StaffSessionRepository") {}
