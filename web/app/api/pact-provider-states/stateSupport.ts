import "server-only"
import { searchLockers } from "@shop/core/backend/index"
import { MarketCode } from "@shop/core/markets/market"
import { Effect, Result, Schema } from "effect"
import type { AppServices } from "../../../src/server/runtime.ts"

/** What the provider states share: their parameters, their set-up's type, their failure, a parcel locker. */

export type Params = Readonly<Record<string, unknown>>

/** The values a state answers, which the pact injects into its requests (`fromProviderState`). */
export type StateValues = Readonly<Record<string, unknown>>

/** Provider states by name: each sets its data up with the app's own services. */
export type ProviderStates = Readonly<Record<string, (params: Params) => Effect.Effect<StateValues, unknown, AppServices>>>

export class StateFailed extends Schema.TaggedError<StateFailed>()("StateFailed", { message: Schema.String }) {}

const decodeMarket = Schema.decodeUnknownResult(MarketCode)

export const marketOf = (params: Params): Effect.Effect<MarketCode, StateFailed> => {
  const market = decodeMarket(params["market"] ?? "RO")
  return Result.isSuccess(market)
    ? Effect.succeed(market.success)
    : Effect.fail(new StateFailed({ message: "the state parameter market must be RO, BG, HU or GR" }))
}

export const fail = (message: string) => Effect.fail(new StateFailed({ message }))

export const anyLocker = (market: MarketCode) =>
  Effect.gen(function*() {
    const lockers = yield* searchLockers(market, {})
    const locker = lockers.find((l) => l.postalCode !== null)
    if (locker === undefined) return yield* fail(`no parcel locker in ${market}`)
    return locker
  })
