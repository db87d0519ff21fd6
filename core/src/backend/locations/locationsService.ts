import { Effect, Result } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import { InvalidRequest, type RepositoryError } from "../../errors.ts"
import { LocationsRepository } from "../ports/LocationsRepository.ts"
import { singleValue, unknownParameter, type QueryRecord } from "../queryRecord.ts"
import type { County, Locality, ParcelLocker } from "../../locations/locationTypes.ts"
import { sortByMarketName } from "./marketOrder.ts"

const maxSearchLength = 100

/** Lockers one answer lists at most; the first ones in the market's order. */
export const maxLockers = 100

const fromResult = <A>(result: Result.Result<A, InvalidRequest>): Effect.Effect<A, InvalidRequest> =>
  Result.isSuccess(result) ? Effect.succeed(result.success) : Effect.fail(result.failure)

/**
 * Lockers of the market, optionally searched with `?search=` (name, address or locality, any
 * case), by name in the market's order, at most maxLockers.
 */
export const searchLockers = Effect.fn("Locations.searchLockers")(function*(
  market: MarketCode,
  record: QueryRecord
): Effect.fn.Return<ReadonlyArray<ParcelLocker>, InvalidRequest | RepositoryError, LocationsRepository> {
  const unknown = unknownParameter(record, ["search"])
  if (unknown !== undefined) return yield* Effect.fail(new InvalidRequest({ message: `unknown query parameter ${unknown}` }))
  const search = record["search"] === undefined ? undefined : yield* fromResult(singleValue(record, "search"))
  if (search !== undefined && search.length > maxSearchLength) {
    return yield* Effect.fail(new InvalidRequest({ message: `search is longer than ${maxSearchLength}` }))
  }
  const repo = yield* LocationsRepository
  const found = yield* repo.lockers(market, search?.trim() === "" ? undefined : search?.trim())
  return sortByMarketName(market, found).slice(0, maxLockers)
})

/** The market's counties by name, in the market's order. */
export const counties = Effect.fn("Locations.counties")(function*(market: MarketCode): Effect.fn.Return<ReadonlyArray<County>, RepositoryError, LocationsRepository> {
  const repo = yield* LocationsRepository
  return sortByMarketName(market, yield* repo.counties(market))
})

/** A county's localities by name, in the market's order; none for an unknown county. */
export const localities = Effect.fn("Locations.localities")(function*(
  market: MarketCode,
  countyId: string
): Effect.fn.Return<ReadonlyArray<Locality>, RepositoryError, LocationsRepository> {
  const repo = yield* LocationsRepository
  return sortByMarketName(market, yield* repo.localities(market, countyId))
})
