import { Effect } from "effect"
import { auditPageSize, type StaffAuditList } from "../../staff/auditViews.ts"
import type { StaffActor } from "../../staff/roles.ts"
import { staffPageCount, staffSlice } from "../../staff/staffPaging.ts"
import { requirePermission } from "./access.ts"
import { AuditLog } from "./audit.ts"

/** A page of the audit log, newest first (admins: audit.read). Reading it is not itself audited. */
export const auditPage = Effect.fn("Staff.auditPage")(function*(actor: StaffActor, page: number) {
  yield* requirePermission(actor, "audit.read")
  const slice = staffSlice(page, auditPageSize)
  const found = yield* (yield* AuditLog).list(slice.offset, slice.limit)
  return {
    page,
    pageSize: auditPageSize,
    pageCount: staffPageCount(found.total, auditPageSize),
    total: found.total,
    entries: found.entries
  } satisfies StaffAuditList
})
