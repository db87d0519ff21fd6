import { Effect, Layer, Schema } from "effect"
import { fingerprintOf } from "@shop/core/orders/fingerprint"
import type { MarketCode } from "@shop/core/markets/market"
import {
  InvalidSellItems,
  OfferQuote,
  SellApi,
  SellApiUnavailable,
  SellOrderRejected,
  SubmittedSellOrder
} from "@shop/core/ports/SellApi"
import { FunnelItem } from "@shop/core/sell/funnelState"
import { SellOrderPayload } from "@shop/core/sell/sellOrder"
import { type Fetch, type FetchFailure, fetchJson, urlOf } from "./fetchJson.ts"

/** The parts of the backend's error body (core errorBody.ts ErrorBody) a refusal is told by. */
const ErrorCode = Schema.Struct({ error: Schema.String })
const ErrorKey = Schema.Struct({ key: Schema.String })
const RetryAfter = Schema.Struct({ retryAfterSeconds: Schema.Number })
const HumanCheckRefused = Schema.Struct({ fields: Schema.Struct({ humanCheck: Schema.String }) })

const pick = <A>(schema: Schema.Decoder<A>, body: unknown): A | undefined => {
  const decoded = Schema.decodeUnknownOption(schema)(body)
  return decoded._tag === "Some" ? decoded.value : undefined
}

const unavailable = (failure: FetchFailure) => new SellApiUnavailable({ message: failure.message })

/**
 * The statuses of the backend's verdicts on what was sent (400 invalid, 409 offer changed or key
 * reused, 422 fields or device refused). Anything else (a 404 or 405 of a missing route, a 5xx, no
 * answer, an undecodable one) says the backend could not be used.
 */
const verdictStatuses: ReadonlySet<number> = new Set([400, 409, 422])
const refused = (failure: FetchFailure): failure is Extract<FetchFailure, { reason: "Status" }> =>
  failure.reason === "Status" && verdictStatuses.has(failure.status)

/** 429: the backend's rate limit (issue 14); the seller may send the same sale once the wait is over. */
const limited = (failure: FetchFailure): failure is Extract<FetchFailure, { reason: "Status" }> =>
  failure.reason === "Status" && failure.status === 429

const tooManyRequests = (failure: Extract<FetchFailure, { reason: "Status" }>) => {
  const seconds = pick(RetryAfter, failure.body)?.retryAfterSeconds
  return new SellOrderRejected({
    reasonKey: "sell.order.too-many-requests",
    message: failure.message,
    ...(seconds === undefined ? {} : { retryAfterSeconds: seconds })
  })
}

/**
 * The backend prices only fully described devices and answers any other with 400 invalid-request,
 * naming them in its message only; the port names the devices, so they are the ones sent without a
 * brand or a model (the backend's other reason, a missing evaluation answer, names none).
 */
const invalidItems = (items: ReadonlyArray<FunnelItem>, message: string) =>
  new InvalidSellItems({
    itemIndexes: items.flatMap((item, index) => (item.brand === undefined || item.model === undefined ? [index] : [])),
    message
  })

/**
 * The translation key of a refused sell order: the backend's own `key` when it sends one (a device
 * not bought: `sell.not-accepted.*`), else `sell.order.<error code>` (`sell.order.offer-changed`,
 * `sell.order.validation-failed`, `sell.order.invalid-request`, `sell.order.idempotency-conflict`).
 */
const reasonKeyOf = (body: unknown): string =>
  pick(ErrorKey, body)?.key ??
    (pick(HumanCheckRefused, body) === undefined ? `sell.order.${pick(ErrorCode, body)?.error ?? "refused"}` : "sell.order.human-check-failed")

/** The port's error for a failed quote: devices the backend cannot price, else the backend could not be used. */
export const quoteFailureOf = (items: ReadonlyArray<FunnelItem>) => (failure: FetchFailure): InvalidSellItems | SellApiUnavailable =>
  refused(failure) && pick(ErrorCode, failure.body)?.error === "invalid-request"
    ? invalidItems(items, failure.message)
    : unavailable(failure)

/** The port's error for a failed submission: the backend's verdict, its rate limit, else the backend could not be used. */
export const submissionFailureOf = (failure: FetchFailure): SellOrderRejected | SellApiUnavailable =>
  refused(failure)
    ? new SellOrderRejected({ reasonKey: reasonKeyOf(failure.body), message: failure.message })
    : limited(failure)
    ? tooManyRequests(failure)
    : unavailable(failure)

/**
 * The idempotency key of a submission: a digest of the payload (core fingerprintOf). The payload
 * carries its orderDate, so a retry of one submission (a double click, a lost answer) sends the same
 * key and gets the same sell order back, and two submissions never share one.
 */
export const sellOrderKeyOf = (payload: SellOrderPayload): string => `sell-${fingerprintOf(Schema.encodeSync(SellOrderPayload)(payload))}`

export interface SellApiFetchOptions {
  /** Origin of the backend, "" for the page's own origin. */
  readonly baseUrl: string
  readonly fetch?: Fetch
}

/** SellApi over HTTP: POST /api/sell/offers/ and POST /api/sell/orders/ of the web app. */
export const makeSellApiFetch = (options: SellApiFetchOptions) => {
  const fetcher: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const encodeItems = Schema.encodeSync(Schema.Array(FunnelItem))
  return SellApi.of({
    quoteOffers: Effect.fn("SellApi.quoteOffers")(function*(countryCode: MarketCode, items: ReadonlyArray<FunnelItem>) {
      return yield* fetchJson(fetcher, urlOf(options.baseUrl, "/api/sell/offers/"), OfferQuote, {
        method: "POST",
        body: { countryCode, items: encodeItems(items) }
      }).pipe(Effect.mapError(quoteFailureOf(items)))
    }),
    submitSellOrder: Effect.fn("SellApi.submitSellOrder")(function*(payload: SellOrderPayload, humanCheck?: string | null) {
      const encoded = Schema.encodeSync(SellOrderPayload)(payload)
      const submitted = yield* fetchJson(fetcher, urlOf(options.baseUrl, "/api/sell/orders/"), SubmittedSellOrder, {
        method: "POST",
        // The token is not part of the order: the idempotency key is the payload's alone.
        body: humanCheck === undefined || humanCheck === null ? encoded : { ...encoded, humanCheck },
        headers: { "idempotency-key": sellOrderKeyOf(payload) }
      }).pipe(Effect.mapError(submissionFailureOf))
      return { sellOrderId: submitted.sellOrderId, sellOrderToken: submitted.sellOrderToken }
    })
  })
}

export const SellApiFetch = {
  layer: (options: SellApiFetchOptions) => Layer.succeed(SellApi, makeSellApiFetch(options))
}
