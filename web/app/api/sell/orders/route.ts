import { submitSellOrder } from "@shop/core/backend/index"
import { SellOrderPayload } from "@shop/core/sell/index"
import { Schema } from "effect"
import { route } from "../../../../src/server/http.ts"

const SubmittedSellOrder = Schema.Struct({ sellOrderId: Schema.String, payload: SellOrderPayload })

/**
 * POST /api/sell/orders/ with the SPEC 3 sell-order payload: validated by the core validators,
 * priced again on the server (offer-changed when the figures differ), stored (201).
 */
export const POST = route({
  body: SellOrderPayload,
  response: SubmittedSellOrder,
  status: 201,
  handler: ({ body }) => submitSellOrder(body)
})
