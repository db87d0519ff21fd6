import { Schema } from "effect"
import { SellOrderStatus } from "../sell/sellTypes.ts"

const Amount = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))

/**
 * A purchase's trade-in as the buyer sees it (issue 19): the sell order it became, where it stands,
 * the device and its credit (the normal offer's value quoted when the order was placed; paid after
 * the inspection). `sellOrderToken` opens a guest's sale from the order page.
 */
export const OrderTradeIn = Schema.Struct({
  sellOrderId: Schema.String,
  sellOrderToken: Schema.String,
  status: SellOrderStatus,
  modelName: Schema.String,
  credit: Amount
})
export type OrderTradeIn = typeof OrderTradeIn.Type
