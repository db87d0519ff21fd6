import { Effect, Schema } from "effect"
import { CartRefreshBody } from "../cart/refresh/body.ts"
import { InvalidRequest } from "./errors.ts"
import { QuoteRequest } from "./sell/quoteService.ts"

/**
 * Decoders for the JSON bodies the route handlers receive (already parsed; a body that is not JSON
 * is the handler's InvalidRequest). Every mismatch is InvalidRequest with the schema's message.
 * PlaceOrderRequest and SellOrderPayload have their own (orders/placeOrderRequest.ts,
 * sell/submitSellOrder.ts).
 */
const decoderOf = <S extends Schema.Decoder<unknown>>(schema: S, what: string) =>
  (body: unknown): Effect.Effect<S["Type"], InvalidRequest> =>
    Schema.decodeUnknownEffect(schema)(body).pipe(
      Effect.mapError((issue) => new InvalidRequest({ message: `invalid ${what}: ${issue.message}` }))
    )

/** More lines than any real cart holds: refused before the repository is asked. */
export const maxRefreshLines = 100

/** SPEC 7 cartRefreshBody (POST /api/cart-refresh/), at most maxRefreshLines lines and loose accessories. */
export const decodeCartRefreshBody = (body: unknown): Effect.Effect<CartRefreshBody, InvalidRequest> =>
  Effect.flatMap(decoderOf(CartRefreshBody, "cart refresh body")(body), (decoded) =>
    decoded.lines.length > maxRefreshLines || decoded.accessoryIds.length > maxRefreshLines ||
      decoded.lines.some((l) => l.extraServiceIds.length > maxRefreshLines || l.accessoryIds.length > maxRefreshLines)
      ? Effect.fail(new InvalidRequest({ message: `at most ${maxRefreshLines} lines and accessories` }))
      : Effect.succeed(decoded))

/** Funnel devices to price (POST of the offers call). */
export const decodeQuoteRequest = decoderOf(QuoteRequest, "offer request")

/** `JSON.parse` that answers InvalidRequest instead of throwing. */
export const parseJsonBody = (text: string): Effect.Effect<unknown, InvalidRequest> =>
  Effect.try({ try: () => JSON.parse(text) as unknown, catch: () => new InvalidRequest({ message: "the body is not JSON" }) })
