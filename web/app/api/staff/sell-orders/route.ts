import { listSellOrders, StaffSellOrderQuery } from "@shop/core/backend/staff/sellOrders"
import { StaffSellOrderList } from "@shop/core/backend/staff/sellOrderViews"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"
import { staffMember } from "../../../../src/server/staff/staffSession.ts"

/**
 * GET /api/staff/sell-orders/?market=&status=&page=: sell orders newest first, 25 a page (sellOrders.read:
 * admin, support, warehouse); an empty market or status is "any".
 */
export const GET = route({
  signedIn: staffMember,
  query: StaffSellOrderQuery,
  response: StaffSellOrderList,
  handler: ({ user, query }) => listSellOrders(user, query)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
