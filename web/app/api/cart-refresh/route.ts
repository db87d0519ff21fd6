import { serverCartRefresh } from "@shop/core/backend/index"
import { CartRefreshBody, CartRefreshResponse } from "@shop/core/cart/index"
import { readingCatalogCache } from "../../../src/server/catalogReadCache.ts"
import { publishDirectRoute } from "../../../src/server/directRoutes.ts"
import { route } from "../../../src/server/http.ts"
import { notAllowedExcept } from "../../../src/server/methods.ts"

/**
 * SPEC 7 POST /api/cart-refresh/: the server's current prices, stock and offers for the cart's lines,
 * from the catalog read cache (as fresh as the pages: emptied by the database's change notification).
 * Placing the order prices everything again from the database.
 */
export const POST = route({
  body: CartRefreshBody,
  response: CartRefreshResponse,
  handler: ({ body }) => readingCatalogCache(serverCartRefresh(body))
})

// Called on every page a shopper with a cart opens: the shop's server calls it directly once loaded.
publishDirectRoute("POST", "/api/cart-refresh/", POST)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = notAllowedExcept("POST")
