import { completeSalePayout, SalePayoutInput } from "@shop/core/backend/account/salePayout"
import { PaymentDetails } from "@shop/core/sell/payment"
import { Effect, Schema } from "effect"
import { accountUser } from "../../../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../../src/server/methods.ts"
import { OpaqueId } from "../../../../../../src/server/params.ts"

/**
 * POST /api/account/sales/{id}/payout/ with the sell funnel's payout form (`paymentType`, `corporate`,
 * `sellerName`, `iban`, `county`, `city`, and for a company `companyName`, `fiscalCode`,
 * `registrationNumber`, `companyEmail`, `phoneNumber`): completes the payout details of one of the
 * user's sales that was sent without them. 200 `{ paymentDetails }`; 401 without a session; 404 for
 * any sale that is not the user's (of this market); 409 `illegal-transition` when the sale already has
 * payout details (or is closed); 422 `validation-failed` with the form's fields; 400 for a malformed
 * body. Nothing is written on any refusal.
 */
export const POST = route({
  signedIn: accountUser,
  params: Schema.Struct({ sellOrderId: OpaqueId }),
  body: SalePayoutInput,
  response: Schema.Struct({ paymentDetails: PaymentDetails }),
  handler: ({ user, market, params, body }) =>
    Effect.map(completeSalePayout(user.id, market, params.sellOrderId, body), (paymentDetails) => ({ paymentDetails }))
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
