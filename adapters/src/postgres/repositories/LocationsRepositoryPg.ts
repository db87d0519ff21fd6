import { and, eq, or, sql } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { Effect, Layer, Option } from "effect"
import { LocationsRepository } from "@shop/core/backend/ports/LocationsRepository"
import type { MarketCode } from "@shop/core/markets/market"
import { Database, type DatabaseShape } from "../Database.ts"
import { counties, localities, lockers } from "../schema/places.ts"
import { byCodePoint, orRepositoryError } from "./support.ts"

const lockerColumns = {
  id: lockers.id,
  name: lockers.name,
  address: lockers.address,
  county: lockers.county,
  locality: lockers.locality,
  postalCode: lockers.postalCode,
  latitude: lockers.latitude,
  longitude: lockers.longitude
}

/** Case-insensitive "contains" without LIKE, so % and _ in a search are plain characters. */
const contains = (column: AnyPgColumn, needle: string) => sql`strpos(lower(${column}), ${needle}) > 0`

/**
 * Lists come in id order (code point); the core locations service puts them in the market's
 * alphabetical order, so no database collation is relied on.
 */
export const makeLocationsRepositoryPg = (database: DatabaseShape) =>
  LocationsRepository.of({
    lockers: Effect.fn("LocationsRepository.lockers")(function* (market: MarketCode, search?: string) {
      const needle = search?.trim().toLowerCase() ?? ""
      return yield* orRepositoryError(database.query("lockers", (db) =>
        db
          .select(lockerColumns)
          .from(lockers)
          .where(and(
            eq(lockers.market, market),
            needle === ""
              ? undefined
              : or(contains(lockers.name, needle), contains(lockers.address, needle), contains(lockers.locality, needle))
          ))
          .orderBy(byCodePoint(lockers.id))))
    }),

    lockerById: Effect.fn("LocationsRepository.lockerById")(function* (market: MarketCode, id: string) {
      const rows = yield* orRepositoryError(database.query("locker by id", (db) =>
        db.select(lockerColumns).from(lockers).where(and(eq(lockers.market, market), eq(lockers.id, id)))))
      return Option.fromNullishOr(rows[0])
    }),

    counties: Effect.fn("LocationsRepository.counties")(function* (market: MarketCode) {
      return yield* orRepositoryError(database.query("counties", (db) =>
        db
          .select({ id: counties.id, name: counties.name })
          .from(counties)
          .where(eq(counties.market, market))
          .orderBy(byCodePoint(counties.id))))
    }),

    localities: Effect.fn("LocationsRepository.localities")(function* (market: MarketCode, countyId: string) {
      return yield* orRepositoryError(database.query("localities", (db) =>
        db
          .select({ id: localities.id, countyId: localities.countyId, name: localities.name, postalCode: localities.postalCode })
          .from(localities)
          .where(and(eq(localities.market, market), eq(localities.countyId, countyId)))
          .orderBy(byCodePoint(localities.id))))
    })
  })

/** LocationsRepository over the shop database. */
export const LocationsRepositoryPg = {
  make: makeLocationsRepositoryPg,
  layer: Layer.effect(LocationsRepository, Effect.map(Database, makeLocationsRepositoryPg))
}
