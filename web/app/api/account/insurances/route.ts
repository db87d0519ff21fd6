import { myInsurances } from "@shop/core/backend/account/warranties"
import { Effect, Schema } from "effect"
import { accountUser } from "../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

const InsuranceView = Schema.Struct({
  orderId: Schema.String,
  line: Schema.Int,
  title: Schema.String,
  key: Schema.String,
  months: Schema.Int,
  startsAt: Schema.Number,
  validUntil: Schema.Number,
  state: Schema.Literals(["active", "expired"])
})

/**
 * GET /api/account/insurances/: the signed-in user's insured devices (RO). 401 without a session; 404
 * `not-found` on another market's host, where "my insurances" does not exist.
 */
export const GET = route({
  signedIn: accountUser,
  response: Schema.Struct({ insurances: Schema.Array(InsuranceView) }),
  handler: ({ user, market }) =>
    Effect.map(myInsurances(user.id, market), (entries) => ({
      insurances: entries.map(({ order, line, title, insurance }) => ({
        orderId: order.id,
        line,
        title,
        key: insurance.key,
        months: insurance.months,
        startsAt: insurance.startsAt,
        validUntil: insurance.validUntil,
        state: insurance.state
      }))
    }))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
