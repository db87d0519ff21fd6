import { Effect, Layer } from "effect"
import type { BackendDataset } from "@shop/core/backend/dataset"
import { quoteOffers } from "@shop/core/backend/sell/quoteService"
import { submitSellOrder } from "@shop/core/backend/sell/submitSellOrder"
import type { BackendError } from "@shop/core/errors"
import type { MarketCode } from "@shop/core/markets/market"
import { SellApi } from "@shop/core/ports/SellApi"
import type { FunnelItem } from "@shop/core/sell/funnelState"
import type { SellOrderPayload } from "@shop/core/sell/sellOrder"
import { quoteFailureOf, sellOrderKeyOf, submissionFailureOf } from "../http/SellApiFetch.ts"
import { memoryBackendLayer, type MemoryBackendPorts } from "./backend/memoryBackend.ts"
import { boundaryAnswer } from "./boundaryAnswer.ts"

/**
 * The buyback calls answered by core's own services (quoteOffers, submitSellOrder) over the memory
 * backend, as the web app's route handlers call them for a visitor who is not signed in: the seller's
 * account comes from a session, never from the payload, and the idempotency key is the fetch
 * adapter's. There is no human check to pass here (HumanVerificationMemory passes every token).
 * Refusals reach the caller as the fetch adapter tells the boundary's answer.
 */
const make = Effect.gen(function*() {
  const backend = yield* Effect.context<MemoryBackendPorts>()
  const answer = <A>(program: Effect.Effect<A, BackendError, MemoryBackendPorts>) =>
    program.pipe(Effect.provideContext(backend), Effect.mapError(boundaryAnswer))
  return SellApi.of({
    quoteOffers: Effect.fn("SellApi.quoteOffers")(function*(countryCode: MarketCode, items: ReadonlyArray<FunnelItem>) {
      return yield* answer(quoteOffers(countryCode, items)).pipe(Effect.mapError(quoteFailureOf(items)))
    }),
    submitSellOrder: Effect.fn("SellApi.submitSellOrder")(function*(payload: SellOrderPayload) {
      const receipt = yield* answer(submitSellOrder({ ...payload, serviceDbUserId: null }, sellOrderKeyOf(payload))).pipe(
        Effect.mapError(submissionFailureOf)
      )
      return { sellOrderId: receipt.sellOrderId, sellOrderToken: receipt.sellOrderToken }
    })
  })
})

/** The buyback calls answered from memory: a fresh backend over `dataset` at each build. */
export const SellApiMemory = {
  layer: (dataset: BackendDataset): Layer.Layer<SellApi> => Layer.effect(SellApi, make).pipe(Layer.provide(memoryBackendLayer(dataset)))
}
