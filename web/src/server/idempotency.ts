import "server-only"
import { IdempotencyKey } from "@shop/core/orders/placeOrderRequest"
import { InvalidRequest } from "@shop/core/errors"
import { Effect, Result, Schema } from "effect"

const decodeKey = Schema.decodeUnknownResult(IdempotencyKey)

/**
 * The idempotency key of a request: the `Idempotency-Key` header or the body's field. One of them is
 * required; when both are given they must agree (two different keys would make the retry contract
 * ambiguous). The key is 8 to 128 URL-safe characters (core IdempotencyKey).
 */
const idempotencyKeyOf = (
  request: Request,
  fromBody: string | undefined
): Effect.Effect<string, InvalidRequest> => {
  const header = request.headers.get("idempotency-key")
  if (header === null && fromBody === undefined) {
    return Effect.fail(new InvalidRequest({ message: "an Idempotency-Key header or an idempotencyKey field is required" }))
  }
  if (header !== null && fromBody !== undefined && header !== fromBody) {
    return Effect.fail(new InvalidRequest({ message: "the Idempotency-Key header and the idempotencyKey field differ" }))
  }
  const key = decodeKey(header ?? fromBody)
  return Result.isSuccess(key)
    ? Effect.succeed(key.success)
    : Effect.fail(new InvalidRequest({ message: "the idempotency key must be 8 to 128 letters, digits, - or _" }))
}

/**
 * A body schema whose idempotency key may instead come in the `Idempotency-Key` header (the usual
 * HTTP convention): the fields, with an optional `idempotencyKey`.
 */
export const keyedBody = <F extends Schema.Struct.Fields>(fields: F) =>
  Schema.Struct({ ...fields, idempotencyKey: Schema.optionalKey(IdempotencyKey) })

/** A keyed body split into the request's one key (`idempotencyKeyOf`) and the rest of the body. */
export const withIdempotencyKey = <B extends { readonly idempotencyKey?: string }>(
  request: Request,
  body: B
): Effect.Effect<{ readonly key: string; readonly rest: Omit<B, "idempotencyKey"> }, InvalidRequest> => {
  const { idempotencyKey, ...rest } = body
  return Effect.map(idempotencyKeyOf(request, idempotencyKey), (key) => ({ key, rest }))
}
