import { auditPage, StaffAuditList } from "@shop/core/backend/staff/auditList"
import { StaffPageParam } from "@shop/core/staff/staffPaging"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { staffMember } from "../../../../src/server/staff/staffSession.ts"

/** GET /api/staff/audit/?page=: every staff change, newest first, 50 to a page (admins: audit.read). */
export const GET = route({
  signedIn: staffMember,
  query: Schema.Struct({ page: Schema.optionalKey(StaffPageParam) }),
  response: StaffAuditList,
  handler: ({ user, query }) => auditPage(user, query.page ?? 1)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
