/// <reference types="node" />
import { randomUUID } from "node:crypto"
import { and, eq } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { IllegalTransition, notFound } from "@shop/core/backend/errors"
import type { PaymentOutcome } from "@shop/core/backend/payments/paymentState"
import { PaymentGateway, type PaymentRequest, type PaymentSession } from "@shop/core/backend/ports/PaymentGateway"
import { Database, type DatabaseShape } from "../Database.ts"
import { payments } from "../schema/orders.ts"
import { orRepositoryError } from "./support.ts"

type PaymentRow = typeof payments.$inferSelect

/** Where the app serves the sandbox's payment page (the web shell owns the page). */
export const sandboxPaymentPath = (paymentId: string): string => `/sandbox-pay/${paymentId}/`

const sessionOf = (row: PaymentRow): PaymentSession => ({
  paymentId: row.id,
  orderId: row.orderId,
  market: row.market,
  amount: row.amount,
  method: row.method,
  status: row.status
})

/**
 * The sandbox payment gateway, its payments kept in the shop database so every web server (and a
 * restarted one) knows them. A payment id is a random UUID: it appears in a URL and must not be
 * guessable. Settling is a compare-and-set from `pending`, so a payment settles once.
 */
export const makePaymentGatewaySandbox = (database: DatabaseShape) => {
  const find = (paymentId: string) =>
    Effect.map(
      database.query("payment", (db) => db.select().from(payments).where(eq(payments.id, paymentId))),
      (rows) => Option.map(Option.fromNullishOr(rows[0]), sessionOf)
    )
  return PaymentGateway.of({
    start: Effect.fn("PaymentGateway.start")(function* (request: PaymentRequest) {
      const paymentId = randomUUID()
      yield* orRepositoryError(database.query("start payment", (db) =>
        db.insert(payments).values({
          id: paymentId,
          orderId: request.orderId,
          market: request.market,
          amount: request.amount,
          method: request.method,
          status: "pending"
        })))
      return { paymentId, redirectPath: sandboxPaymentPath(paymentId) }
    }),

    complete: Effect.fn("PaymentGateway.complete")(function* (paymentId: string, outcome: PaymentOutcome) {
      const [settled] = yield* orRepositoryError(database.query("settle payment", (db) =>
        db
          .update(payments)
          .set({ status: outcome })
          .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
          .returning()))
      if (settled !== undefined) return sessionOf(settled)
      const current = yield* orRepositoryError(find(paymentId))
      if (Option.isNone(current)) return yield* notFound("payment", paymentId)
      return yield* new IllegalTransition({
        orderId: current.value.orderId,
        from: current.value.status,
        to: outcome,
        message: `payment ${paymentId} is already ${current.value.status}`
      })
    }),

    session: Effect.fn("PaymentGateway.session")(function* (paymentId: string) {
      return yield* orRepositoryError(find(paymentId))
    })
  })
}

/** PaymentGateway: the sandbox, over the shop database. */
export const PaymentGatewaySandbox = {
  make: makePaymentGatewaySandbox,
  layer: Layer.effect(PaymentGateway, Effect.map(Database, makePaymentGatewaySandbox))
}
