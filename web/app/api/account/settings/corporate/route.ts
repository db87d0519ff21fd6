import { CorporateDetailsUpdate, saveCorporateDetails } from "@shop/core/backend/account/corporateDetails"
import { CorporateSeller } from "@shop/core/sell/payment"
import { Effect, Schema } from "effect"
import { accountUser } from "../../../../../src/server/auth/sessionUser.ts"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"

/**
 * POST /api/account/settings/corporate/ `{ corporate: { name, fiscalCode, registrationNumber, email,
 * phoneNumber, iban, county, city } | null }`: saves (or with null removes) the user's corporate
 * details (SPEC 3 corporate seller) by the host market's corporate rules. 200 `{ corporate }` as stored;
 * 401 without a session; 400 for a malformed body; 422 `validation-failed` with `corporate.<field>`
 * fields. Nothing is written on any refusal.
 */
export const POST = route({
  signedIn: accountUser,
  body: CorporateDetailsUpdate,
  response: Schema.Struct({ corporate: Schema.NullOr(CorporateSeller) }),
  handler: ({ user, market, body }) => Effect.map(saveCorporateDetails(user.id, market, body), (corporate) => ({ corporate }))
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
