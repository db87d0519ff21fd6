import { Schema } from "effect"
import { MarketCode } from "../markets/market.ts"
import { dayPlusDays, localDateIn, startOfLocalDay } from "../markets/localDate.ts"
import type { MarketCode as Market } from "../markets/market.ts"
import type { PaymentMethod } from "../orders/orderTypes.ts"
import type { PaymentState } from "../payments/paymentState.ts"
import { SellOrderStatus } from "../sell/sellTypes.ts"
import type { SellOrderStatus as SellStatus } from "../sell/sellTypes.ts"

/**
 * The staff dashboard's rules (issue 18): what "today", "an order", "revenue", "waiting" and "low
 * stock" mean, once, for the call, the page and every adapter.
 */

/**
 * A product is low on stock with 1 or 2 units left: refurbished stock is mostly single units, so one
 * more threshold would list half the catalogue. Products at 0 are counted apart (out of stock).
 */
export const lowStockThreshold = 2

/** How many low-stock products the dashboard lists per market (lowest stock, then dearest, first). */
export const lowStockListSize = 10

/**
 * Sell orders staff still have to act on: the device is coming, has arrived, waits for its payout
 * (evaluated, or a counter-offer accepted), or waits to be sent back (declined). A counter-offer waits
 * for the seller, not for staff.
 */
export const waitingSellOrderStatuses: ReadonlyArray<SellStatus> = ["submitted", "received", "evaluated", "accepted", "declined"]

/**
 * An order counts (and its total is revenue) once the shop is owed it for sure: paid by card or
 * instalments, or cash on delivery not cancelled. A card order still waiting for its payment is
 * "awaiting payment"; a cancelled or failed one is neither.
 */
export const orderKind = (state: PaymentState, method: PaymentMethod): "counted" | "awaiting-payment" | "neither" => {
  if (state === "paid") return "counted"
  if (state === "cancelled") return "neither"
  if (method === "cash-on-delivery") return "counted"
  return state === "failed" ? "neither" : "awaiting-payment"
}

/** The market's calendar day at `now` and its first and last instants: [from, to). */
export const todayIn = (market: Market, now: number): { readonly day: string; readonly from: number; readonly to: number } => {
  const day = localDateIn(market, now)
  return { day, from: startOfLocalDay(market, day), to: startOfLocalDay(market, dayPlusDays(day, 1)) }
}

/** Orders of one payment state and method placed in a window, and the sum of their totals. */
export interface OrderTally {
  readonly paymentState: PaymentState
  readonly paymentMethod: PaymentMethod
  readonly count: number
  readonly total: number
}

/** Sums money in major units without float drift (totals carry at most 2 decimals). */
const addMoney = (a: number, b: number): number => Math.round((a + b) * 100) / 100

/** Today's figures of a market from its tallies. */
export const ordersOfDay = (tallies: ReadonlyArray<OrderTally>) =>
  tallies.reduce(
    (sum, tally) => {
      const kind = orderKind(tally.paymentState, tally.paymentMethod)
      if (kind === "counted") return { ...sum, orders: sum.orders + tally.count, revenue: addMoney(sum.revenue, tally.total) }
      if (kind === "awaiting-payment") return { ...sum, awaitingPayment: sum.awaitingPayment + tally.count }
      return sum
    },
    { orders: 0, revenue: 0, awaitingPayment: 0 }
  )

export const LowStockProduct = Schema.Struct({ id: Schema.Number, title: Schema.String, stock: Schema.Number, price: Schema.Number })
export type LowStockProduct = typeof LowStockProduct.Type

export const MarketDashboard = Schema.Struct({
  market: MarketCode,
  /** Today in the market's time zone (YYYY-MM-DD). */
  day: Schema.String,
  orders: Schema.Number,
  /** In the market's currency, major units. */
  revenue: Schema.Number,
  awaitingPayment: Schema.Number,
  lowStock: Schema.Struct({ count: Schema.Number, outOfStock: Schema.Number, products: Schema.Array(LowStockProduct) })
})
export type MarketDashboard = typeof MarketDashboard.Type

export const StaffDashboard = Schema.Struct({
  /** Epoch ms. */
  at: Schema.Number,
  markets: Schema.Array(MarketDashboard),
  /** Every market and waiting status, zero counts included. */
  sellOrdersWaiting: Schema.Array(Schema.Struct({ market: MarketCode, status: SellOrderStatus, count: Schema.Number }))
})
export type StaffDashboard = typeof StaffDashboard.Type
