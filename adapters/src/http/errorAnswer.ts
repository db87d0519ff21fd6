import type { ErrorBody } from "@shop/core/errorBody"
import type { BackendError, BackendErrorCode } from "@shop/core/errors"

/**
 * The HTTP API's error answers: the status, body and Retry-After of each failure. Core's errors carry
 * a code and their data only; the status of each code is decided here, once, for both sides of the
 * wire: the web boundary sends these answers (web/src/server/responses.ts), the memory CheckoutApi
 * answers with them as the backend would, and the fetch adapters of this folder read them back. The
 * body's shape is core's ErrorBody.
 */
export interface ErrorAnswer {
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
export const errorAnswer = (status: number, error: string, message: string, extra: Extra = {}, retryAfterSeconds?: number): ErrorAnswer => {
  const retry = retryAfterOf(status, retryAfterSeconds)
  if (status >= 500) return { status, body: { error, message: serverFailureMessage(status) }, ...retry }
  const waiting = status === 429 && retry.retryAfterSeconds !== undefined ? { retryAfterSeconds: retry.retryAfterSeconds } : {}
  return { status, body: { ...extra, ...waiting, error, message }, ...retry }
}

/** HTTP status per code of the backend's failures: every client mistake (and a spent rate limit) is a 4xx; only a storage failure is a 5xx (503). */
export const backendErrorStatus: { readonly [C in BackendErrorCode]: number } = {
  "invalid-request": 400,
  "not-found": 404,
  "out-of-stock": 409,
  "cart-limits": 422,
  "validation-failed": 422,
  "idempotency-conflict": 409,
  "illegal-transition": 409,
  "payment-method-unavailable": 422,
  "offer-changed": 409,
  "not-accepted": 422,
  "too-many-requests": 429,
  forbidden: 403,
  "sign-in-refused": 401,
  unavailable: 503
}

/** Status and body for a failure of the backend's catalogue (core errors.ts). */
export const backendErrorAnswer = (failure: BackendError): ErrorAnswer => {
  const status = backendErrorStatus[failure.code]
  switch (failure._tag) {
    case "ValidationFailed":
      return errorAnswer(status, failure.code, failure.message, { fields: failure.fields })
    case "ProductOutOfStock":
      return errorAnswer(status, failure.code, failure.message, { key: failure.key, productId: failure.productId })
    case "OfferChanged":
      return errorAnswer(status, failure.code, failure.message, { itemIndexes: failure.itemIndexes, offers: failure.offers })
    case "DeviceNotAccepted":
      return errorAnswer(status, failure.code, failure.message, { key: failure.reasonKey, itemIndexes: failure.itemIndexes })
    case "RateLimited":
      return errorAnswer(status, failure.code, failure.message, {}, failure.retryAfterSeconds)
    case "CartLimitsExceeded":
      return errorAnswer(status, failure.code, failure.message, {
        limit: { rule: failure.rule, count: failure.count, max: failure.max, modelName: failure.modelName, storage: failure.storage }
      })
    default:
      return errorAnswer(status, failure.code, failure.message)
  }
}

/** Malformed query or body (400). */
export const invalidRequestAnswer = (message: string): ErrorAnswer => errorAnswer(400, "invalid-request", message)

/** A path that names nothing: a malformed id, an unknown call (404). */
export const notFoundAnswer = (message: string): ErrorAnswer => errorAnswer(404, "not-found", message)

/** A call for signed-in users (or a moderator) without one (401). */
export const unauthorizedAnswer = (message: string): ErrorAnswer => errorAnswer(401, "unauthorized", message)

/** A signed-in user asking for what is someone else's (403). */
export const forbiddenAnswer = (message: string): ErrorAnswer => errorAnswer(403, "forbidden", message)

/** A method the call does not answer (405); `allowed` goes in the Allow header too. */
export const methodNotAllowedAnswer = (method: string, allowed: ReadonlyArray<string>): ErrorAnswer =>
  errorAnswer(405, "method-not-allowed", `${method} is not allowed here; use ${allowed.join(" or ")}`)

/** A bug of ours (a defect, an answer that does not encode): logged by the caller, 500. */
export const internalAnswer: ErrorAnswer = errorAnswer(500, "internal", "")

/** Something the server needs cannot be reached now (a store, the session lookup): 503 with Retry-After. */
export const unavailableAnswer: ErrorAnswer = errorAnswer(503, "unavailable", "")
