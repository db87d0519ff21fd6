import { Effect, Option } from "effect"
import { IllegalTransition, type RepositoryError } from "../../errors.ts"
import type { PaymentDetails } from "../../sell/payment.ts"
import type { SellOrderMove } from "../../sell/sellOrderStatus.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { PaymentGateway } from "../ports/PaymentGateway.ts"
import { TradeInRepository } from "../ports/TradeInRepository.ts"

/**
 * How a sell order is paid out when it is a purchase's trade-in (issue 19; decisions-buyback.md,
 * "Trade-in"). A trade-in whose purchase was paid by card, through a gateway that can refund, is
 * refunded to that card (a partial refund of the purchase's payment, named `trade-in:<sell order id>`
 * so asking twice refunds once). Any other trade-in (cash on delivery, instalments, a purchase not
 * paid) is a bank transfer to the payout details the seller gives in the account, as any sale.
 */
export type TradeInPayout =
  | { readonly _tag: "NotTradeIn" }
  | { readonly _tag: "CardRefund"; readonly purchaseOrderId: string; readonly paymentId: string; readonly details: PaymentDetails }
  | { readonly _tag: "BankTransfer"; readonly purchaseOrderId: string }

/**
 * The payout route of a sell order (NotTradeIn for a sale on its own). The three services are read if
 * provided: the staff payout step runs without them in tests of a sale on its own, where no sell order
 * is a trade-in; the app provides them all (its backend layer).
 */
export const tradeInPayoutOf = Effect.fn("Orders.tradeInPayoutOf")(function*(
  sellOrderId: string
): Effect.fn.Return<TradeInPayout, RepositoryError> {
  const [links, orders, gateway] = yield* Effect.all([
    Effect.serviceOption(TradeInRepository),
    Effect.serviceOption(OrderRepository),
    Effect.serviceOption(PaymentGateway)
  ])
  if (Option.isNone(links) || Option.isNone(orders) || Option.isNone(gateway)) return { _tag: "NotTradeIn" }
  const purchaseOrderId = yield* links.value.purchaseOrderOf(sellOrderId)
  if (Option.isNone(purchaseOrderId)) return { _tag: "NotTradeIn" }
  const order = yield* orders.value.orderById(purchaseOrderId.value)
  if (Option.isNone(order)) return { _tag: "BankTransfer", purchaseOrderId: purchaseOrderId.value }
  const { contact, currentPaymentId, id, paymentMethod, paymentState } = order.value
  if (paymentMethod !== "card" || paymentState !== "paid" || currentPaymentId === null || !gateway.value.canRefund) {
    return { _tag: "BankTransfer", purchaseOrderId: id }
  }
  return {
    _tag: "CardRefund",
    purchaseOrderId: id,
    paymentId: currentPaymentId,
    // The payout record's account names where the money went: the purchase's card, by the order.
    details: {
      paymentType: "card",
      iban: `card refund, order ${id}`,
      sellerName: contact.name,
      cui: null,
      nrc: null,
      address: { county: "", city: "" },
      isCorporate: false,
      partner: false
    }
  }
})

/** The payout details the staff payout step uses: the purchase's card for a card refund, else the seller's own. */
export const tradeInPayoutDetails = (payout: TradeInPayout, sellers: PaymentDetails | null): PaymentDetails | null =>
  payout._tag === "CardRefund" ? payout.details : sellers

/**
 * Before a trade-in's payout is stored: the card refund itself, of the amount the payout step decided
 * (the amount due, never above the accepted amount: sellOrderSteps.ts). A refund the gateway refuses
 * (more than was paid, the payment gone) refuses the step (IllegalTransition: nothing is stored).
 */
export const refundTradeIn = Effect.fn("Orders.refundTradeIn")(function*(
  payout: TradeInPayout,
  sellOrderId: string,
  move: SellOrderMove
): Effect.fn.Return<void, IllegalTransition | RepositoryError> {
  if (payout._tag !== "CardRefund" || move.kind !== "paid") return
  // A card refund was planned only with the gateway there (tradeInPayoutOf).
  const gateway = Option.getOrUndefined(yield* Effect.serviceOption(PaymentGateway))
  if (gateway === undefined) return yield* Effect.die("a trade-in card refund without a payment gateway")
  const refused = (message: string) =>
    Effect.fail(new IllegalTransition({ orderId: sellOrderId, from: move.event.from, to: "paid", message: `card refund: ${message}` }))
  yield* gateway.refund({ refundId: `trade-in:${sellOrderId}`, paymentId: payout.paymentId, amount: move.payout.amount }).pipe(
    Effect.catchTags({
      NotFound: (e) => refused(e.message),
      IllegalTransition: (e) => refused(e.message),
      PaymentMethodUnavailable: (e) => refused(e.message)
    })
  )
})
