import { Schema } from "effect"

/** A parcel locker (easybox) a seller can drop a device at or a shopper can collect from. */
export const ParcelLocker = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  address: Schema.String,
  county: Schema.String,
  locality: Schema.String,
  postalCode: Schema.NullOr(Schema.String),
  latitude: Schema.Number,
  longitude: Schema.Number
})
export type ParcelLocker = typeof ParcelLocker.Type

/** A county (judet, oblast, megye, perifereia) of a market; ids are stable slugs. */
export const County = Schema.Struct({ id: Schema.String, name: Schema.String })
export type County = typeof County.Type

export const Locality = Schema.Struct({
  id: Schema.String,
  countyId: Schema.String,
  name: Schema.String,
  postalCode: Schema.NullOr(Schema.String)
})
export type Locality = typeof Locality.Type
