import { CheckoutApi, type CheckoutApiError, type CheckoutApiShape } from "@shop/core/ports/CheckoutApi"
import { SellApi } from "@shop/core/ports/SellApi"
import { type Context, Effect, type Layer, type Result } from "effect"
import { clientRuntime } from "./runtime.ts"

/**
 * The checkout's and the sell funnel's HTTP adapters are loaded with their first call, not with every
 * page that has the client runtime (issue 15: the product and cart pages never call them first).
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
