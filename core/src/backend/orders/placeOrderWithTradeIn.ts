import { Clock, Effect, Option, Result } from "effect"
import { asTradeInItem, tradeInCredit } from "../../cart/tradeIn.ts"
import { DeviceNotAccepted, InvalidRequest, RepositoryError, ValidationFailed } from "../../errors.ts"
import { localDateIn } from "../../markets/localDate.ts"
import { fingerprintOf } from "../../orders/fingerprint.ts"
import type { OrderReceipt } from "../../orders/orderTypes.ts"
import { orderFieldErrors } from "../../orders/orderValidation.ts"
import type { PlaceOrderRequest, TradeInRequest } from "../../orders/placeOrderRequest.ts"
import { PhoneNumbers } from "../../ports/PhoneNumbers.ts"
import { flagsFor } from "../../sell/condition.ts"
import type { Offer } from "../../sell/offer.ts"
import type { SellOrderPayload } from "../../sell/sellOrder.ts"
import { tradeInSellOrderPayload } from "../../sell/tradeInOrder.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import { TradeInRepository } from "../ports/TradeInRepository.ts"
import { quoteOffers } from "../sell/quoteService.ts"
import { sellOrderFieldErrors } from "../sell/sellOrderValidation.ts"
import { orderDelivery, placeOrder, type PlaceOrderError } from "./placeOrder.ts"
import { orderTradeInOf } from "./tradeInQueries.ts"

export type PlaceOrderWithTradeInError = PlaceOrderError | DeviceNotAccepted

/**
 * The trade-in priced now, on the server (core quoteOffers, the sell funnel's own rule): its offer, or
 * DeviceNotAccepted when the shop does not buy that device (any more), InvalidRequest when the item is
 * not described enough to price. The client's estimate is never read.
 */
const quoteTradeIn = (market: PlaceOrderRequest["market"], tradeIn: TradeInRequest) =>
  Effect.gen(function*() {
    const quote = yield* quoteOffers(market, [asTradeInItem(tradeIn.item)])
    const offer = quote._tag === "OffersQuoted" ? quote.offers[0] : undefined
    if (quote._tag === "NotAccepted" || offer === undefined || tradeInCredit(offer) === undefined) {
      return yield* Effect.fail(new DeviceNotAccepted({
        itemIndexes: [0],
        reasonKey: quote._tag === "NotAccepted" ? quote.reasonKey : "sell.not-accepted.model",
        message: "the trade-in device is not bought"
      }))
    }
    return offer
  })

const tradeInPayload = (request: PlaceOrderRequest, tradeIn: TradeInRequest, offer: Offer, owner: string | null, placedAt: number) =>
  Result.mapError(
    tradeInSellOrderPayload({
      market: request.market,
      item: tradeIn.item,
      offer,
      delivery: orderDelivery(request),
      email: request.contact.email.trim(),
      owner,
      placedAt
    }),
    (error) => new InvalidRequest({ message: `trade-in: ${error.message}` })
  )

/** The sell order's own field rules on the trade-in's payload, under `tradeIn.` (the locker was checked by the order). */
const tradeInFieldErrors = (phones: Parameters<typeof sellOrderFieldErrors>[0], payload: SellOrderPayload, placedAt: number) =>
  Object.fromEntries(
    Object.entries(sellOrderFieldErrors(phones, payload, localDateIn(payload.countryCode, placedAt), null)).map(([field, key]) => [`tradeIn.${field}`, key])
  )

/**
 * The idempotency key a purchase's trade-in is saved under: with a colon, which no client's key can
 * hold (core IdempotencyKey), so nobody who knows the order's id can take it first.
 */
export const tradeInSellOrderKey = (purchaseOrderId: string): string => `trade-in:${purchaseOrderId}`

/**
 * Places an order (placeOrder) and, when it brings a trade-in, the trade-in's sell order, linked to it
 * (issue 19). Before anything is stored, the trade-in is quoted again on the server and its sell order
 * checked with the sell order's own field rules, so a trade-in that cannot be made refuses the order
 * rather than leaving a purchase without it. A trade-in needs a device in the order (it is a trade-in
 * towards one). After the order is placed, the sell order is stored through the sell order's save path
 * (SellOrderRepository.save, keyed by the purchase order, so a repeated checkout stores one) and linked.
 * A repeat of a placed order (same idempotency key) answers its trade-in as linked the first time,
 * without quoting it again; a failure between the order and the link heals on that repeat.
 */
export const placeOrderWithTradeIn = Effect.fn("Orders.placeOrderWithTradeIn")(function*(
  request: PlaceOrderRequest,
  owner: string | null
) {
  const tradeIn = request.tradeIn
  if (tradeIn === undefined) return yield* placeOrder(request, owner)
  if (request.lines.length === 0) return yield* Effect.fail(new InvalidRequest({ message: "a trade-in goes with a device of the order" }))
  const phones = yield* PhoneNumbers
  const now = yield* Clock.currentTimeMillis
  // The order's own field errors come first (placeOrder answers them, storing nothing).
  if (Object.keys(orderFieldErrors(phones, request, now)).length > 0) return yield* placeOrder(request, owner)
  const offer = yield* quoteTradeIn(request.market, tradeIn)
  const draft = tradeInPayload(request, tradeIn, offer, owner, now)
  if (Result.isFailure(draft)) return yield* Effect.fail(draft.failure)
  const fields = tradeInFieldErrors(phones, draft.success, now)
  if (Object.keys(fields).length > 0) return yield* Effect.fail(new ValidationFailed({ fields, message: "the trade-in's pickup is not valid" }))

  const placed = yield* placeOrder(request, owner)
  const links = yield* TradeInRepository
  if (Option.isNone(yield* links.sellOrderOf(placed.id))) {
    // Dated with the order, so a repeat builds the same sell order.
    const payload = tradeInPayload(request, tradeIn, offer, owner, placed.placedAt)
    if (Result.isFailure(payload)) return yield* Effect.fail(payload.failure)
    const saved = yield* (yield* SellOrderRepository).save({
      payload: payload.success,
      createdAt: now,
      lockReviewItemIndexes: flagsFor(tradeIn.item).providerLockReview ? [0] : []
    }, { key: tradeInSellOrderKey(placed.id), fingerprint: fingerprintOf({ tradeInFor: placed.id }) })
    const linked = yield* links.link(placed.id, saved.sellOrderId, now)
    if (!linked) return yield* Effect.fail(new RepositoryError({ operation: "TradeInRepository.link", message: `the trade-in of order ${placed.id} could not be linked` }))
  }
  const view = yield* orderTradeInOf(placed.id)
  return Option.match(view, {
    onNone: (): OrderReceipt => placed,
    onSome: (tradeInView): OrderReceipt => ({ ...placed, tradeIn: tradeInView })
  })
})
