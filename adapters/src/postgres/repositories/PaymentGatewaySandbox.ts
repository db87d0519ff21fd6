/// <reference types="node" />
import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import { and, eq, sum } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { IllegalTransition, notFound } from "@shop/core/errors"
import { sandboxPaymentPath } from "@shop/core/backend/payments/sandboxLink"
import type { PaymentOutcome } from "@shop/core/payments/paymentState"
import { PaymentGateway, type PaymentRequest, type PaymentSession, type Refund, type RefundRequest } from "@shop/core/backend/ports/PaymentGateway"
import { Database, query, type DatabaseShape } from "../Database.ts"
import { paymentRefunds, payments } from "../schema/orders.ts"
import { orRepositoryError, parseUuid } from "./support.ts"

type PaymentRow = typeof payments.$inferSelect

const sessionOf = (row: PaymentRow): PaymentSession => ({
  paymentId: row.id,
  orderId: row.orderId,
  market: row.market,
  amount: row.amount,
  method: row.method,
  status: row.status
})

/** 256 random bits from the OS, URL-safe. */
const newToken = (): string => randomBytes(32).toString("base64url")

const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest()

/**
 * Constant-time comparison: both sides are hashed to 32 bytes first, so neither the length nor the
 * first differing byte of the stored token shows in the time a guess takes.
 */
const sameToken = (given: string, stored: string): boolean => timingSafeEqual(digest(given), digest(stored))

/**
 * The sandbox payment gateway, its payments kept in the shop database so every web server (and a
 * restarted one) knows them. The shop names each payment (a random UUID); the sandbox draws its
 * secret token. Showing or settling a payment takes the token; settling is a compare-and-set from
 * `pending`, so a payment settles once.
 */
export const makePaymentGatewaySandbox = (database: DatabaseShape) => {
  const row = (paymentId: string) =>
    Effect.map(
      database.query("payment", (db) => db.select().from(payments).where(eq(payments.id, paymentId))),
      (rows) => Option.fromNullishOr(rows[0])
    )
  /** The payment for the holder of its token; none for an unknown id or any other token. */
  const withToken = (paymentId: string, token: string) =>
    Effect.gen(function* () {
      const id = parseUuid(paymentId)
      if (id === undefined) return Option.none<PaymentRow>()
      return Option.filter(yield* orRepositoryError(row(id)), (found) => sameToken(token, found.token))
    })
  return PaymentGateway.of({
    start: Effect.fn("PaymentGateway.start")(function* (request: PaymentRequest) {
      const id = parseUuid(request.paymentId)
      if (id === undefined) return yield* Effect.die(`payment id ${request.paymentId} is not a UUID`)
      // Idempotent: a payment opened before keeps its token and amount.
      yield* orRepositoryError(database.query("start payment", (db) =>
        db
          .insert(payments)
          .values({
            id,
            orderId: request.orderId,
            token: newToken(),
            market: request.market,
            amount: request.amount,
            method: request.method,
            status: "pending"
          })
          .onConflictDoNothing({ target: payments.id })))
      const opened = yield* orRepositoryError(row(id))
      if (Option.isNone(opened)) return yield* Effect.die(`payment ${id} vanished`)
      return { paymentId: id, redirectPath: sandboxPaymentPath(id, opened.value.token) }
    }),

    complete: Effect.fn("PaymentGateway.complete")(function* (paymentId: string, outcome: PaymentOutcome, token: string) {
      const current = yield* withToken(paymentId, token)
      if (Option.isNone(current)) return yield* notFound("payment", paymentId)
      const [settled] = yield* orRepositoryError(database.query("settle payment", (db) =>
        db
          .update(payments)
          .set({ status: outcome })
          .where(and(eq(payments.id, current.value.id), eq(payments.status, "pending")))
          .returning()))
      if (settled !== undefined) return sessionOf(settled)
      const now = yield* orRepositoryError(row(current.value.id))
      const status = Option.match(now, { onNone: () => current.value.status, onSome: (r) => r.status })
      return yield* new IllegalTransition({
        orderId: current.value.orderId,
        from: status,
        to: outcome,
        message: `payment ${paymentId} is already ${status}`
      })
    }),

    session: Effect.fn("PaymentGateway.session")(function* (paymentId: string, token: string) {
      return Option.map(yield* withToken(paymentId, token), sessionOf)
    }),

    canRefund: true,

    // Under the payment's row lock: two refunds of one payment are summed one after the other, so
    // together they never exceed what was paid; a refund id seen before answers that refund.
    refund: Effect.fn("PaymentGateway.refund")(function* (request: RefundRequest) {
      const id = parseUuid(request.paymentId)
      if (id === undefined) return yield* notFound("payment", request.paymentId)
      return yield* orRepositoryError(database.transaction("refund payment", (tx) =>
        Effect.gen(function* () {
          const [payment] = yield* query("lock payment", () => tx.select().from(payments).where(eq(payments.id, id)).for("update"))
          if (payment === undefined) return yield* notFound("payment", request.paymentId)
          const [before] = yield* query("refund by id", () => tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, request.refundId)))
          if (before !== undefined) return { refundId: before.id, paymentId: before.paymentId, amount: before.amount } satisfies Refund
          const [refunded] = yield* query("refunded so far", () =>
            tx.select({ total: sum(paymentRefunds.amount).mapWith(Number) }).from(paymentRefunds).where(eq(paymentRefunds.paymentId, id)))
          const soFar = refunded?.total ?? 0
          if (payment.status !== "paid" || Math.round((soFar + request.amount) * 100) > Math.round(payment.amount * 100)) {
            return yield* new IllegalTransition({
              orderId: payment.orderId,
              from: payment.status,
              to: "refunded",
              message: `payment ${id} (${payment.status}, ${payment.amount}, ${soFar} refunded) cannot refund ${request.amount}`
            })
          }
          yield* query("record refund", () => tx.insert(paymentRefunds).values({ id: request.refundId, paymentId: id, amount: request.amount }))
          return { refundId: request.refundId, paymentId: id, amount: request.amount } satisfies Refund
        })))
    })
  })
}

/** PaymentGateway: the sandbox, over the shop database. */
export const PaymentGatewaySandbox = {
  make: makePaymentGatewaySandbox,
  layer: Layer.effect(PaymentGateway, Effect.map(Database, makePaymentGatewaySandbox))
}
