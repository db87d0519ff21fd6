import { describe, expect, it } from "@effect/vitest"
import { County, Locality, ParcelLocker } from "@shop/core/locations/locationTypes"
import { OrderReceipt } from "@shop/core/orders/orderTypes"
import { PlaceOrderRequest } from "@shop/core/orders/placeOrderRequest"
import { PaymentStep } from "@shop/core/payments/paymentPages"
import { MarketCode } from "@shop/core/markets/market"
import { CheckoutApi, CheckoutApiError, type CheckoutApiShape, OrderWithPayments } from "@shop/core/ports/CheckoutApi"
import { checkoutApiSuite } from "@shop/core/test-support/checkoutApiSuite"
import { Effect, Layer, Result, Schema } from "effect"
import { makeCheckoutApiFetch, orderTokenHeader } from "../../src/http/CheckoutApiFetch.ts"
import type { Fetch } from "../../src/http/fetchJson.ts"
import { CheckoutApiMemory } from "../../src/memory/CheckoutApiMemory.ts"
import { checkoutDataset, checkoutOrders } from "../memory/checkoutSeed.ts"

/**
 * The fetch adapter against a fake `fetch` that answers as the web app's route handlers do (paths,
 * status codes, the `{ error, message, fields, key, productId }` error body), with the memory adapter's
 * answers encoded as JSON by the same schemas. It checks the adapter's URLs, methods, bodies and
 * decoding; the wire contract with the real backend is issue 7's Pact tests.
 */

type Answer = Effect.Effect<unknown, CheckoutApiError>
/** A route of the fake server: the match, the URL, the JSON body and the `Order-Token` header ("" when absent). */
type Route = readonly [RegExp, "GET" | "POST", (match: RegExpMatchArray, url: URL, body: unknown, orderToken: string) => Answer | undefined]

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

const encoded = <A, I>(schema: Schema.Codec<A, I>, status = 200) => (effect: Effect.Effect<A, CheckoutApiError>): Answer =>
  Effect.map(effect, (value) => ({ status, body: Schema.encodeSync(schema)(value) }))

const marketOf = (url: URL): MarketCode => Schema.decodeUnknownSync(MarketCode)(url.searchParams.get("countryCode"))

const routes = (api: CheckoutApiShape): ReadonlyArray<Route> => [
  [/^\/api\/orders\/$/, "POST", (_m, _u, body) => {
    const request = Schema.decodeUnknownResult(PlaceOrderRequest)(body)
    return Result.isSuccess(request) ? encoded(OrderReceipt, 201)(api.placeOrder(request.success)) : undefined
  }],
  [/^\/api\/orders\/([^/]+)\/$/, "GET", (m, _u, _b, token) => encoded(OrderWithPayments)(api.order(decodeURIComponent(m[1] ?? ""), token))],
  [/^\/api\/payments\/([^/]+)\/start\/$/, "POST", (m, _u, _b, token) => encoded(PaymentStep)(api.startPayment(decodeURIComponent(m[1] ?? ""), token))],
  [/^\/api\/payments\/([^/]+)\/retry\/$/, "POST", (m, _u, _b, token) => encoded(PaymentStep)(api.retryPayment(decodeURIComponent(m[1] ?? ""), token))],
  [/^\/api\/payments\/([^/]+)\/$/, "GET", (m, _u, _b, token) => encoded(PaymentStep)(api.paymentStatus(decodeURIComponent(m[1] ?? ""), token))],
  [/^\/api\/counties\/$/, "GET", (_m, url) => encoded(Schema.Array(County))(api.counties(marketOf(url)))],
  [/^\/api\/localities\/$/, "GET", (_m, url) =>
    encoded(Schema.Array(Locality))(api.localities(marketOf(url), url.searchParams.get("county") ?? ""))],
  [/^\/api\/lockers\/$/, "GET", (_m, url) =>
    encoded(Schema.Array(ParcelLocker))(api.lockers(marketOf(url), url.searchParams.get("search") ?? undefined))]
]

/** A `fetch` serving the memory backend the way the web app's route handlers answer. */
const serveFrom = (api: CheckoutApiShape): Fetch => async (input, init) => {
  const url = new URL(input, "http://ro.localhost")
  const method = init?.method ?? "GET"
  const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined
  for (const [pattern, routeMethod, handle] of routes(api)) {
    const match = url.pathname.match(pattern)
    if (match === null || routeMethod !== method) continue
    const answer = handle(match, url, body, new Headers(init?.headers).get(orderTokenHeader) ?? "")
    if (answer === undefined) return json(400, { error: "invalid-request", message: "invalid order" })
    const outcome = await Effect.runPromise(Effect.result(answer))
    if (Result.isSuccess(outcome)) {
      const { status, body: payload } = outcome.success as { status: number; body: unknown }
      return json(status, payload)
    }
    const { error, fields, key, message, productId, status } = outcome.failure
    return json(status ?? 500, { error, message, ...(fields === undefined ? {} : { fields }), ...(key === undefined ? {} : { key }), ...(productId === undefined ? {} : { productId }) })
  }
  return json(404, { error: "not-found", message: `nothing at ${url.pathname}` })
}

