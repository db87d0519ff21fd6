import { doublePrecision, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core"
import { market, marketCheck } from "./columns.ts"

/** Counties (RO județ, BG oblast, HU megye, GR region); ids are stable slugs within a market. */
export const counties = pgTable("counties", {
  market: market(),
  id: text("id").notNull(),
  name: text("name").notNull()
}, (t) => [primaryKey({ columns: [t.market, t.id] }), marketCheck("counties")])

/** Localities of a county; ids are unique within their county. */
export const localities = pgTable("localities", {
  market: market(),
  countyId: text("county_id").notNull(),
  id: text("id").notNull(),
  name: text("name").notNull(),
  postalCode: text("postal_code")
}, (t) => [primaryKey({ columns: [t.market, t.countyId, t.id] }), marketCheck("localities")])

/** Parcel lockers: the shop's locker delivery and the sell funnel's drop-off (`lockerId`). */
export const lockers = pgTable("lockers", {
  market: market(),
  id: text("id").notNull(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  county: text("county").notNull(),
  locality: text("locality").notNull(),
  postalCode: text("postal_code"),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull()
}, (t) => [
  primaryKey({ columns: [t.market, t.id] }),
  marketCheck("lockers"),
  index("lockers_market_name_idx").on(t.market, t.name)
])
