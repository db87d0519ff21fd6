import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { MarketCode } from "../../markets/market.ts"
import type { RepositoryError } from "../errors.ts"
import type { County, Locality, ParcelLocker } from "../locations/locationTypes.ts"

/** Parcel lockers and the address lists (counties, localities) of each market. */
export interface LocationsRepositoryShape {
  /**
   * The market's lockers by name then id (code-point order); with `search`, those whose name, address or locality contains it
   * (case-insensitive). At most 100.
   */
  readonly lockers: (market: MarketCode, search?: string) => Effect.Effect<ReadonlyArray<ParcelLocker>, RepositoryError>
  readonly lockerById: (market: MarketCode, id: string) => Effect.Effect<Option.Option<ParcelLocker>, RepositoryError>
  /** By name (code-point order). */
  readonly counties: (market: MarketCode) => Effect.Effect<ReadonlyArray<County>, RepositoryError>
  /** By name (code-point order); empty for an unknown county. */
  readonly localities: (market: MarketCode, countyId: string) => Effect.Effect<ReadonlyArray<Locality>, RepositoryError>
}

export class LocationsRepository extends Context.Service<LocationsRepository, LocationsRepositoryShape>()(
  "@shop/core/LocationsRepository"
) {}
