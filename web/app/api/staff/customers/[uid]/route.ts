import { customerDetail } from "@shop/core/backend/staff/customers"
import { CustomerDetail } from "@shop/core/staff/customerViews"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"
import { staffMember } from "../../../../../src/server/staff/staffSession.ts"

/** GET /api/staff/customers/{uid}/: the customer, their orders and sales in every market, and their returns (customers.read). */
export const GET = route({
  signedIn: staffMember,
  params: Schema.Struct({ uid: OpaqueId }),
  response: CustomerDetail,
  handler: ({ user, params }) => customerDetail(user, params.uid)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
