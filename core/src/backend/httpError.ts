import { Schema } from "effect"
import { httpStatusOf, type BackendError } from "./errors.ts"

/**
 * The JSON error answer of every backend route: `{ error: <code>, message }`, plus the field errors
 * of a validation failure, the product of a stock failure and the fresh offers of a changed offer,
 * so the client can show them without a second call.
 */
export const ErrorBody = Schema.Struct({
  error: Schema.String,
  message: Schema.String,
  fields: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
  productId: Schema.optionalKey(Schema.Number),
  key: Schema.optionalKey(Schema.String),
  details: Schema.optionalKey(Schema.Unknown)
})
export type ErrorBody = typeof ErrorBody.Type

/** Status and body for a tagged backend failure; storage failures hide their details. */
export const httpErrorOf = (error: BackendError): { readonly status: number; readonly body: ErrorBody } => {
  const status = httpStatusOf[error.code]
  const base = { error: error.code, message: error._tag === "RepositoryError" ? "the service is unavailable, try again" : error.message }
  switch (error._tag) {
    case "ValidationFailed":
      return { status, body: { ...base, fields: error.fields } }
    case "ProductOutOfStock":
      return { status, body: { ...base, productId: error.productId, key: error.key } }
    case "OfferChanged":
      return { status, body: { ...base, details: { itemIndexes: error.itemIndexes, offers: error.offers } } }
    case "DeviceNotAccepted":
      return { status, body: { ...base, key: error.reasonKey, details: { itemIndexes: error.itemIndexes } } }
    case "CartLimitsExceeded":
      return { status, body: { ...base, details: { rule: error.rule, count: error.count, max: error.max, modelName: error.modelName, storage: error.storage } } }
    default:
      return { status, body: base }
  }
}
