import { Clock, Context, Effect, Schema } from "effect"
import type { RepositoryError } from "../../errors.ts"
import type { StaffActor } from "../../staff/roles.ts"

/**
 * The audit log (issue 18): every change a staff member makes, who, when, what, and the record before
 * and after (JSON-safe values, as the use case chose to show them). Admins read it newest first.
 */
export const AuditEntry = Schema.Struct({
  id: Schema.Number,
  /** Epoch ms. */
  at: Schema.Number,
  actorId: Schema.String,
  actorEmail: Schema.String,
  /** What was done, e.g. "order.transition", "product.update", "customer.deactivate", "staff.add". */
  action: Schema.String,
  /** What it was done to, e.g. "order:<uuid>", "product:42", "customer:<uid>". */
  subject: Schema.String,
  before: Schema.Unknown,
  after: Schema.Unknown
})
export type AuditEntry = typeof AuditEntry.Type

export interface NewAuditEntry {
  readonly at: number
  readonly actorId: string
  readonly actorEmail: string
  readonly action: string
  readonly subject: string
  readonly before: unknown
  readonly after: unknown
}

export interface AuditPage {
  readonly entries: ReadonlyArray<AuditEntry>
  readonly total: number
}

export class AuditLog extends Context.Service<
  AuditLog,
  {
    readonly record: (entry: NewAuditEntry) => Effect.Effect<void, RepositoryError>
    /** Newest first; `offset` and `limit` page it. */
    readonly list: (offset: number, limit: number) => Effect.Effect<AuditPage, RepositoryError>
  }
>()("@shop/core/backend/AuditLog") {}

/** Writes one audit entry for `actor`, now. Use cases call it after the change succeeded. */
export const audit = (
  actor: StaffActor,
  action: string,
  subject: string,
  before: unknown,
  after: unknown
): Effect.Effect<void, RepositoryError, AuditLog> =>
  Effect.gen(function*() {
    const at = yield* Clock.currentTimeMillis
    yield* (yield* AuditLog).record({ at, actorId: actor.id, actorEmail: actor.email, action, subject, before, after })
  })
