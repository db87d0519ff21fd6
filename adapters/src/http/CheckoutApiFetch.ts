import { Effect, Layer, Schema } from "effect"
import { County, Locality, ParcelLocker } from "@shop/core/locations/locationTypes"
import { OrderReceipt } from "@shop/core/orders/orderTypes"
import type { PlaceOrderRequest } from "@shop/core/orders/placeOrderRequest"
import { PaymentStep } from "@shop/core/payments/paymentPages"
import type { MarketCode } from "@shop/core/markets/market"
import {
  CheckoutApi,
  CheckoutApiError,
  type CheckoutOperation,
  OrderWithPayments
} from "@shop/core/ports/CheckoutApi"
import { type Fetch, type FetchFailure, fetchJson, urlOf } from "./fetchJson.ts"

/**
 * The parts of the backend's error body (core errorBody.ts ErrorBody) the checkout shows. Decoded
 * field by field, so a body that lacks one (a proxy's HTML error page) still yields the others.
 */
const ErrorCode = Schema.Struct({ error: Schema.String })
const ErrorFields = Schema.Struct({ fields: Schema.Record(Schema.String, Schema.String) })
const ErrorKey = Schema.Struct({ key: Schema.String })
const ErrorProduct = Schema.Struct({ productId: Schema.Number })
const ErrorWait = Schema.Struct({ retryAfterSeconds: Schema.Number })

const pick = <A>(schema: Schema.Decoder<A>, body: unknown): A | undefined => {
  const decoded = Schema.decodeUnknownOption(schema)(body)
  return decoded._tag === "Some" ? decoded.value : undefined
}

/** The port's error for a failed call: the backend's refusal told by its error body, else the failure's reason. */
export const checkoutApiErrorOf = (operation: CheckoutOperation) => (failure: FetchFailure): CheckoutApiError => {
  if (failure.reason !== "Status") {
    return new CheckoutApiError({
      operation,
      reason: failure.reason,
      message: failure.message,
      ...(failure.reason === "InvalidResponse" ? { status: failure.status } : {})
    })
  }
  const error = pick(ErrorCode, failure.body)?.error
  const fields = pick(ErrorFields, failure.body)?.fields
  const key = pick(ErrorKey, failure.body)?.key
  const productId = pick(ErrorProduct, failure.body)?.productId
  const retryAfterSeconds = pick(ErrorWait, failure.body)?.retryAfterSeconds
  return new CheckoutApiError({
    operation,
    reason: "Status",
    status: failure.status,
    message: failure.message,
    ...(error === undefined ? {} : { error }),
    ...(fields === undefined ? {} : { fields }),
    ...(key === undefined ? {} : { key }),
    ...(productId === undefined ? {} : { productId }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds })
  })
}

export interface CheckoutApiFetchOptions {
  /** Origin of the backend, "" for the page's own origin. */
  readonly baseUrl: string
  readonly fetch?: Fetch
}

/** Order ids travel in the path; encoding keeps a malformed id one segment (the backend answers 404). */
const segment = (id: string): string => encodeURIComponent(id)

/**
 * The header an order's token travels in (core access/recordAccess.ts). A header, not the query: it
 * stays out of URLs, so out of server and proxy logs and of any Referer.
 */
export const orderTokenHeader = "order-token"

/** CheckoutApi over HTTP: the web app's order, payment and location calls, decoded with core's schemas. */
export const makeCheckoutApiFetch = (options: CheckoutApiFetchOptions) => {
  const fetcher: Fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const call = <A, I>(
    operation: CheckoutOperation,
    path: string,
    schema: Schema.Codec<A, I>,
    init: {
      readonly method?: "GET" | "POST"
      readonly body?: unknown
      readonly query?: Readonly<Record<string, string>>
      readonly orderToken?: string
    } = {}
  ) =>
    fetchJson(fetcher, urlOf(options.baseUrl, path, init.query), schema, {
      method: init.method ?? "GET",
      ...(init.body === undefined ? {} : { body: init.body }),
      ...(init.orderToken === undefined ? {} : { headers: { [orderTokenHeader]: init.orderToken } })
    }).pipe(Effect.mapError(checkoutApiErrorOf(operation)))

  return CheckoutApi.of({
    placeOrder: (request: PlaceOrderRequest) => call("placeOrder", "/api/orders/", OrderReceipt, { method: "POST", body: request }),
    startPayment: (orderId: string, orderToken: string) =>
      call("startPayment", `/api/payments/${segment(orderId)}/start/`, PaymentStep, { method: "POST", orderToken }),
    retryPayment: (orderId: string, orderToken: string) =>
      call("retryPayment", `/api/payments/${segment(orderId)}/retry/`, PaymentStep, { method: "POST", orderToken }),
    paymentStatus: (orderId: string, orderToken: string) =>
      call("paymentStatus", `/api/payments/${segment(orderId)}/`, PaymentStep, { orderToken }),
    order: (orderId: string, orderToken: string) => call("order", `/api/orders/${segment(orderId)}/`, OrderWithPayments, { orderToken }),
    counties: (market: MarketCode) => call("counties", "/api/counties/", Schema.Array(County), { query: { countryCode: market } }),
    localities: (market: MarketCode, countyId: string) =>
      call("localities", "/api/localities/", Schema.Array(Locality), { query: { countryCode: market, county: countyId } }),
    lockers: (market: MarketCode, search?: string) =>
      call("lockers", "/api/lockers/", Schema.Array(ParcelLocker), {
        query: search === undefined || search.trim() === "" ? { countryCode: market } : { countryCode: market, search: search.trim() }
      })
  })
}

export const CheckoutApiFetch = {
  layer: (options: CheckoutApiFetchOptions) => Layer.succeed(CheckoutApi, makeCheckoutApiFetch(options))
}