const overMemory = () =>
  Layer.effect(CheckoutApi)(Effect.gen(function*() {
    const memory = yield* CheckoutApi
    return makeCheckoutApiFetch({ baseUrl: "", fetch: serveFrom(memory) })
  })).pipe(Layer.provide(CheckoutApiMemory.layer(checkoutDataset, checkoutOrders)))

checkoutApiSuite("CheckoutApiFetch", overMemory)

describe("CheckoutApiFetch failures", () => {
  const over = (fetch: Fetch) => makeCheckoutApiFetch({ baseUrl: "https://shop.example", fetch })

  it.effect("a fetch that throws is a Network error", () =>
    Effect.gen(function*() {
      const api = over(() => Promise.reject(new TypeError("Failed to fetch")))
      const error = yield* Effect.flip(api.counties("RO"))
      expect(error).toBeInstanceOf(CheckoutApiError)
      expect(error).toMatchObject({ operation: "counties", reason: "Network", message: "Failed to fetch" })
    }))

  it.effect("an answer that does not decode is InvalidResponse, with its status", () =>
    Effect.gen(function*() {
      const notJson = over(async () => new Response("<html>", { status: 200 }))
      expect(yield* Effect.flip(notJson.order("00000000-0000-4000-8000-000000000001", "token"))).toMatchObject({
        operation: "order",
        reason: "InvalidResponse",
        status: 200
      })
      const wrongShape = over(async () => json(200, [{ id: 1 }]))
      expect(yield* Effect.flip(wrongShape.lockers("RO"))).toMatchObject({ reason: "InvalidResponse" })
    }))

  it.effect("a server failure keeps its status and code; a body without one still gives the status", () =>
    Effect.gen(function*() {
      const down = over(async () => json(503, { error: "unavailable", message: "The service is unavailable for a moment; please try again." }))
      expect(yield* Effect.flip(down.placeOrder(Schema.decodeUnknownSync(PlaceOrderRequest)({
        market: "RO",
        idempotencyKey: "checkout-fetch-0001",
        lines: [],
        accessoryIds: [41],
        contact: { name: "Ana Popescu", email: "ana@example.ro", phone: "0722123456" },
        delivery: { method: "locker", lockerId: "easybox-cluj-iulius" },
        paymentMethod: "card"
      })))).toMatchObject({ operation: "placeOrder", reason: "Status", status: 503, error: "unavailable" })
      const proxy = over(async () => new Response("Bad gateway", { status: 502 }))
      const failure = yield* Effect.flip(proxy.startPayment("00000000-0000-4000-8000-000000000001", "token"))
      expect(failure).toMatchObject({ reason: "Status", status: 502 })
      expect(failure.error).toBeUndefined()
    }))

  it.effect("sends the market and the search as query parameters, and ids as one path segment", () =>
    Effect.gen(function*() {
      const seen: Array<string> = []
      const api = over(async (input) => {
        seen.push(input)
        return json(200, [])
      })
      yield* api.lockers("HU", "  Budapest Árkád ")
      yield* api.lockers("GR")
      yield* api.localities("BG", "sofia-grad")
      yield* Effect.flip(api.order("../admin", "token"))
      expect(seen).toEqual([
        "https://shop.example/api/lockers/?countryCode=HU&search=Budapest+%C3%81rk%C3%A1d",
        "https://shop.example/api/lockers/?countryCode=GR",
        "https://shop.example/api/localities/?countryCode=BG&county=sofia-grad",
        "https://shop.example/api/orders/..%2Fadmin/"
      ])
    }))

  it.effect("sends an order's token in the Order-Token header of its calls, never in the URL", () =>
    Effect.gen(function*() {
      const seen: Array<readonly [string, string | null]> = []
      const api = over(async (input, init) => {
        seen.push([input, new Headers(init?.headers).get("order-token")])
        return json(404, { error: "not-found", message: "no such order" })
      })
      const id = "00000000-0000-4000-8000-000000000001"
      const token = "AbC-12_xyz"
      yield* Effect.flip(api.order(id, token))
      yield* Effect.flip(api.paymentStatus(id, token))
      yield* Effect.flip(api.startPayment(id, token))
      yield* Effect.flip(api.retryPayment(id, token))
      yield* Effect.flip(api.lockers("RO"))
      expect(seen.map(([, header]) => header)).toEqual([token, token, token, token, null])
      for (const [url] of seen) expect(url).not.toContain(token)
    }))
})
