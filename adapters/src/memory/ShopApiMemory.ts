import { Effect, Layer } from "effect"
import type { BackendDataset } from "@shop/core/backend/dataset"
import { serverCartRefresh } from "@shop/core/backend/cart/refreshService"
import {
  availableShapes,
  availableShapesFailure,
  relatedAccessories,
  relatedAccessoriesFailure
} from "@shop/core/backend/catalog/shopCalls"
import type { CartRefreshBody } from "@shop/core/cart/refresh/body"
import type { BackendError } from "@shop/core/errors"
import type { Locale, MarketCode } from "@shop/core/markets/market"
import { ShopApi, ShopApiError } from "@shop/core/ports/ShopApi"
import { clientError, relatedOf, shapesOf } from "../http/ShopApiFetch.ts"
import { memoryBackendLayer, type MemoryBackendPorts } from "./backend/memoryBackend.ts"
import { boundaryAnswer } from "./boundaryAnswer.ts"

type Operation = ShopApiError["operation"]

/**
 * The SPEC 7 calls answered by core's own services (serverCartRefresh, relatedAccessories,
 * availableShapes) over the memory backend. A refusal of the related-accessories and shapes calls
 * (an unknown product) is SPEC 7's failure envelope, read as the fetch adapter reads it (no
 * accessories, no shapes); a storage failure is the port's error, with the boundary's status.
 */
const make = Effect.gen(function*() {
  const backend = yield* Effect.context<MemoryBackendPorts>()
  const call = <A>(operation: Operation, program: Effect.Effect<A, BackendError, MemoryBackendPorts>) =>
    program.pipe(
      Effect.provideContext(backend),
      Effect.mapError((failure) => {
        const { status, message } = boundaryAnswer(failure)
        return new ShopApiError({ operation, reason: "Status", status, message })
      })
    )
  /** A refusal (4xx) of a SPEC 7 call is its failure envelope, an answer rather than an error. */
  const orEnvelope = <A>(failed: A) => (failure: ShopApiError) =>
    failure.status !== undefined && clientError(failure.status) ? Effect.succeed(failed) : Effect.fail(failure)
  return ShopApi.of({
    cartRefresh: Effect.fn("ShopApi.cartRefresh")(function*(body: CartRefreshBody) {
      return yield* call("cartRefresh", serverCartRefresh(body))
    }),
    relatedAccessories: Effect.fn("ShopApi.relatedAccessories")(function*(countryCode: MarketCode, productIds: ReadonlyArray<number>) {
      return relatedOf(yield* call("relatedAccessories", relatedAccessories({ countryCode, productIds })).pipe(
        Effect.catch(orEnvelope(relatedAccessoriesFailure))
      ))
    }),
    availableShapes: Effect.fn("ShopApi.availableShapes")(function*(locale: Locale, productId: number) {
      return shapesOf(yield* call("availableShapes", availableShapes({ locale, productId })).pipe(
        Effect.catch(orEnvelope(availableShapesFailure))
      ))
    })
  })
})

/** The shop backend calls answered from memory: a fresh backend over `dataset` at each build. */
export const ShopApiMemory = {
  layer: (dataset: BackendDataset): Layer.Layer<ShopApi> => Layer.effect(ShopApi, make).pipe(Layer.provide(memoryBackendLayer(dataset)))
}
