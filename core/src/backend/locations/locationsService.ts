import { Effect, Result } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import { InvalidRequest, type RepositoryError } from "../errors.ts"
import { LocationsRepository } from "../ports/LocationsRepository.ts"
import { singleValue, unknownParameter, type QueryRecord } from "../queryRecord.ts"
import type { County, Locality, ParcelLocker } from "./locationTypes.ts"

const maxSearchLength = 100

const fromResult = <A>(result: Result.Result<A, InvalidRequest>): Effect.Effect<A, InvalidRequest> =>
  Result.isSuccess(result) ? Effect.succeed(result.success) : Effect.fail(result.failure)

/** Lockers of the market, optionally searched with `?search=`. */
export const searchLockers = (
  market: MarketCode,
  record: QueryRecord
): Effect.Effect<ReadonlyArray<ParcelLocker>, InvalidRequest | RepositoryError, LocationsRepository> =>
  Effect.gen(function*() {
    const unknown = unknownParameter(record, ["search"])
    if (unknown !== undefined) return yield* Effect.fail(new InvalidRequest({ message: `unknown query parameter ${unknown}` }))
    const search = record["search"] === undefined ? undefined : yield* fromResult(singleValue(record, "search"))
    if (search !== undefined && search.length > maxSearchLength) {
      return yield* Effect.fail(new InvalidRequest({ message: `search is longer than ${maxSearchLength}` }))
    }
    const repo = yield* LocationsRepository
    return yield* repo.lockers(market, search?.trim() === "" ? undefined : search?.trim())
  })

export const counties = (market: MarketCode): Effect.Effect<ReadonlyArray<County>, RepositoryError, LocationsRepository> =>
  Effect.gen(function*() {
    const repo = yield* LocationsRepository
    return yield* repo.counties(market)
  })

export const localities = (
  market: MarketCode,
  countyId: string
): Effect.Effect<ReadonlyArray<Locality>, RepositoryError, LocationsRepository> =>
  Effect.gen(function*() {
    const repo = yield* LocationsRepository
    return yield* repo.localities(market, countyId)
  })
