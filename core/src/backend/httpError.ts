import { Schema } from "effect"
import { ErrorBody } from "../errorBody.ts"
import {
  CartLimitsExceeded,
  DeviceNotAccepted,
  httpStatusOf,
  IdempotencyConflict,
  IllegalTransition,
  InvalidRequest,
  NotFound,
  OfferChanged,
  PaymentMethodUnavailable,
  ProductOutOfStock,
  RateLimited,
  RepositoryError,
  ValidationFailed,
  type BackendError
} from "../errors.ts"


export interface HttpError {
  readonly status: number
  readonly body: ErrorBody
  /**
   * Seconds after which the client may try again, sent as `Retry-After`: every 429 (a limit, with
   * the seconds left in its window) and every 503 (a storage outage or timeout) carries one.
   */
  readonly retryAfterSeconds?: number
}

type Extra = Omit<ErrorBody, "error" | "message">

/**
 * A server-side failure says nothing of its cause: a storage error's text holds SQL and the
 * request's parameters (addresses, emails). It is logged; the client gets one of these.
 */
export const serverFailureMessage = (status: number): string =>
  status === 503
    ? "The service is unavailable for a moment; please try again."
    : "Something went wrong on our side; the request was not completed."

/** What a 503 asks the client to wait: long enough for a pool or a lock to free up, short for a shopper. */
export const unavailableRetryAfterSeconds = 5

/** A 429 that names no window of its own (a provider's limit) asks for a minute. */
export const limitedRetryAfterSeconds = 60

const retryAfterOf = (status: number, retryAfterSeconds: number | undefined): { readonly retryAfterSeconds?: number } =>
  retryAfterSeconds !== undefined
    ? { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) }
    : status === 503
    ? { retryAfterSeconds: unavailableRetryAfterSeconds }
    : status === 429
    ? { retryAfterSeconds: limitedRetryAfterSeconds }
    : {}

/**
 * An error answer; for a status of 500 or more only the code and serverFailureMessage survive.
 * A 429 or 503 always gets a Retry-After (retryAfterOf); a 429's body repeats it as `retryAfterSeconds`.
 */
export const httpError = (status: number, error: string, message: string, extra: Extra = {}, retryAfterSeconds?: number): HttpError => {
  const retry = retryAfterOf(status, retryAfterSeconds)
  if (status >= 500) return { status, body: { error, message: serverFailureMessage(status) }, ...retry }
  const waiting = status === 429 && retry.retryAfterSeconds !== undefined ? { retryAfterSeconds: retry.retryAfterSeconds } : {}
  return { status, body: { ...extra, ...waiting, error, message }, ...retry }
}

/** Status and body for a failure of the backend's catalogue (errors.ts). */
export const httpErrorOf = (failure: BackendError): HttpError => {
  const status = httpStatusOf[failure.code]
  switch (failure._tag) {
    case "ValidationFailed":
      return httpError(status, failure.code, failure.message, { fields: failure.fields })
    case "ProductOutOfStock":
      return httpError(status, failure.code, failure.message, { key: failure.key, productId: failure.productId })
    case "OfferChanged":
      return httpError(status, failure.code, failure.message, { itemIndexes: failure.itemIndexes, offers: failure.offers })
    case "DeviceNotAccepted":
      return httpError(status, failure.code, failure.message, { key: failure.reasonKey, itemIndexes: failure.itemIndexes })
    case "RateLimited":
      return httpError(status, failure.code, failure.message, {}, failure.retryAfterSeconds)
    case "CartLimitsExceeded":
      return httpError(status, failure.code, failure.message, {
        limit: { rule: failure.rule, count: failure.count, max: failure.max, modelName: failure.modelName, storage: failure.storage }
      })
    default:
      return httpError(status, failure.code, failure.message)
  }
}

const BackendFailure = Schema.Union([
  InvalidRequest,
  NotFound,
  ProductOutOfStock,
  CartLimitsExceeded,
  ValidationFailed,
  IdempotencyConflict,
  IllegalTransition,
  PaymentMethodUnavailable,
  OfferChanged,
  DeviceNotAccepted,
  RateLimited,
  RepositoryError
])

// Every member of BackendError is in the union above (a new error class must be added there too).
const coversEveryFailure: [BackendError] extends [typeof BackendFailure.Type] ? true : never = true
void coversEveryFailure

/** Whether a failure is one of the catalogue's (an instance of its classes); anything else is a bug. */
export const isBackendError: (failure: unknown) => failure is BackendError = Schema.is(BackendFailure)

/** Malformed query or body (400). */
export const invalidRequestError = (message: string): HttpError => httpError(400, "invalid-request", message)

/** A path that names nothing: a malformed id, an unknown call (404). */
export const notFoundError = (message: string): HttpError => httpError(404, "not-found", message)

/** A method the call does not answer (405); `allowed` goes in the Allow header too. */
export const methodNotAllowedError = (method: string, allowed: ReadonlyArray<string>): HttpError =>
  httpError(405, "method-not-allowed", `${method} is not allowed here; use ${allowed.join(" or ")}`)

/** A bug of ours (a defect, an answer that does not encode): logged by the caller, 500. */
export const internalError: HttpError = httpError(500, "internal", "")
