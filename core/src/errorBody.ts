import { Schema } from "effect"
import { Offer } from "./sell/offer.ts"

/**
 * The ONE error answer of every HTTP call (the web layer writes it, nothing else builds one):
 * `{ error: <code>, message }` plus, flat and only when they apply, what the client needs to show
 * the failure without a second call. Routes may add their own envelope keys (SPEC 7 `success`).
 */
export const ErrorBody = Schema.Struct({
  error: Schema.String,
  message: Schema.String,
  /** validation-failed: form field -> translation key. */
  fields: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  /** A translation key for the shopper: out-of-stock `sorry-no-stock`, a not-accepted reason. */
  key: Schema.optionalKey(Schema.String),
  /** out-of-stock: the product short of units, so the cart can mark its line. */
  productId: Schema.optionalKey(Schema.Number),
  /** offer-changed, not-accepted: the devices (sell) the failure is about. */
  itemIndexes: Schema.optionalKey(Schema.Array(Schema.Number)),
  /** offer-changed: the fresh offers, so the funnel can show them again. */
  offers: Schema.optionalKey(Schema.Array(Offer)),
  /**
   * too-many-requests: the seconds the Retry-After header says, in the body too, so a form can say
   * "try again in N minutes" from the JSON it already reads.
   */
  retryAfterSeconds: Schema.optionalKey(Schema.Number),
  /** cart-limits: the rule broken and its figures (core validateLimits). */
  limit: Schema.optionalKey(Schema.Struct({
    rule: Schema.String,
    count: Schema.Number,
    max: Schema.Number,
    modelName: Schema.NullOr(Schema.String),
    storage: Schema.NullOr(Schema.String)
  }))
})
export type ErrorBody = typeof ErrorBody.Type
