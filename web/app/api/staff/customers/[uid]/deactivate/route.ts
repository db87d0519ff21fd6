import { deactivateCustomer } from "@shop/core/backend/staff/customers"
import { CustomerSummary } from "@shop/core/staff/customerViews"
import { Schema } from "effect"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../../src/server/params.ts"
import { staffMember } from "../../../../../../src/server/staff/staffSession.ts"

/** POST /api/staff/customers/{uid}/deactivate/: SPEC 4/6: the customer is signed out everywhere at once and cannot sign in (customers.deactivate); 409 when already deactivated. */
export const POST = route({
  signedIn: staffMember,
  params: Schema.Struct({ uid: OpaqueId }),
  response: CustomerSummary,
  handler: ({ user, params }) => deactivateCustomer(user, params.uid)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
