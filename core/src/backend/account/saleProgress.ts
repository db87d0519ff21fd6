import { Effect, Option, Schema } from "effect"
import type { NotFound, RepositoryError } from "../../errors.ts"
import type { MarketCode } from "../../markets/market.ts"
import { SellerSaleProgress, sellerSaleProgress } from "../../sell/sellerSaleProgress.ts"
import { submittedProgress } from "../../sell/sellOrderStatus.ts"
import { StoredSellOrder } from "../../sell/sellTypes.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import { TradeInRepository } from "../ports/TradeInRepository.ts"
import { settleLapse } from "../sell/counterOffers.ts"
import type { SellerNotices } from "../sell/sellerNotices.ts"
import { mySale, mySales } from "./accountArea.ts"
import type { AccountAreaRepository } from "./ports.ts"

/** A sale of the signed-in seller with where it stands (GET /api/account/sales/[{id}/], my sales, sale details). */
export const SaleWithProgress = Schema.Struct({
  ...StoredSellOrder.fields,
  progress: SellerSaleProgress,
  /** The purchase order this sale is the trade-in of (issue 19); absent for a sale on its own. */
  tradeInFor: Schema.optionalKey(Schema.String)
})
export type SaleWithProgress = typeof SaleWithProgress.Type

const withProgress = (sale: StoredSellOrder): Effect.Effect<SaleWithProgress, RepositoryError, SellOrderRepository | SellerNotices> =>
  Effect.gen(function*() {
    const stored = Option.getOrElse(yield* (yield* SellOrderRepository).progressOf(sale.sellOrderId), () => submittedProgress)
    // A counter-offer past its time is answered by the lapse rule before the seller sees it.
    const progress = yield* settleLapse(sale, stored)
    // Read when the app links trade-ins (its backend layer); a shop without them has none.
    const links = yield* Effect.serviceOption(TradeInRepository)
    const purchase = Option.isSome(links) ? yield* links.value.purchaseOrderOf(sale.sellOrderId) : Option.none<string>()
    // The progress read after the sale: its status is the newer word.
    return {
      ...sale,
      status: progress.status,
      progress: sellerSaleProgress({ createdAt: sale.createdAt, orderDate: sale.payload.orderDate }, progress),
      ...(Option.isSome(purchase) ? { tradeInFor: purchase.value } : {})
    }
  })

/** The user's sales in the market, newest first, each with its progress (a lapsed counter-offer settled first). */
export const mySalesWithProgress = Effect.fn("Account.mySalesWithProgress")(function*(
  userId: string,
  market: MarketCode
): Effect.fn.Return<ReadonlyArray<SaleWithProgress>, RepositoryError, AccountAreaRepository | SellOrderRepository | SellerNotices> {
  return yield* Effect.forEach(yield* mySales(userId, market), withProgress)
})

/** One of the user's sales with its progress; NotFound for anyone else's (accountArea mySale). */
export const mySaleWithProgress = Effect.fn("Account.mySaleWithProgress")(function*(
  userId: string,
  market: MarketCode,
  sellOrderId: string
): Effect.fn.Return<SaleWithProgress, NotFound | RepositoryError, SellOrderRepository | SellerNotices> {
  return yield* withProgress(yield* mySale(userId, market, sellOrderId))
})
