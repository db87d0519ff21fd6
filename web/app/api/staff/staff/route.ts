import { NewStaffBody, PublicStaff } from "@shop/core/backend/staff/requests"
import { addStaffMember, listStaffMembers } from "@shop/core/backend/staff/staffAccounts"
import { Effect, Schema } from "effect"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { staffMember } from "../../../../src/server/staff/staffSession.ts"

/** GET /api/staff/staff/: every staff member (admins). */
export const GET = route({
  signedIn: staffMember,
  response: Schema.Struct({ staff: Schema.Array(PublicStaff) }),
  handler: ({ user }) => Effect.map(listStaffMembers(user), (staff) => ({ staff }))
})

/** POST /api/staff/staff/ { email, name, role, language, password }: 201 the new member (admins); 409 when the email is a member's. */
export const POST = route({
  signedIn: staffMember,
  body: NewStaffBody,
  response: PublicStaff,
  status: 201,
  handler: ({ user, body }) => addStaffMember(user, body)
})

export const { PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET", "POST")
