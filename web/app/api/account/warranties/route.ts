import { AfterSalesProgress } from "@shop/core/account/afterSales"
import { myWarranties, myWarrantyClaims } from "@shop/core/backend/account/warranties"
import { Effect, Schema } from "effect"
import { accountUser } from "../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

const WarrantyView = Schema.Struct({
  orderId: Schema.String,
  line: Schema.Int,
  title: Schema.String,
  deliveredAt: Schema.NullOr(Schema.Number),
  startsAt: Schema.Number,
  standardUntil: Schema.Number,
  extension: Schema.NullOr(Schema.Struct({ key: Schema.String, months: Schema.Int })),
  validUntil: Schema.Number,
  state: Schema.Literals(["active", "expired"]),
  openClaimId: Schema.NullOr(Schema.String),
  canSendIn: Schema.Boolean
})

const ClaimView = Schema.Struct({
  id: Schema.String,
  orderId: Schema.String,
  line: Schema.Int,
  problem: Schema.String,
  courierAddress: Schema.String,
  pickupDate: Schema.String,
  createdAt: Schema.Number,
  /** How the shop's staff handled it (status, the reason of their decision, received, refunded). */
  ...AfterSalesProgress.fields
})

/**
 * GET /api/account/warranties/: every device of the signed-in user's orders in the host's market with
 * its warranty (standard + extension, end instant, state), and the user's send-in requests.
 */
export const GET = route({
  signedIn: accountUser,
  response: Schema.Struct({ warranties: Schema.Array(WarrantyView), claims: Schema.Array(ClaimView) }),
  handler: ({ user, market }) =>
    Effect.map(Effect.all({ entries: myWarranties(user.id, market), claims: myWarrantyClaims(user.id, market) }), ({ entries, claims }) => ({
      warranties: entries.map((entry) => ({
        orderId: entry.order.id,
        line: entry.line,
        title: entry.title,
        deliveredAt: entry.deliveredAt,
        startsAt: entry.warranty.startsAt,
        standardUntil: entry.warranty.standardUntil,
        extension: entry.warranty.extension,
        validUntil: entry.warranty.validUntil,
        state: entry.warranty.state,
        openClaimId: entry.openClaim?.id ?? null,
        canSendIn: entry.canSendIn
      })),
      claims: claims.map(({ order: _order, userId: _userId, ...claim }) => claim)
    }))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
