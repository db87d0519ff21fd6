import type { Effect } from "effect"
import { Context, Schema } from "effect"
import type { Accessory } from "../cart/accessory.ts"
import type { CartRefreshBody } from "../cart/refresh/body.ts"
import type { CartRefreshResponse } from "../cart/refresh/response.ts"
import type { Locale, MarketCode } from "../markets/market.ts"

/**
 * A shop backend call failed. `InvalidResponse` means the answer did not decode; for the cart
 * refresh the cart module then clears the cart (SPEC 8), any other reason is logged and rethrown.
 */
export class ShopApiError extends Schema.TaggedError<ShopApiError>()("ShopApiError", {
  operation: Schema.Literals(["cartRefresh", "relatedAccessories", "availableShapes"]),
  reason: Schema.Literals(["Network", "Status", "InvalidResponse"]),
  status: Schema.optionalKey(Schema.Number),
  message: Schema.String
}) {}

export interface ShopApiShape {
  /** POST /api/cart-refresh/ with the cartRefreshBody. */
  readonly cartRefresh: (body: CartRefreshBody) => Effect.Effect<CartRefreshResponse, ShopApiError>
  /**
   * GET /api/get-related-accessories/?countryCode=RO&productIds=... ; an answer with
   * `success: false` is an empty list, not an error.
   */
  readonly relatedAccessories: (
    countryCode: MarketCode,
    productIds: ReadonlyArray<number>
  ) => Effect.Effect<ReadonlyArray<Accessory>, ShopApiError>
  /**
   * GET /api/available-shapes/?locale=RO&productId=... ; the items of the `shape` related spec
   * joined with "," into one string, or "" when the answer is not successful.
   */
  readonly availableShapes: (locale: Locale, productId: number) => Effect.Effect<string, ShopApiError>
}

/** The storefront's own backend calls of SPEC 7. */
export class ShopApi extends Context.Service<ShopApi, ShopApiShape>()("@shop/core/ShopApi") {}
