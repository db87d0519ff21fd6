import { Context, Schema, type Effect } from "effect"
import type { MarketCode } from "../markets/market.ts"
import type { FunnelItem } from "../sell/funnelState.ts"
import { Offer } from "../sell/offer.ts"
import type { SellOrderPayload } from "../sell/sellOrder.ts"

/** Offers for every device of the funnel, one Offer per item_index. */
export const OffersQuoted = Schema.TaggedStruct("OffersQuoted", { offers: Schema.Array(Offer) })
/** Some devices are not bought (answers rule them out): the funnel ends at not-accepted. */
export const NotAccepted = Schema.TaggedStruct("NotAccepted", {
  itemIndexes: Schema.Array(Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))),
  reasonKey: Schema.String
})
export const OfferQuote = Schema.Union([OffersQuoted, NotAccepted])
export type OfferQuote = typeof OfferQuote.Type

/**
 * A submitted sell order: its id, and the token that opens a guest's sale (the congrats page's link
 * carries it; core backend/access/recordAccess.ts). A sale submitted while signed in opens with the
 * account's session instead.
 */
export const SubmittedSellOrder = Schema.Struct({ sellOrderId: Schema.String, sellOrderToken: Schema.String })
export type SubmittedSellOrder = typeof SubmittedSellOrder.Type

/** The backend could not be reached or answered something undecodable. */
export class SellApiUnavailable extends Schema.TaggedError<SellApiUnavailable>()("SellApiUnavailable", {
  message: Schema.String
}) {}

/** The devices cannot be priced: none given, or one lacks its brand or model. */
export class InvalidSellItems extends Schema.TaggedError<InvalidSellItems>()("InvalidSellItems", {
  itemIndexes: Schema.Array(Schema.Number),
  message: Schema.String
}) {}

/**
 * The backend refused the sell order; reasonKey is a translation key for the seller. A rate limit
 * (`sell.order.too-many-requests`) says how long to wait in `retryAfterSeconds`.
 */
export class SellOrderRejected extends Schema.TaggedError<SellOrderRejected>()("SellOrderRejected", {
  reasonKey: Schema.String,
  message: Schema.String,
  retryAfterSeconds: Schema.optionalKey(Schema.Number)
}) {}

/** The buyback backend: offers for described devices, and the sell-order submission. */
export class SellApi extends Context.Service<
  SellApi,
  {
    readonly quoteOffers: (
      countryCode: MarketCode,
      items: ReadonlyArray<FunnelItem>
    ) => Effect.Effect<OfferQuote, SellApiUnavailable | InvalidSellItems>
    /** `humanCheck`: the human-verification widget's token (SPEC 7), sent beside the payload. */
    readonly submitSellOrder: (
      payload: SellOrderPayload,
      humanCheck?: string | null
    ) => Effect.Effect<SubmittedSellOrder, SellApiUnavailable | SellOrderRejected>
  }
>()("@shop/core/SellApi") {}
