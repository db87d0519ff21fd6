import "server-only"
import type { ErrorAnswer } from "@shop/adapters/http/errorAnswer"
import {
  backendErrorAnswer,
  internalAnswer,
  invalidRequestAnswer,
  notFoundAnswer,
  unauthorizedAnswer
} from "@shop/adapters/http/errorAnswer"
import { identityErrorAnswer } from "@shop/adapters/http/identityErrorAnswer"
import { remoteCartErrorAnswer } from "@shop/adapters/http/remoteCartErrorAnswer"
import { IdentityErrorCode } from "@shop/core/auth/identityError"
import { isBackendError } from "@shop/core/errors"
import { RemoteCartStoreError } from "@shop/core/ports/RemoteCartStore"
import { Effect, Option, Schema } from "effect"

/**
 * Writing answers. Every failure a handler may meet has ONE answer (adapters/src/http/errorAnswer.ts
 * and its siblings: the status per code, the body shape of core's ErrorBody); this file recognizes the
 * failure and turns its answer into a Response. A route may wrap its errors in its own envelope keys
 * (SPEC 7 `success: false, data: ...`), which never replace `error` and `message`.
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

export const unauthorizedResponse = (message: string, envelope?: ErrorEnvelope): Response =>
  errorResponse(unauthorizedAnswer(message), envelope)

/** A bug of ours; the caller has logged it. */
export const internalErrorResponse = (envelope?: ErrorEnvelope): Response => errorResponse(internalAnswer, envelope)

// Port errors are told by their shape, not `instanceof`: Next may bundle core into more than one
// chunk, and an error made by one chunk's class is not an instance of another chunk's.
const decodeIdentityFailure = Schema.decodeUnknownOption(Schema.Struct({
  _tag: Schema.Literal("IdentityError"),
  code: IdentityErrorCode,
  retryAfterSeconds: Schema.optionalKey(Schema.Number)
}))
const decodeCartStoreFailure = Schema.decodeUnknownOption(Schema.Struct({
  _tag: Schema.Literal("RemoteCartStoreError"),
  reason: RemoteCartStoreError.fields.reason
}))
/**
 * The answer of a failure a handler may meet: the backend's catalogue (core errors.ts), the identity
 * provider's (IdentityError, `{ error, message, key }`), the remote cart store's; undefined for anything else (a bug: the caller logs it and answers 500).
 */
export const failureAnswer = (failure: unknown): ErrorAnswer | undefined => {
  if (isBackendError(failure)) return backendErrorAnswer(failure)
  const identity = decodeIdentityFailure(failure)
  if (Option.isSome(identity)) return identityErrorAnswer(identity.value)
  const store = decodeCartStoreFailure(failure)
  if (Option.isSome(store)) return remoteCartErrorAnswer(store.value)
  return undefined
}

/**
 * The Response for a known failure (failureAnswer), or undefined for anything else. A 5xx (storage
 * or a provider unavailable) is logged here with its details, which its answer does not carry.
 */
export const failureResponse = (failure: unknown, where: string, envelope?: ErrorEnvelope): Response | undefined => {
  const answer = failureAnswer(failure)
  if (answer === undefined) return undefined
  if (answer.status >= 500) Effect.runSync(Effect.logError(`${answer.body.error} in ${where}`, failure))
  return errorResponse(answer, envelope)
}
