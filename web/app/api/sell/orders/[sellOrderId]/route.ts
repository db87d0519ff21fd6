import { PublicId, sellOrderById } from "@shop/core/backend/index"
import { PublicSellOrder } from "@shop/core/sell/sellTypes"
import { Effect, Schema } from "effect"
import { route } from "../../../../../src/server/http.ts"
import { notAllowedExcept } from "../../../../../src/server/methods.ts"
import { readerOfRequest } from "../../../../../src/server/recordReader.ts"

/**
 * GET /api/sell/orders/{id}/: the stored sell order with every payload field but the seller's
 * account id, for the account that submitted it (its session) or, for a guest's sale, the holder of
 * the token its submission answered (`Order-Token` header). Anyone else, an unknown id and an id
 * that is not a UUID: 404.
 */
export const GET = route({
  params: Schema.Struct({ sellOrderId: PublicId }),
  response: PublicSellOrder,
  handler: ({ params, request }) => Effect.flatMap(readerOfRequest(request), (reader) => sellOrderById(params.sellOrderId, reader))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("GET")
