import { Clock, Effect } from "effect"
import type { RepositoryError } from "../../errors.ts"
import { PaymentMethods } from "../../orders/orderTypes.ts"
import { usesGateway } from "../../orders/paymentMethods.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { statesAllowing } from "./paymentMachine.ts"

/**
 * Unpaid orders do not hold stock forever (our decision where the spec is silent): a card or
 * instalment order still created, processing or failed 30 minutes after it was placed is cancelled
 * and its units go back to stock. 30 minutes outlasts a gateway session (card 3-D Secure and
 * instalment approval pages time out sooner) and a retry or two, while a popular last unit is not
 * blocked for long. Cash on delivery never expires: it is paid to the courier.
 */
export const unpaidOrderLifetimeMs = 30 * 60 * 1000

/** The payment methods whose unpaid orders expire: those paid through the gateway. */
export const expiringPaymentMethods = PaymentMethods.filter(usesGateway)

/**
 * Cancels every order due now (OrderRepository.expireUnpaid: one transaction, each cancellation
 * recorded as a payment event) and answers their ids. Run before an order takes stock
 * (placeOrder) and on a timer by the server runtime.
 */
export const expireUnpaidOrders: Effect.Effect<ReadonlyArray<string>, RepositoryError, OrderRepository> = Effect.gen(
  function*() {
    const now = yield* Clock.currentTimeMillis
    const orders = yield* OrderRepository
    return yield* orders.expireUnpaid({
      placedBefore: now - unpaidOrderLifetimeMs,
      at: now,
      paymentMethods: expiringPaymentMethods,
      states: statesAllowing("expire")
    })
  }
).pipe(Effect.withSpan("Payments.expireUnpaidOrders"))
