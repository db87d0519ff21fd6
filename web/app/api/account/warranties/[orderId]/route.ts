import { submitWarrantyClaim, WarrantyClaimRequest } from "@shop/core/backend/account/warranties"
import { Schema } from "effect"
import { accountUser } from "../../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"

/**
 * POST /api/account/warranties/{orderId}/ `{ line, problem, courierAddress, pickupDate }`: sends one
 * device of the user's order in under warranty (201). 401 without a session, 404 for an order that is
 * not the user's, 422 `validation-failed` with the fields (line not under an active warranty or
 * already sent in, problem, address, pickup day); nothing written on any refusal.
 */
export const POST = route({
  signedIn: accountUser,
  params: Schema.Struct({ orderId: OpaqueId }),
  body: WarrantyClaimRequest,
  status: 201,
  response: Schema.Struct({
    id: Schema.String,
    orderId: Schema.String,
    line: Schema.Int,
    status: Schema.String,
    pickupDate: Schema.String,
    createdAt: Schema.Number
  }),
  handler: ({ user, market, params, body }) => submitWarrantyClaim(user.id, market, params.orderId, body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
