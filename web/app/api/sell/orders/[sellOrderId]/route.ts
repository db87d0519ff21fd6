import { sellOrderById, StoredSellOrder } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { OpaqueId } from "../../../../../src/server/params.ts"

/** GET /api/sell/orders/{id}/: the stored sell order with every payload field; 404 when unknown. */
export const GET = route({
  params: Schema.Struct({ sellOrderId: OpaqueId }),
  response: StoredSellOrder,
  handler: ({ params }) => sellOrderById(params.sellOrderId)
})
