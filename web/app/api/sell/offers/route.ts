import { QuoteRequest, quoteOffers } from "@shop/core/backend/index"
import { OfferQuote } from "@shop/core/ports/SellApi"
import { route } from "../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../src/server/methods.ts"

/**
 * POST /api/sell/offers/ with `{ countryCode, items: FunnelItem[] }`: offers 1 (normal) and 2
 * (instant sell) per device, or NotAccepted with the devices the answers rule out.
 */
export const POST = route({
  body: QuoteRequest,
  response: OfferQuote,
  handler: ({ body }) => quoteOffers(body.countryCode, body.items)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
