import { PublicId, sellOrderById, StoredSellOrder } from "@shop/core/backend/index"
import { Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"

/**
 * GET /api/sell/orders/{id}/: the stored sell order with every payload field; 404 when unknown.
 * The id is a UUID (anything else is 404): it is the only key to the seller's IBAN.
 */
export const GET = route({
  params: Schema.Struct({ sellOrderId: PublicId }),
  response: StoredSellOrder,
  handler: ({ params }) => sellOrderById(params.sellOrderId)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
