import { StaffSessionAnswer } from "@shop/core/backend/staff/requests"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { staffSessionAnswer } from "../../../../../src/server/staff/staffAuthFlows.ts"
import { staffMember } from "../../../../../src/server/staff/staffSession.ts"

/** GET /api/staff/auth/session/: 200 { staff, permissions, expiresAt } of this browser's staff session; 401 without one. */
export const GET = route({ signedIn: staffMember, response: StaffSessionAnswer, handler: ({ request }) => staffSessionAnswer(request) })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
