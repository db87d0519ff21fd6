import { CheckoutApi, type CheckoutApiError, type CheckoutApiShape } from "@shop/core/ports/CheckoutApi"
import { FormsApi, FormsApiUnavailable } from "@shop/core/ports/FormsApi"
import { SellApi } from "@shop/core/ports/SellApi"
import { ShopAuthApi, type ShopAuthError } from "@shop/core/ports/ShopAuthApi"
import { IdentityError } from "@shop/core/auth/identityError"
import { type Context, Effect, type Layer, Result } from "effect"
import { clientRuntime } from "./runtime.ts"

/**
 * The checkout's, the sell funnel's, the public forms' and the sign-in pages' HTTP adapters are loaded
 * with their first call, not with every page that has the client runtime (issue 15: the product and
 * cart pages never call them first). These helpers are the client's one way to call the server's
 * forms and funnels.
 */
const loadedOnce = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let loading: Promise<A> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      // A failed chunk load (the network dropped) is tried again by the next call.
      loading = undefined
      throw error
    })
    return loading
  }
}

const checkoutLayer = loadedOnce(async (): Promise<Layer.Layer<CheckoutApi>> =>
  (await import("@shop/adapters/http/CheckoutApiFetch")).CheckoutApiFetch.layer({ baseUrl: "" }))

const sellLayer = loadedOnce(async (): Promise<Layer.Layer<SellApi>> =>
  (await import("@shop/adapters/http/SellApiFetch")).SellApiFetch.layer({ baseUrl: "" }))

const formsLayer = loadedOnce(async (): Promise<Layer.Layer<FormsApi>> =>
  (await import("@shop/adapters/http/FormsApiFetch")).FormsApiFetch.layer({ baseUrl: "" }))

const shopAuthLayer = loadedOnce(async (): Promise<Layer.Layer<ShopAuthApi>> =>
  (await import("@shop/adapters/http/ShopAuthApiFetch")).ShopAuthApiFetch.layer({ baseUrl: "" }))

/** Runs one checkout call on the client runtime; the answer or the tagged error, never a throw. */
export const checkoutCall = async <A>(
  call: (api: CheckoutApiShape) => Effect.Effect<A, CheckoutApiError>
): Promise<Result.Result<A, CheckoutApiError>> =>
  clientRuntime().runPromise(Effect.result(Effect.provide(Effect.flatMap(Effect.service(CheckoutApi), call), await checkoutLayer())))

/** Runs one sell funnel call on the client runtime; the answer or the tagged error, never a throw. */
export const sellCall = async <A, E>(
  call: (api: Context.Service.Shape<typeof SellApi>) => Effect.Effect<A, E>
): Promise<Result.Result<A, E>> =>
  clientRuntime().runPromise(Effect.result(Effect.provide(Effect.flatMap(Effect.service(SellApi), call), await sellLayer())))

/**
 * Runs one call of the public forms (human check setup, contact, reviews); the answer or the tagged
 * error, never a throw: an adapter that did not load is the backend out of reach.
 */
export const formsCall = async <A, E>(
  call: (api: Context.Service.Shape<typeof FormsApi>) => Effect.Effect<A, E>
): Promise<Result.Result<A, E | FormsApiUnavailable>> => {
  const layer = await formsLayer().catch(() => null)
  if (layer === null) return Result.fail(new FormsApiUnavailable({ message: "the forms' adapter did not load" }))
  return clientRuntime().runPromise(Effect.result(Effect.provide(Effect.flatMap(Effect.service(FormsApi), call), layer)))
}

/**
 * Runs one sign-in call (register, login, logout, forgot, reset); the answer or the tagged error, never
 * a throw: an adapter that did not load is the shop out of reach (`network-request-failed`).
 */
export const shopAuthCall = async <A>(
  call: (api: Context.Service.Shape<typeof ShopAuthApi>) => Effect.Effect<A, ShopAuthError>
): Promise<Result.Result<A, ShopAuthError>> => {
  const layer = await shopAuthLayer().catch(() => null)
  if (layer === null) return Result.fail(new IdentityError({ code: "network-request-failed", providerCode: "the sign-in adapter did not load" }))
  return clientRuntime().runPromise(Effect.result(Effect.provide(Effect.flatMap(Effect.service(ShopAuthApi), call), layer)))
}
