import "server-only"
import type { HttpError } from "@shop/core/backend/httpError"
import {
  httpErrorOf,
  internalError,
  invalidRequestError,
  isBackendError,
  notFoundError
} from "@shop/core/backend/httpError"
import { Effect } from "effect"

/**
 * Writing answers. Every error answer is core's (core/src/backend/httpError.ts: one mapping, one
 * body shape for every route); this file only turns it into a Response. A route may wrap its
 * errors in its own envelope keys (SPEC 7 `success: false, data: ...`), which never replace
 * `error` and `message`.
 */

const headers = { "cache-control": "no-store" } as const

/** Keys a route adds to each of its error bodies (SPEC 7 calls keep `success` and `data`). */
export type ErrorEnvelope = Readonly<Record<string, unknown>>

export const jsonResponse = (body: unknown, status: number, extraHeaders: Readonly<Record<string, string>> = {}): Response =>
  Response.json(body, { status, headers: { ...headers, ...extraHeaders } })

export const errorResponse = (
  error: HttpError,
  envelope: ErrorEnvelope = {},
  extraHeaders: Readonly<Record<string, string>> = {}
): Response =>
  jsonResponse({ ...envelope, ...error.body }, error.status, {
    ...(error.retryAfterSeconds === undefined ? {} : { "retry-after": String(error.retryAfterSeconds) }),
    ...extraHeaders
  })

export const invalidRequest = (message: string, envelope?: ErrorEnvelope): Response =>
  errorResponse(invalidRequestError(message), envelope)

export const notFoundResponse = (message: string, envelope?: ErrorEnvelope): Response =>
  errorResponse(notFoundError(message), envelope)

/** A bug of ours; the caller has logged it. */
export const internalErrorResponse = (envelope?: ErrorEnvelope): Response => errorResponse(internalError, envelope)

/**
 * The answer for a failure of the backend's error catalogue, or undefined for anything else (the
 * caller logs it and answers 500). A 5xx (storage unavailable) is logged here with its details,
 * which its answer does not carry.
 */
export const failureResponse = (failure: unknown, envelope?: ErrorEnvelope): Response | undefined => {
  if (!isBackendError(failure)) return undefined
  const error = httpErrorOf(failure)
  if (error.status >= 500) Effect.runSync(Effect.logError(`Backend failure ${failure.code}`, failure))
  return errorResponse(error, envelope)
}
