import { serverCartRefresh } from "@shop/core/backend/index"
import { CartRefreshBody, CartRefreshResponse } from "@shop/core/cart/index"
import { route } from "../../../src/server/http.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/** SPEC 7 POST /api/cart-refresh/: the server's current prices, stock and offers for the cart's lines. */
export const POST = route({
  body: CartRefreshBody,
  response: CartRefreshResponse,
  handler: ({ body }) => serverCartRefresh(body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
