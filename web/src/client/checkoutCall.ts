import { CheckoutApi, type CheckoutApiError, type CheckoutApiShape } from "@shop/core/ports/CheckoutApi"
import { Effect, type Result } from "effect"
import { clientRuntime } from "./runtime.ts"

/** Runs one checkout call on the client runtime; the answer or the tagged error, never a throw. */
export const checkoutCall = <A>(
  call: (api: CheckoutApiShape) => Effect.Effect<A, CheckoutApiError>
): Promise<Result.Result<A, CheckoutApiError>> =>
  clientRuntime().runPromise(Effect.result(Effect.gen(function*() {
    const api = yield* CheckoutApi
    return yield* call(api)
  })))
