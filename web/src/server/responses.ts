import "server-only"
import type { ErrorAnswer } from "@shop/adapters/http/errorAnswer"
import { backendErrorAnswer, internalAnswer, invalidRequestAnswer, notFoundAnswer } from "@shop/adapters/http/errorAnswer"
import { isBackendError } from "@shop/core/errors"
import { Effect } from "effect"

/**
 * Writing answers. Every error answer is the HTTP API's (adapters/src/http/errorAnswer.ts: one mapping, one
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
  error: ErrorAnswer,
  envelope: ErrorEnvelope = {},
  extraHeaders: Readonly<Record<string, string>> = {}
): Response =>
  jsonResponse({ ...envelope, ...error.body }, error.status, {
    ...(error.retryAfterSeconds === undefined ? {} : { "retry-after": String(error.retryAfterSeconds) }),
    ...extraHeaders
  })

export const invalidRequest = (message: string, envelope?: ErrorEnvelope): Response =>
  errorResponse(invalidRequestAnswer(message), envelope)

export const notFoundResponse = (message: string, envelope?: ErrorEnvelope): Response =>
  errorResponse(notFoundAnswer(message), envelope)

/** A bug of ours; the caller has logged it. */
export const internalErrorResponse = (envelope?: ErrorEnvelope): Response => errorResponse(internalAnswer, envelope)

/**
 * The answer for a failure of the backend's error catalogue, or undefined for anything else (the
 * caller logs it and answers 500). A 5xx (storage unavailable) is logged here with its details,
 * which its answer does not carry.
 */
export const failureResponse = (failure: unknown, envelope?: ErrorEnvelope): Response | undefined => {
  if (!isBackendError(failure)) return undefined
  const error = backendErrorAnswer(failure)
  if (error.status >= 500) Effect.runSync(Effect.logError(`Backend failure ${failure.code}`, failure))
  return errorResponse(error, envelope)
}
