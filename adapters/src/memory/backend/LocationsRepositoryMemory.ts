import { Effect, Layer, Option } from "effect"
import type { MarketCode } from "@shop/core/markets/market"
import { LocationsRepository } from "@shop/core/backend/ports/LocationsRepository"
import { byText, type MemoryState } from "./memoryState.ts"

export const makeLocationsRepositoryMemory = (state: MemoryState) => {
  const { dataset } = state
  const lockersOf = (market: MarketCode) =>
    dataset.lockers.filter((row) => row.market === market).map((row) => row.locker)
  return LocationsRepository.of({
    lockers: (market: MarketCode, search?: string) =>
      Effect.sync(() => {
        const needle = search?.trim().toLowerCase() ?? ""
        return lockersOf(market)
          .filter((l) => [l.name, l.address, l.locality].some((text) => text.toLowerCase().includes(needle)))
          .sort((a, b) => byText(a.id, b.id))
      }),
    lockerById: (market: MarketCode, id: string) =>
      Effect.sync(() => Option.fromNullishOr(lockersOf(market).find((l) => l.id === id))),
    counties: (market: MarketCode) =>
      Effect.sync(() =>
        dataset.counties.filter((row) => row.market === market).map((row) => row.county).sort((a, b) => byText(a.id, b.id))
      ),
    localities: (market: MarketCode, countyId: string) =>
      Effect.sync(() =>
        dataset.localities
          .filter((row) => row.market === market && row.locality.countyId === countyId)
          .map((row) => row.locality)
          .sort((a, b) => byText(a.id, b.id))
      )
  })
}

export const locationsRepositoryMemoryLayer = (state: MemoryState) =>
  Layer.succeed(LocationsRepository, makeLocationsRepositoryMemory(state))
