import { Clock, Effect, Option, Result } from "effect"
import { IllegalTransition, notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"
import { lapseMoveOf, planSellerDecision } from "../../sell/counterOfferRules.ts"
import type { SellOrderProgress } from "../../sell/sellOrderStatus.ts"
import type { StoredSellOrder } from "../../sell/sellTypes.ts"
import { mySale } from "../account/accountArea.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import { SellerNotices } from "./sellerNotices.ts"

/**
 * The counter-offer's answers (issue 19; core sell/counterOfferRules.ts): the seller's, and the lapse
 * rule's once its 14 days are over. The lapse is applied when one sale is read (the seller's sale,
 * the staff's detail), before a seller's answer, and by the server's periodic sweep
 * (settleLapsedCounterOffers), so a lapsed counter-offer never waits for anyone to look at it.
 * Each stored move is told to the seller (SellerNotices) after it is stored.
 */

/**
 * The progress of `order` after the lapse rule, applied now when its counter-offer is past its expiry
 * (stored and told to the seller); as it was otherwise. Of two settlements at once one stores the
 * move; the other reads the progress it left.
 */
export const settleLapse = (
  order: StoredSellOrder,
  progress: SellOrderProgress
): Effect.Effect<SellOrderProgress, RepositoryError, SellOrderRepository | SellerNotices> =>
  Effect.gen(function*() {
    const move = lapseMoveOf(progress, yield* Clock.currentTimeMillis)
    if (move === null) return progress
    const repo = yield* SellOrderRepository
    const moved = yield* Effect.result(repo.move(order.sellOrderId, move))
    if (Result.isSuccess(moved)) {
      yield* (yield* SellerNotices).changed({ ...order, status: moved.success.status }, moved.success)
      return moved.success
    }
    // Someone else settled it (or the order vanished): what is stored now is the answer.
    if (moved.failure._tag === "RepositoryError") return yield* Effect.fail(moved.failure)
    return Option.getOrElse(yield* repo.progressOf(order.sellOrderId), () => progress)
  })

/** How many lapsed counter-offers one sweep settles at most (the next sweep takes the rest). */
export const LAPSE_SWEEP_BATCH = 200

/** Applies the lapse rule to every counter-offer past its expiry; answers the ids it settled. */
export const settleLapsedCounterOffers = Effect.fn("Sell.settleLapsedCounterOffers")(function*(): Effect.fn.Return<
  ReadonlyArray<string>,
  RepositoryError,
  SellOrderRepository | SellerNotices
> {
  const repo = yield* SellOrderRepository
  const ids = yield* repo.lapsedCounterOffers(yield* Clock.currentTimeMillis, LAPSE_SWEEP_BATCH)
  // Each sale on its own: one that cannot be read or moved (a row that no longer decodes) is logged and
  // left, never stopping the others (they come oldest first: a stuck one would block every sweep).
  const settled = yield* Effect.forEach(ids, (id) =>
    Effect.gen(function*() {
      const [order, progress] = yield* Effect.all([repo.byId(id), repo.progressOf(id)])
      if (Option.isNone(order) || Option.isNone(progress)) return []
      const after = yield* settleLapse(order.value, progress.value)
      return after.decision?.by === "lapse" && progress.value.status === "counter-offered" ? [id] : []
    }).pipe(
      Effect.catchCause((cause) => Effect.as(Effect.logWarning(`The lapse of sell order ${id} could not be settled`, cause), []))
    ))
  return settled.flat()
})

/** Who answers a counter-offer: a signed-in account in its market (the sale's payload.serviceDbUserId). */
export interface SaleOwner {
  readonly userId: string
  readonly market: MarketCode
}

/**
 * The seller's answer to their sale's counter-offer: accept (the counter-offer becomes the amount due)
 * or decline (the device comes back free). Another seller's sale, a guest's, another market's or an
 * unknown id is NotFound; a sale with no open counter-offer (answered already, by the seller or the
 * lapse rule, or never made), or accepting a counter-offer of 0, is IllegalTransition. Answers the
 * progress after the answer.
 */
export const answerCounterOffer = Effect.fn("Sell.answerCounterOffer")(function*(
  seller: SaleOwner,
  sellOrderId: string,
  accept: boolean
): Effect.fn.Return<SellOrderProgress, NotFound | IllegalTransition | RepositoryError, SellOrderRepository | SellerNotices> {
  const order = yield* mySale(seller.userId, seller.market, sellOrderId)
  return yield* decideCounterOffer(order, accept, `seller:${seller.userId}`)
})

/**
 * One answer to `order`'s counter-offer by `actorId` (a seller's account, or a guest holding the
 * sale's token; the callers decide who may answer): a lapsed counter-offer is settled first, then the
 * decision is planned (counterOfferRules planSellerDecision), stored compare-and-set and told to the
 * seller. IllegalTransition when no counter-offer waits.
 */
export const decideCounterOffer = Effect.fn("Sell.decideCounterOffer")(function*(
  order: StoredSellOrder,
  accept: boolean,
  actorId: string
): Effect.fn.Return<SellOrderProgress, NotFound | IllegalTransition | RepositoryError, SellOrderRepository | SellerNotices> {
  const sellOrderId = order.sellOrderId
  const repo = yield* SellOrderRepository
  const stored = yield* repo.progressOf(sellOrderId)
  if (Option.isNone(stored)) return yield* Effect.fail(notFound("sell order", sellOrderId))
  const progress = yield* settleLapse(order, stored.value)
  const planned = planSellerDecision(progress, accept, { actorId, actorName: order.payload.userEmail }, yield* Clock.currentTimeMillis)
  if (Result.isFailure(planned)) {
    return yield* Effect.fail(new IllegalTransition({ orderId: sellOrderId, from: progress.status, to: accept ? "accepted" : "declined", message: planned.failure.message }))
  }
  const next = yield* repo.move(sellOrderId, planned.success)
  yield* (yield* SellerNotices).changed({ ...order, status: next.status }, next)
  return next
})
