import { Effect, Option } from "effect"
import type { RepositoryError } from "../../errors.ts"
import type { PaymentDetails } from "../../sell/payment.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { TradeInRepository } from "../ports/TradeInRepository.ts"

/**
 * How a sell order is paid out when it is a purchase's trade-in (issue 19; decisions-buyback.md,
 * "Trade-in"). A trade-in whose purchase was paid by card is paid to that card; any other (cash on
 * delivery, instalments, a purchase not paid) is a bank transfer to the payout details the seller
 * gives, as any sale.
 *
 * The card payout is a payout like every sale's (staff record it, with the payout provider's
 * reference), not a refund of the purchase's payment: a refund would spend the purchase's own refund
 * (a withdrawal within 14 days, a cancellation would then come short by the credit) and could never be
 * more than the card paid, while a credit may exceed the purchase.
 */
export type TradeInPayout =
  | { readonly _tag: "NotTradeIn" }
  | { readonly _tag: "CardRefund"; readonly purchaseOrderId: string; readonly details: PaymentDetails }
  | { readonly _tag: "BankTransfer"; readonly purchaseOrderId: string }

/**
 * The payout route of a sell order (NotTradeIn for a sale on its own). The two services are read if
 * provided: the staff payout step runs without them in tests of a sale on its own, where no sell order
 * is a trade-in; the app provides them all (its backend layer).
 */
export const tradeInPayoutOf = Effect.fn("Orders.tradeInPayoutOf")(function*(
  sellOrderId: string
): Effect.fn.Return<TradeInPayout, RepositoryError> {
  const [links, orders] = yield* Effect.all([Effect.serviceOption(TradeInRepository), Effect.serviceOption(OrderRepository)])
  if (Option.isNone(links) || Option.isNone(orders)) return { _tag: "NotTradeIn" }
  const purchaseOrderId = yield* links.value.purchaseOrderOf(sellOrderId)
  if (Option.isNone(purchaseOrderId)) return { _tag: "NotTradeIn" }
  const order = yield* orders.value.orderById(purchaseOrderId.value)
  if (Option.isNone(order)) return { _tag: "BankTransfer", purchaseOrderId: purchaseOrderId.value }
  const { contact, id, paymentMethod, paymentState } = order.value
  if (paymentMethod !== "card" || paymentState !== "paid") return { _tag: "BankTransfer", purchaseOrderId: id }
  return {
    _tag: "CardRefund",
    purchaseOrderId: id,
    // The payout record's account names where the money went: the card that paid this purchase.
    details: {
      paymentType: "card",
      iban: `order:${id}`,
      sellerName: contact.name,
      cui: null,
      nrc: null,
      address: { county: "", city: "" },
      isCorporate: false,
      partner: false
    }
  }
})

/** The payout details the staff payout step uses: the purchase's card for a card payout, else the seller's own. */
export const tradeInPayoutDetails = (payout: TradeInPayout, sellers: PaymentDetails | null): PaymentDetails | null =>
  payout._tag === "CardRefund" ? payout.details : sellers
