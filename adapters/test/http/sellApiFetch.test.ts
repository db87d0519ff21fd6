import { describe, expect, it } from "@effect/vitest"
import { Effect, Result, Schema } from "effect"
import { OfferQuote, SellApi, SubmittedSellOrder } from "@shop/core/ports/SellApi"
import { FunnelItem } from "@shop/core/sell/funnelState"
import { buildSellOrderPayload, SellOrderPayload } from "@shop/core/sell/sellOrder"
import { sellApiFixture, sellApiSuite } from "@shop/core/test-support/sellApiSuite"
import type { Fetch } from "../../src/http/fetchJson.ts"
import { SellApiFetch, sellOrderKeyOf } from "../../src/http/SellApiFetch.ts"
import { SellApiMemory } from "../../src/memory/SellApiMemory.ts"
import { sellDataset } from "../memory/sellSeed.ts"

/**
 * A backend double for the fetch adapter: it answers POST /api/sell/offers/ and POST
 * /api/sell/orders/ over a fake `fetch` the way web/app/api/sell answers (an OfferQuote with its
 * `_tag`; 400 invalid-request for devices it cannot price; 201 `{ sellOrderId, payload }`; a refusal
 * as `{ error, message, key }` with 422, the key the adapter reads back), computing the outcome with
 * the memory adapter over the suite's fixture. It proves the adapter's half (paths, bodies, the
 * idempotency header, decoding, error mapping); the contract with the real backend is pinned by the
 * Pact tests of contracts/.
 */
const memory = Effect.runSync(Effect.provide(Effect.gen(function*() {
  return yield* SellApi
}), SellApiMemory.layer(sellDataset)))

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })

interface Sent {
  readonly path: string
  readonly method: string
  readonly key: string | null
  readonly body: unknown
}
const sent: Array<Sent> = []

const RequestBody = Schema.Struct({ countryCode: Schema.Literals(["RO", "BG", "HU", "GR"]), items: Schema.Array(FunnelItem) })
const SubmittedOnWire = Schema.Struct({ ...SubmittedSellOrder.fields, payload: SellOrderPayload })

const backend: Fetch = async (input, init) => {
  const url = new URL(input, "http://ro.localhost")
  const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined
  const key = new Headers(init?.headers).get("idempotency-key")
  sent.push({ path: url.pathname, method: init?.method ?? "GET", key, body })
  if (url.pathname === "/api/sell/offers/" && init?.method === "POST") {
    const request = Schema.decodeUnknownSync(RequestBody)(body)
    const quote = await Effect.runPromise(Effect.result(memory.quoteOffers(request.countryCode, request.items)))
    return Result.isSuccess(quote)
      ? json(200, Schema.encodeSync(OfferQuote)(quote.success))
      : json(400, { error: "invalid-request", message: quote.failure.message })
  }
  if (url.pathname === "/api/sell/orders/" && init?.method === "POST") {
    if (key === null) return json(400, { error: "invalid-request", message: "an Idempotency-Key header or an idempotencyKey field is required" })
    const payload = Schema.decodeUnknownSync(SellOrderPayload)(body)
    const submitted = await Effect.runPromise(Effect.result(memory.submitSellOrder(payload)))
    if (Result.isSuccess(submitted)) return json(201, Schema.encodeSync(SubmittedOnWire)({ ...submitted.success, payload }))
    return submitted.failure._tag === "SellOrderRejected"
      ? json(422, { error: "refused", message: submitted.failure.message, key: submitted.failure.reasonKey })
      : json(503, { error: "unavailable", message: submitted.failure.message })
  }
  return json(404, { error: "not-found", message: `nothing at ${url.pathname}` })
}

sellApiSuite("SellApiFetch", () => SellApiFetch.layer({ baseUrl: "", fetch: backend }))

const { galaxy, lockerId } = sellApiFixture

/** A sell order for the galaxy at the offer the backend quotes for it. */
const payloadQuoted = (sell: SellApi["Service"]) =>
  Effect.gen(function*() {
    const quote = yield* sell.quoteOffers("RO", [galaxy])
    if (quote._tag !== "OffersQuoted") throw new Error("the memory backend quotes the galaxy")
    return Result.getOrThrow(buildSellOrderPayload({
      countryCode: "RO",
      state: { step: "delivery", items: [{ ...galaxy, offer: 1 }] },
      offers: quote.offers,
      payment: null,
      delivery: { deliveryMethod: { name: "easybox" }, locker: { lockerId } },
      user: { email: "seller@example.com", serviceDbUserId: null },
      evaluationId: null,
      voucherCode: null,
      now: Date.parse("2026-11-22T10:00:00.000Z")
    }))
  })

