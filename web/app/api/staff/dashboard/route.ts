import { staffDashboard } from "@shop/core/backend/staff/dashboard"
import { StaffDashboard } from "@shop/core/staff/dashboard"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { staffMember } from "../../../../src/server/staff/staffSession.ts"

/** GET /api/staff/dashboard/: per market today's orders and revenue, low stock; sell orders waiting per status (dashboard.read). */
export const GET = route({
  signedIn: staffMember,
  response: StaffDashboard,
  handler: ({ user }) => staffDashboard(user)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
