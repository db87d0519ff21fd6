import { Effect, Option, Schema } from "effect"
import { InvalidRequest } from "../../src/errors.ts"
import type { ConsentChoice } from "../../src/consent/consentChoice.ts"
import { ConsentCookieValue } from "../../src/consent/consentCodec.ts"
import { PlaceOrderRequest } from "../../src/orders/placeOrderRequest.ts"
import { SellOrderPayload } from "../../src/sell/sellOrder.ts"

/**
 * The schemas' decoders as the tests call them. Production decodes these bodies at the HTTP boundary
 * (route() with the schema) and reads the consent cookie with its own parser; the tests check the
 * schemas themselves, and the parser against the schema.
 */

/** An already parsed order body; any mismatch is InvalidRequest. */
export const decodePlaceOrderRequest = (body: unknown): Effect.Effect<PlaceOrderRequest, InvalidRequest> =>
  Schema.decodeUnknownEffect(PlaceOrderRequest)(body).pipe(
    Effect.mapError((issue) => new InvalidRequest({ message: `invalid order: ${issue.message}` }))
  )

/** An already parsed sell-order body; any mismatch is InvalidRequest. */
export const decodeSellOrderPayload = (body: unknown): Effect.Effect<SellOrderPayload, InvalidRequest> =>
  Schema.decodeUnknownEffect(SellOrderPayload)(body).pipe(
    Effect.mapError((issue) => new InvalidRequest({ message: `invalid sell order: ${issue.message}` }))
  )

/** The consent cookie's value by the schema; anything missing, malformed or of another version is none. */
export const decodeConsentCookie = (value: unknown): Option.Option<ConsentChoice> =>
  Schema.decodeUnknownOption(ConsentCookieValue)(value)
