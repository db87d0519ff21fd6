import { ReturnRequest, submitReturn } from "@shop/core/backend/account/returns"
import { Schema } from "effect"
import { accountUser } from "../../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"

/**
 * POST /api/account/returns/{orderId}/ `{ lines, reason, courierAddress, pickupDate }`: a return request
 * for one of the user's delivered orders (201). 401 without a session, 404 for an order that is not
 * the user's, 422 with the fields for a request the return rules refuse; nothing written then.
 */
export const POST = route({
  signedIn: accountUser,
  params: Schema.Struct({ orderId: OpaqueId }),
  body: ReturnRequest,
  status: 201,
  response: Schema.Struct({
    id: Schema.String,
    orderId: Schema.String,
    lines: Schema.Array(Schema.Int),
    pickupDate: Schema.String,
    createdAt: Schema.Number
  }),
  handler: ({ user, market, params, body }) => submitReturn(user.id, market, params.orderId, body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
