import { PublicStaff, StaffChangeBody } from "@shop/core/backend/staff/requests"
import { updateStaffMember } from "@shop/core/backend/staff/staffAccounts"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"
import { staffMember } from "../../../../../src/server/staff/staffSession.ts"

/** PATCH /api/staff/staff/{id}/ { role?, language?, disabled? }: an admin changes a member; disabling ends their sessions at once. */
export const PATCH = route({
  signedIn: staffMember,
  params: Schema.Struct({ staffId: OpaqueId }),
  body: StaffChangeBody,
  response: PublicStaff,
  handler: ({ user, params, body }) => updateStaffMember(user, params.staffId, body)
})

export const { GET, POST, PUT, DELETE, OPTIONS } = notAllowedExcept("PATCH")
