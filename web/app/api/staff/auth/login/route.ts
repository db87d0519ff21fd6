import { StaffLoginBody, StaffSessionAnswer } from "@shop/core/backend/staff/requests"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { staffLogin } from "../../../../../src/server/staff/staffAuthFlows.ts"

/**
 * POST /api/staff/auth/login/ { email, password }: 200 { staff, permissions, expiresAt } and the
 * console's cookie; 401 sign-in-refused (unknown email, wrong password or disabled member alike),
 * 429 too-many-requests (the staff login limit, counted before the password is checked).
 */
export const POST = route({ body: StaffLoginBody, response: StaffSessionAnswer, handler: ({ request, body }) => staffLogin(request, body) })

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
