import { Effect, Option, Schema } from "effect"
import { type IllegalTransition, notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"
import { SellerSaleProgress, sellerSaleProgress } from "../../sell/sellerSaleProgress.ts"
import { SellOrderStatus } from "../../sell/sellTypes.ts"
import type { Reader } from "../access/recordAccess.ts"
import type { SecretTokens } from "../ports/SecretTokens.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import { answerCounterOffer, decideCounterOffer } from "../sell/counterOffers.ts"
import { SellerNotices } from "../sell/sellerNotices.ts"
import { sellOrderById } from "../sell/sellOrderQueries.ts"
import { mySaleWithProgress, type SaleWithProgress } from "./saleProgress.ts"

/** The seller's answer to a counter-offer (POST …/counter-offer/): accept (the new amount is paid) or decline (the device comes back). */
export const CounterOfferAnswer = Schema.Struct({ accept: Schema.Boolean })
export type CounterOfferAnswer = typeof CounterOfferAnswer.Type

/** A sale after a guest's answer: its id, status and progress as its seller sees it (never the account or the payout details). */
export const GuestSaleProgress = Schema.Struct({ sellOrderId: Schema.String, status: SellOrderStatus, progress: SellerSaleProgress })
export type GuestSaleProgress = typeof GuestSaleProgress.Type

/**
 * The signed-in seller answers the counter-offer of one of their sales (issue 19): core's
 * answerCounterOffer (NotFound for a sale that is not theirs in the market; IllegalTransition when no
 * counter-offer waits), then the sale as my sales shows it.
 */
export const answerMySaleCounterOffer = Effect.fn("Account.answerMySaleCounterOffer")(function*(
  userId: string,
  market: MarketCode,
  sellOrderId: string,
  accept: boolean
): Effect.fn.Return<SaleWithProgress, NotFound | IllegalTransition | RepositoryError, SellOrderRepository | SellerNotices> {
  yield* answerCounterOffer({ userId, market }, sellOrderId, accept)
  return yield* mySaleWithProgress(userId, market, sellOrderId)
})

/**
 * A seller answers through the sale's own reader rule (GET /api/sell/orders/{id}/, core
 * recordAccess): a guest's sale for the holder of its token, an account's sale for its owner's
 * session; NotFound for anyone else. The answer is the machine's: a lapsed counter-offer is settled
 * first, then the seller's decision is planned and stored (counterOfferRules planSellerDecision) and
 * told to the seller, as answerCounterOffer does for an account's sale.
 */
export const answerSaleCounterOfferAsReader = Effect.fn("Sell.answerSaleCounterOfferAsReader")(function*(
  sellOrderId: string,
  reader: Reader,
  accept: boolean
): Effect.fn.Return<GuestSaleProgress, NotFound | IllegalTransition | RepositoryError, SellOrderRepository | SellerNotices | SecretTokens> {
  const { sellOrderToken: _token, ...publicSale } = yield* sellOrderById(sellOrderId, reader)
  const found = yield* (yield* SellOrderRepository).byId(publicSale.sellOrderId)
  if (Option.isNone(found)) return yield* Effect.fail(notFound("sell order", sellOrderId))
  const order = found.value
  const actorId = reader.userId === null ? `guest:${order.sellOrderId}` : `seller:${reader.userId}`
  const next = yield* decideCounterOffer(order, accept, actorId)
  const seen = sellerSaleProgress({ createdAt: order.createdAt, orderDate: order.payload.orderDate }, next)
  return { sellOrderId: order.sellOrderId, status: seen.status, progress: seen }
})
