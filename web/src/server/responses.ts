import "server-only"
import { httpStatusOf } from "@shop/core/backend/index"
import type { Offer as OfferType } from "@shop/core/sell/index"
import { Offer } from "@shop/core/sell/index"
import { Effect, Result, Schema } from "effect"

/** Every error answer has this shape (issue 3): a stable code, a sentence, and the fields at fault. */
export interface ErrorBody {
  readonly error: string
  readonly message: string
  /** Form field -> translation key, for validation failures. */
  readonly fields?: Readonly<Record<string, string>>
  /** A translation key for the shopper (SPEC 8: out of stock is `sorry-no-stock`; sell not-accepted reasons). */
  readonly key?: string
  /** The devices (sell) a failure is about. */
  readonly itemIndexes?: ReadonlyArray<number>
  /** offer-changed: the fresh offers, so the funnel can show them again. */
  readonly offers?: ReadonlyArray<OfferType>
  /** out-of-stock: the product short of units, so the cart can mark its line. */
  readonly productId?: number
}

const headers = { "cache-control": "no-store" } as const

export const jsonResponse = (body: unknown, status: number): Response => Response.json(body, { status, headers })

export const errorResponse = (status: number, error: string, message: string, extra?: Partial<ErrorBody>): Response =>
  jsonResponse({ error, message, ...extra } satisfies ErrorBody, status)

export const invalidRequest = (message: string): Response => errorResponse(400, "invalid-request", message)

export const notFoundResponse = (message: string): Response => errorResponse(404, "not-found", message)

const codes = Object.keys(httpStatusOf) as Array<keyof typeof httpStatusOf>

/** What the HTTP layer reads of a backend failure (core/src/backend/errors.ts): its code first. */
const KnownFailure = Schema.Struct({
  code: Schema.Literals(codes),
  /** Every failure of the catalogue carries its sentence (errors.ts). */
  message: Schema.String,
  fields: Schema.optional(Schema.Record(Schema.String, Schema.String)),
  key: Schema.optional(Schema.String),
  reasonKey: Schema.optional(Schema.String),
  itemIndexes: Schema.optional(Schema.Array(Schema.Number)),
  offers: Schema.optional(Schema.Array(Offer)),
  productId: Schema.optional(Schema.Number)
})

const decodeFailure = Schema.decodeUnknownResult(KnownFailure)

/**
 * The answer for a failure of the backend's error catalogue, or undefined for anything else (the
 * caller logs it and answers 500). A 5xx code (storage unavailable) is logged here too.
 */
export const failureResponse = (error: unknown): Response | undefined => {
  const decoded = decodeFailure(error)
  if (Result.isFailure(decoded)) return undefined
  const failure = decoded.success
  const status = httpStatusOf[failure.code]
  if (status >= 500) Effect.runSync(Effect.logError(`Backend failure ${failure.code}`, error))
  const key = failure.key ?? failure.reasonKey
  return errorResponse(status, failure.code, failure.message, {
    ...(failure.fields === undefined ? {} : { fields: failure.fields }),
    ...(key === undefined ? {} : { key }),
    ...(failure.itemIndexes === undefined ? {} : { itemIndexes: failure.itemIndexes }),
    ...(failure.offers === undefined ? {} : { offers: failure.offers }),
    ...(failure.productId === undefined ? {} : { productId: failure.productId })
  })
}
