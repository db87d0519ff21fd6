import { listOrders, StaffOrdersQuery } from "@shop/core/backend/staff/orders"
import { StaffOrderListAnswer } from "@shop/core/backend/staff/staffAnswers"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { staffMember } from "../../../../src/server/staff/staffSession.ts"

/**
 * GET /api/staff/orders/?market=&status=&q=&page=: orders newest first, 25 a page (orders.read).
 * `status` is one of awaiting-payment, to-pack, packed, shipped, delivered, cancelled; `q` searches the
 * reference, the email and the phone.
 */
export const GET = route({
  signedIn: staffMember,
  query: StaffOrdersQuery,
  response: StaffOrderListAnswer,
  handler: ({ user, query }) => listOrders(user, query)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
