import "server-only"
import { searchLockers } from "@shop/core/backend/index"
import { MarketCode } from "@shop/core/markets/market"
import { Effect, Result, Schema } from "effect"

/** What the provider states share: their parameters, their failure, a parcel locker. */

export type Params = Readonly<Record<string, unknown>>

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
