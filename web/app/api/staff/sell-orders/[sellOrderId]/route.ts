import { sellOrderDetail } from "@shop/core/backend/staff/sellOrders"
import { StaffSellOrderDetail } from "@shop/core/backend/staff/sellOrderViews"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"
import { staffMember } from "../../../../../src/server/staff/staffSession.ts"

/** GET /api/staff/sell-orders/{id}/: devices, answers, offer, the seller's contact and payout details, the history, the actions the member may take. */
export const GET = route({
  signedIn: staffMember,
  params: Schema.Struct({ sellOrderId: OpaqueId }),
  response: StaffSellOrderDetail,
  handler: ({ user, params }) => sellOrderDetail(user, params.sellOrderId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