describe("SellApiFetch on the wire", () => {
  const run = <A, E>(effect: Effect.Effect<A, E, SellApi>, fetcher: Fetch = backend) =>
    Effect.provide(effect, SellApiFetch.layer({ baseUrl: "http://ro.localhost:3000/", fetch: fetcher }))
  const api = Effect.gen(function*() {
    return yield* SellApi
  })

  it.effect("posts the market and the funnel's devices to /api/sell/offers/", () =>
    run(Effect.gen(function*() {
      sent.length = 0
      yield* (yield* api).quoteOffers("HU", [galaxy])
      expect(sent).toEqual([{ path: "/api/sell/offers/", method: "POST", key: null, body: { countryCode: "HU", items: [galaxy] } }])
    })))

  it.effect("sends one idempotency key per submission, the same again on a retry", () =>
    run(Effect.gen(function*() {
      const sell = yield* api
      const payload = yield* payloadQuoted(sell)
      sent.length = 0
      yield* sell.submitSellOrder(payload)
      yield* sell.submitSellOrder(payload)
      yield* sell.submitSellOrder({ ...payload, orderDate: "2026-11-22T10:00:01.000Z" })
      expect(sent.map((s) => s.path)).toEqual(["/api/sell/orders/", "/api/sell/orders/", "/api/sell/orders/"])
      expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
      expect(sent[0]?.key).toBe(sellOrderKeyOf(payload))
      expect(sent[1]?.key).toBe(sent[0]?.key)
      expect(sent[2]?.key).not.toBe(sent[0]?.key)
      expect(sent[0]?.body).toEqual(Schema.encodeSync(SellOrderPayload)(payload))
    })))

  it.effect("takes the backend's key for a refused device, else sell.order.<error code>", () =>
    Effect.gen(function*() {
      const payload = yield* payloadQuoted(memory)
      const refuse = (status: number, body: unknown) => Effect.flip(run(
        Effect.flatMap(api, (sell) => sell.submitSellOrder(payload)),
        async () => json(status, body)
      ))
      const notBought = yield* refuse(422, { error: "not-accepted", message: "a device is not bought", key: "sell.not-accepted.condition", itemIndexes: [0] })
      expect([notBought._tag, notBought._tag === "SellOrderRejected" ? notBought.reasonKey : ""]).toEqual(["SellOrderRejected", "sell.not-accepted.condition"])
      const changed = yield* refuse(409, { error: "offer-changed", message: "the offer changed since it was shown", itemIndexes: [0], offers: [] })
      expect(changed._tag === "SellOrderRejected" ? changed.reasonKey : changed._tag).toBe("sell.order.offer-changed")
      const fields = yield* refuse(422, { error: "validation-failed", message: "some fields are not valid", fields: { userEmail: "email-invalid" } })
      expect(fields._tag === "SellOrderRejected" ? fields.reasonKey : fields._tag).toBe("sell.order.validation-failed")
    }))

  it.effect("a 429 (the shop's rate limit) is a refusal the seller can wait out: sell.order.too-many-requests with the seconds to wait", () =>
    Effect.gen(function*() {
      const payload = yield* payloadQuoted(memory)
      const submitWith = (response: () => Response) => Effect.flip(run(Effect.flatMap(api, (sell) => sell.submitSellOrder(payload)), async () => response()))
      const limited = yield* submitWith(() =>
        new Response(JSON.stringify({ error: "too-many-requests", message: "Too many attempts", retryAfterSeconds: 1_500 }), {
          status: 429,
          headers: { "content-type": "application/json", "retry-after": "1500" }
        }))
      expect(limited).toMatchObject({ _tag: "SellOrderRejected", reasonKey: "sell.order.too-many-requests", retryAfterSeconds: 1_500 })
      // A 429 from something else (a proxy's plain-text page) still says wait, without a number.
      const bare = yield* submitWith(() => new Response("slow down", { status: 429 }))
      expect(bare._tag === "SellOrderRejected" && [bare.reasonKey, bare.retryAfterSeconds]).toEqual(["sell.order.too-many-requests", undefined])
    }))

  it.effect("reports a 5xx, a missing route, an undecodable answer and no connection as SellApiUnavailable", () =>
    Effect.gen(function*() {
      const quoteWith = (fetcher: Fetch) => Effect.flip(run(Effect.flatMap(api, (sell) => sell.quoteOffers("RO", [galaxy])), fetcher))
      const failures = [
        yield* quoteWith(async () => json(503, { error: "unavailable", message: "The service is unavailable for a moment; please try again." })),
        yield* quoteWith(async () => json(404, { error: "not-found", message: "nothing at /api/sell/offers/" })),
        yield* quoteWith(async () => json(200, { _tag: "Quoted", offers: "none" })),
        yield* quoteWith(async () => {
          throw new TypeError("fetch failed")
        })
      ]
      expect(failures.map((f) => f._tag)).toEqual(["SellApiUnavailable", "SellApiUnavailable", "SellApiUnavailable", "SellApiUnavailable"])
      expect(failures[0]?.message).toBe("The service is unavailable for a moment; please try again.")
    }))
})
