import { Effect, Schema } from "effect"

/** Units a warranty can be expressed in. */
export const WarrantyMeasure = Schema.Literals(["years", "months", "days"])
export type WarrantyMeasure = typeof WarrantyMeasure.Type

/**
 * Defaults. SPEC 9 fixes the return period (60 days) and the warranty validity (2, in years). The rest is
 * our decision: names are translation keys (namespace common) rather than sentences; a Genius
 * (retail-marketplace membership) order gets a longer 90-day return window with no minimum order value
 * unless the backend sets one.
 */
export const defaultWarrantyReturnsSettings = {
  defaultWarrantyName: "standard-warranty",
  defaultWarrantyPeriodYears: 2,
  defaultReturnName: "standard-return",
  defaultReturnPeriodDays: 60,
  geniusReturnName: "genius-return",
  geniusReturnPeriodDays: 90,
  geniusMinOrderValue: 0,
  returnDetails: { name: "standard-return", validityInDays: 60 },
  warrantyDetails: { measure: "years", name: "standard-warranty", validity: 2 }
} as const

const d = defaultWarrantyReturnsSettings
const Count = Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0))
const Amount = Schema.Number.check(Schema.isGreaterThanOrEqualTo(0))

export const ReturnDetails = Schema.Struct({
  name: Schema.String,
  validityInDays: Count
})

export const WarrantyDetails = Schema.Struct({
  measure: WarrantyMeasure,
  name: Schema.String,
  validity: Count
})

/**
 * SPEC 3 warranty and returns settings. A missing key decodes to its default, so a backend document that
 * only overrides some of them still decodes. `returnDetails` and `warrantyDetails` are what the account
 * pages show; the rules use `default/geniusReturnPeriodDays` for returns and `warrantyDetails` for the
 * warranty (the only warranty field with a unit).
 */
export const WarrantyReturnsSettings = Schema.Struct({
  defaultWarrantyName: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed(d.defaultWarrantyName))),
  defaultWarrantyPeriodYears: Count.pipe(Schema.withDecodingDefaultKey(Effect.succeed(d.defaultWarrantyPeriodYears))),
  defaultReturnName: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed(d.defaultReturnName))),
  defaultReturnPeriodDays: Count.pipe(Schema.withDecodingDefaultKey(Effect.succeed(d.defaultReturnPeriodDays))),
  geniusReturnName: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed(d.geniusReturnName))),
  geniusReturnPeriodDays: Count.pipe(Schema.withDecodingDefaultKey(Effect.succeed(d.geniusReturnPeriodDays))),
  geniusMinOrderValue: Amount.pipe(Schema.withDecodingDefaultKey(Effect.succeed(d.geniusMinOrderValue))),
  returnDetails: ReturnDetails.pipe(Schema.withDecodingDefaultKey(Effect.succeed(d.returnDetails))),
  warrantyDetails: WarrantyDetails.pipe(Schema.withDecodingDefaultKey(Effect.succeed(d.warrantyDetails)))
})
export type WarrantyReturnsSettings = typeof WarrantyReturnsSettings.Type
