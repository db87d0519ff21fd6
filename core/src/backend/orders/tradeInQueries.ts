import { Effect, Option } from "effect"
import { sumMoney } from "../../cart/money.ts"
import type { RepositoryError } from "../../errors.ts"
import type { OrderTradeIn } from "../../orders/orderTradeIn.ts"
import { recordToken } from "../access/recordAccess.ts"
import type { SecretTokens } from "../ports/SecretTokens.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import { TradeInRepository } from "../ports/TradeInRepository.ts"

/**
 * The trade-in of a purchase order (issue 19), as its buyer sees it: none when the order brought none.
 * The caller has already checked that the reader may read the order (orderQueries.ts readableOrder,
 * account/purchaseSteps.ts): the trade-in is part of it. The credit is what the sell order carries
 * without a voucher (sell/tradeInOrder.ts).
 */
export const orderTradeInOf = Effect.fn("Orders.orderTradeInOf")(function*(
  purchaseOrderId: string
): Effect.fn.Return<Option.Option<OrderTradeIn>, RepositoryError, TradeInRepository | SellOrderRepository | SecretTokens> {
  const sellOrderId = yield* (yield* TradeInRepository).sellOrderOf(purchaseOrderId)
  if (Option.isNone(sellOrderId)) return Option.none()
  const stored = yield* (yield* SellOrderRepository).byId(sellOrderId.value)
  if (Option.isNone(stored)) return Option.none()
  const { payload, status, sellOrderId: id } = stored.value
  return Option.some({
    sellOrderId: id,
    sellOrderToken: yield* recordToken("sell-order", id),
    status,
    modelName: payload.products.map((p) => p.modelName).join(", "),
    credit: sumMoney(payload.products.map((p) => p.offerWithoutVoucher))
  })
})
