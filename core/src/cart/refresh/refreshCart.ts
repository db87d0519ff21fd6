import { Clock, Effect, Result, Schema } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import type { ShopApiError } from "../../ports/ShopApi.ts"
import { ShopApi } from "../../ports/ShopApi.ts"
import type { CartState } from "../cartState.ts"
import { emptyCart } from "../cartState.ts"
import { buildRefreshBody } from "./body.ts"
import { reconcile } from "./reconcile.ts"
import { CartRefreshResponse } from "./response.ts"

export type RefreshOutcome =
  | { readonly ok: true; readonly cart: CartState; readonly removedCount: number }
  | { readonly ok: false; readonly cart: CartState }

/** Applies an already decoded refresh answer with reconcile, logging each part that failed (SPEC 8). */
export const applyRefresh = Effect.fn("Cart.applyRefresh")(function*(cart: CartState, response: CartRefreshResponse): Effect.fn.Return<RefreshOutcome> {
  const reconciled = reconcile(cart, response)
  for (const { error, part } of reconciled.failures) {
    yield* Effect.logError(`Error processing ${part} of the cart refresh`, error)
  }
  return { ok: true as const, cart: reconciled.cart, removedCount: reconciled.removedCount }
})

/** SPEC 8: invalid refresh data clears the cart and the refresh reports false. */
const clearForInvalidData = (cart: CartState, details: unknown): Effect.Effect<RefreshOutcome> =>
  Effect.gen(function*() {
    yield* Effect.logWarning("Invalid cartRefreshData provided", details)
    const now = yield* Clock.currentTimeMillis
    return { ok: false as const, cart: emptyCart(cart, now) }
  })

/** SPEC 4 cart refresh over raw server data: decoded first, then reconciled. */
export const refreshCart = Effect.fn("Cart.refreshCart")(function*(cart: CartState, data: unknown): Effect.fn.Return<RefreshOutcome> {
  const decoded = Schema.decodeUnknownResult(CartRefreshResponse)(data)
  return Result.isSuccess(decoded)
    ? yield* applyRefresh(cart, decoded.success)
    : yield* clearForInvalidData(cart, String(decoded.failure))
})

/**
 * Asks the backend to price the cart again and applies the answer. An undecodable answer clears
 * the cart (outcome ok: false); any other failure is logged and rethrown (SPEC 8).
 */
export const refreshCartFromApi = Effect.fn("Cart.refreshCartFromApi")(function*(
  cart: CartState,
  countryCode: MarketCode
): Effect.fn.Return<RefreshOutcome, ShopApiError, ShopApi> {
  const api = yield* ShopApi
  const answer = yield* Effect.result(api.cartRefresh(buildRefreshBody(cart, countryCode)))
  if (Result.isSuccess(answer)) return yield* applyRefresh(cart, answer.success)
  const error = answer.failure
  if (error.reason === "InvalidResponse") return yield* clearForInvalidData(cart, error.message)
  yield* Effect.logError("Cart refresh failed", error)
  return yield* Effect.fail(error)
})
