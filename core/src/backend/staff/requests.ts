import { Schema } from "effect"
import { StaffActor, StaffLanguage, StaffPermission, StaffRole } from "../../staff/roles.ts"

/** The staff console's auth and staff-management calls (web/app/api/staff/auth, /api/staff/staff). */

const Email = Schema.String.check(Schema.isMaxLength(254))
const Password = Schema.String.check(Schema.isMaxLength(256))

export const StaffLoginBody = Schema.Struct({ email: Email, password: Password })
export type StaffLoginBody = typeof StaffLoginBody.Type

/** Who is signed in to the console, what their role allows, and when the session ends (epoch ms). */
export const StaffSessionAnswer = Schema.Struct({
  staff: StaffActor,
  permissions: Schema.Array(StaffPermission),
  expiresAt: Schema.Number
})
export type StaffSessionAnswer = typeof StaffSessionAnswer.Type

export const NewStaffBody = Schema.Struct({
  email: Email,
  name: Schema.String.check(Schema.isMaxLength(120)),
  role: StaffRole,
  language: StaffLanguage,
  password: Password
})

export const StaffChangeBody = Schema.Struct({
  role: Schema.optionalKey(StaffRole),
  language: Schema.optionalKey(StaffLanguage),
  disabled: Schema.optionalKey(Schema.Boolean)
})

export const PublicStaff = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  name: Schema.String,
  role: StaffRole,
  language: StaffLanguage,
  disabledAt: Schema.NullOr(Schema.Number),
  createdAt: Schema.Number
})
