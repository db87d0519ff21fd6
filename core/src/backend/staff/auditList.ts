import { Effect, Schema } from "effect"
import type { StaffActor } from "../../staff/roles.ts"
import { StaffPageInfo, staffPageInfo, staffSlice } from "../../staff/staffPaging.ts"
import { requirePermission } from "./access.ts"
import { AuditEntry, AuditLog } from "./audit.ts"

/** The audit log's page size (admins read it newest first). */
export const auditPageSize = 50

/** A page of the audit log as the staff call answers it. */
export const StaffAuditList = Schema.Struct({ ...StaffPageInfo, entries: Schema.Array(AuditEntry) })
export type StaffAuditList = typeof StaffAuditList.Type

/** A page of the audit log, newest first (admins: audit.read). Reading it is not itself audited. */
export const auditPage = Effect.fn("Staff.auditPage")(function*(actor: StaffActor, page: number) {
  yield* requirePermission(actor, "audit.read")
  const slice = staffSlice(page, auditPageSize)
  const found = yield* (yield* AuditLog).list(slice.offset, slice.limit)
  return { ...staffPageInfo(page, auditPageSize, found.total), entries: found.entries } satisfies StaffAuditList
})
