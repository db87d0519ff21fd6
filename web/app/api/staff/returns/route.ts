import { listAfterSales, StaffAfterSalesQuery } from "@shop/core/backend/staff/afterSales"
import { StaffAfterSalesListAnswer } from "@shop/core/backend/staff/staffAnswers"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { staffMember } from "../../../../src/server/staff/staffSession.ts"

/** GET /api/staff/returns/?market=&status=&page=: newest first, 25 a page (returns.read); status open, accepted, refused, received or refunded. */
export const GET = route({
  signedIn: staffMember,
  query: StaffAfterSalesQuery,
  response: StaffAfterSalesListAnswer,
  handler: ({ user, query }) => listAfterSales(user, "return", query)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
