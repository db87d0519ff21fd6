import { Schema } from "effect"
import { StaffPageInfo } from "./staffPaging.ts"

/** The audit log's page size (admins read it newest first). */
export const auditPageSize = 50

/** An audit entry as the staff call answers it: who (id and email), when (epoch ms), what, to what, before and after. */
export const StaffAuditEntry = Schema.Struct({
  id: Schema.Number,
  at: Schema.Number,
  actorId: Schema.String,
  actorEmail: Schema.String,
  action: Schema.String,
  subject: Schema.String,
  before: Schema.Unknown,
  after: Schema.Unknown
})

export const StaffAuditList = Schema.Struct({ ...StaffPageInfo, entries: Schema.Array(StaffAuditEntry) })
export type StaffAuditList = typeof StaffAuditList.Type
