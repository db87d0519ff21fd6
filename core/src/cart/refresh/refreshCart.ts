import { Clock, Effect, Result, Schema } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import type { ShopApiError } from "../../ports/ShopApi.ts"
import { ShopApi } from "../../ports/ShopApi.ts"
import type { Accessory } from "../accessory.ts"
import { batteryIndex } from "../batteries.ts"
import type { BatteryEntry, CartState } from "../cartState.ts"
import { emptyCart } from "../cartState.ts"
import { buildRefreshBody } from "./body.ts"
import type { ReconciledDevices } from "./reconcile.ts"
import { reconcileDevices, reconcileLooseAccessories } from "./reconcile.ts"
import { CartRefreshResponse } from "./response.ts"

export type RefreshOutcome =
  | { readonly ok: true; readonly cart: CartState; readonly removedCount: number }
  | { readonly ok: false; readonly cart: CartState }

/** SPEC 8: an error in one part of the refresh is logged and that part falls back to empty. */
const guarded = <A>(part: "devices" | "accessories" | "batteries", compute: () => A, fallback: A): Effect.Effect<A> =>
  Effect.try({ try: compute, catch: (error) => error }).pipe(
    Effect.catch((error) => Effect.as(Effect.logError(`Error processing ${part} of the cart refresh`, error), fallback))
  )

/** Applies an already decoded refresh answer; the parts are computed and guarded one by one. */
export const applyRefresh = (cart: CartState, response: CartRefreshResponse): Effect.Effect<RefreshOutcome> =>
  Effect.gen(function*() {
    const devices = yield* guarded<ReconciledDevices>(
      "devices",
      () => reconcileDevices(cart.phoneCart, response.devices),
      { lines: [], removedCount: 0 }
    )
    const accessoryCart = yield* guarded<ReadonlyArray<Accessory>>(
      "accessories",
      () => reconcileLooseAccessories(cart.accessoryCart, response.accessories),
      []
    )
    const batteryCart = yield* guarded<ReadonlyArray<BatteryEntry>>("batteries", () => batteryIndex(devices.lines), [])
    return {
      ok: true as const,
      cart: { ...cart, phoneCart: devices.lines, accessoryCart, batteryCart },
      removedCount: devices.removedCount
    }
  })

/** SPEC 8: invalid refresh data clears the cart and the refresh reports false. */
const clearForInvalidData = (cart: CartState, details: unknown): Effect.Effect<RefreshOutcome> =>
  Effect.gen(function*() {
    yield* Effect.logWarning("Invalid cartRefreshData provided", details)
    const now = yield* Clock.currentTimeMillis
    return { ok: false as const, cart: emptyCart(cart, now) }
  })

/** SPEC 4 cart refresh over raw server data: decoded first, then reconciled. */
export const refreshCart = (cart: CartState, data: unknown): Effect.Effect<RefreshOutcome> => {
  const decoded = Schema.decodeUnknownResult(CartRefreshResponse)(data)
  return Result.isSuccess(decoded)
    ? applyRefresh(cart, decoded.success)
    : clearForInvalidData(cart, String(decoded.failure))
}

/**
 * Asks the backend to price the cart again and applies the answer. An undecodable answer clears
 * the cart (outcome ok: false); any other failure is logged and rethrown (SPEC 8).
 */
export const refreshCartFromApi = (
  cart: CartState,
  countryCode: MarketCode
): Effect.Effect<RefreshOutcome, ShopApiError, ShopApi> =>
  Effect.gen(function*() {
    const api = yield* ShopApi
    const answer = yield* Effect.result(api.cartRefresh(buildRefreshBody(cart, countryCode)))
    if (Result.isSuccess(answer)) return yield* applyRefresh(cart, answer.success)
    const error = answer.failure
    if (error.reason === "InvalidResponse") return yield* clearForInvalidData(cart, error.message)
    yield* Effect.logError("Cart refresh failed", error)
    return yield* Effect.fail(error)
  })
