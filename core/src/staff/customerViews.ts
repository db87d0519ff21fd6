import { Schema } from "effect"
import { MarketCode } from "../markets/market.ts"
import { PaymentMethod } from "../orders/orderTypes.ts"
import { PaymentState } from "../payments/paymentState.ts"
import { SellOrderStatus } from "../sell/sellTypes.ts"
import { StaffPageInfo } from "./staffPaging.ts"

/** What the staff calls and pages show of customers (instants are epoch ms). */
export const CustomerSummary = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  name: Schema.NullOr(Schema.String),
  createdAt: Schema.Number,
  /** SPEC 3 deactivated_at; null while active. */
  deactivatedAt: Schema.NullOr(Schema.Number)
})
export type CustomerSummary = typeof CustomerSummary.Type

export const CustomerList = Schema.Struct({ ...StaffPageInfo, customers: Schema.Array(CustomerSummary) })
export type CustomerList = typeof CustomerList.Type

/** One of the customer's orders (the orders console opens it). */
export const CustomerOrderRow = Schema.Struct({
  id: Schema.String,
  market: MarketCode,
  placedAt: Schema.Number,
  paymentState: PaymentState,
  paymentMethod: PaymentMethod,
  total: Schema.Number,
  devices: Schema.Number
})
export type CustomerOrderRow = typeof CustomerOrderRow.Type

/** One of the customer's sales (sell orders). */
export const CustomerSaleRow = Schema.Struct({
  id: Schema.String,
  market: MarketCode,
  createdAt: Schema.Number,
  status: SellOrderStatus,
  totalEstimatedOffer: Schema.Number,
  devices: Schema.Number
})
export type CustomerSaleRow = typeof CustomerSaleRow.Type

/** One of the customer's return requests. */
export const CustomerReturnRow = Schema.Struct({
  id: Schema.String,
  orderId: Schema.String,
  createdAt: Schema.Number,
  devices: Schema.Number,
  reason: Schema.String,
  pickupDate: Schema.String
})
export type CustomerReturnRow = typeof CustomerReturnRow.Type

export const CustomerDetail = Schema.Struct({
  customer: CustomerSummary,
  orders: Schema.Array(CustomerOrderRow),
  sales: Schema.Array(CustomerSaleRow),
  returns: Schema.Array(CustomerReturnRow)
})
export type CustomerDetail = typeof CustomerDetail.Type
