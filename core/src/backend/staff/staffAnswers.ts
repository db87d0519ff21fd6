import { Schema } from "effect"
import { AfterSalesProgress, RefundMethod } from "../../account/afterSales.ts"
import { MarketCode } from "../../markets/market.ts"
import { FulfilmentState, OrderFulfilment } from "../../orders/fulfilment.ts"
import { OrderStatus } from "../../orders/orderStatus.ts"
import { Order, PaymentMethod } from "../../orders/orderTypes.ts"
import { PaymentEvent, PaymentState } from "../../payments/paymentState.ts"

/**
 * The wire shapes of the staff calls on orders, returns and warranty claims (issue 18): what
 * backend/staff/orders.ts and backend/staff/afterSales.ts answer, as the routes encode them.
 */

const Paging = {
  page: Schema.Number,
  pageSize: Schema.Number,
  total: Schema.Number,
  pages: Schema.Number
}

export const StaffOrderRowAnswer = Schema.Struct({
  id: Schema.String,
  market: MarketCode,
  placedAt: Schema.Number,
  contactName: Schema.String,
  contactEmail: Schema.String,
  contactPhone: Schema.String,
  paymentMethod: PaymentMethod,
  paymentState: PaymentState,
  fulfilment: FulfilmentState,
  trackingNumber: Schema.NullOr(Schema.String),
  total: Schema.Number,
  status: OrderStatus
})

export const StaffOrderListAnswer = Schema.Struct({ orders: Schema.Array(StaffOrderRowAnswer), ...Paging })

export const StaffOrderDetailAnswer = Schema.Struct({
  order: Order,
  status: OrderStatus,
  fulfilment: OrderFulfilment,
  paymentEvents: Schema.Array(PaymentEvent),
  deliveredAt: Schema.NullOr(Schema.Number),
  customerId: Schema.NullOr(Schema.String),
  refundDue: Schema.Boolean
})

export const AfterSalesCaseAnswer = Schema.Struct({
  ...AfterSalesProgress.fields,
  kind: Schema.Literals(["return", "warranty"]),
  id: Schema.String,
  orderId: Schema.String,
  market: MarketCode,
  userId: Schema.String,
  lines: Schema.Array(Schema.Number),
  text: Schema.String,
  courierAddress: Schema.String,
  pickupDate: Schema.String,
  createdAt: Schema.Number
})

export const StaffAfterSalesListAnswer = Schema.Struct({ cases: Schema.Array(AfterSalesCaseAnswer), ...Paging })

export const StaffAfterSalesDetailAnswer = Schema.Struct({
  request: AfterSalesCaseAnswer,
  order: Order,
  refundAmount: Schema.Number,
  refundMethod: RefundMethod
})
