import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import type { RepositoryError } from "../../errors.ts"
import type { County, Locality, ParcelLocker } from "../../locations/locationTypes.ts"

/**
 * Parcel lockers and the address lists (counties, localities) of each market. Lists come in id
 * order (code point); the locations service puts them in the order the market's shoppers read
 * (locations/marketOrder.ts), once for every adapter, so no SQL collation is involved.
 */
export interface LocationsRepositoryShape {
  /**
   * Every locker of the market; with `search`, those whose name, address or locality contains it
   * (case-insensitive). Unbounded: the service orders them and keeps the first ones.
   */
  readonly lockers: (market: MarketCode, search?: string) => Effect.Effect<ReadonlyArray<ParcelLocker>, RepositoryError>
  readonly lockerById: (market: MarketCode, id: string) => Effect.Effect<Option.Option<ParcelLocker>, RepositoryError>
  readonly counties: (market: MarketCode) => Effect.Effect<ReadonlyArray<County>, RepositoryError>
  /** Empty for an unknown county. */
  readonly localities: (market: MarketCode, countyId: string) => Effect.Effect<ReadonlyArray<Locality>, RepositoryError>
}

export class LocationsRepository extends Context.Service<LocationsRepository, LocationsRepositoryShape>()(
  "@shop/core/LocationsRepository"
) {}
