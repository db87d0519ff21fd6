import { MatchersV3 } from "@pact-foundation/pact"
import { makeSellApiFetch, sellOrderKeyOf } from "@shop/adapters/http/SellApiFetch"
import { MarketCodes } from "@shop/core/markets/market"
import type { OfferQuote } from "@shop/core/ports/SellApi"
import { bestAnswers as bestAnswersOf, choicesFor, type FunnelItem } from "@shop/core/sell/index"
import type { Offer } from "@shop/core/sell/offer"
import type { SellOrderPayload, SellOrderProduct } from "@shop/core/sell/sellOrder"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { clientError, exact, example, fromState, oneOf, shaped, success } from "../src/loose.ts"
import { consumerPact, consumers } from "../src/pact.ts"

/**
 * The sell funnel's calls as the shell makes them: SellApiFetch (adapters/src/http) against the Pact
 * mock server. The device comes from the provider state (a model the market buys back, its
 * configuration and the answers its evaluation path asks for); the consumer sends it as the funnel
 * holds it.
 */
const pact = consumerPact(consumers.sellApi)
const state = { market: "RO", category: "smartphone" }
const api = (url: string) => makeSellApiFetch({ baseUrl: url })

/** The example device: a phone with every evaluation step of its path answered at its best (core's tables). */
const bare: FunnelItem = {
  category: 1,
  brand: 2,
  model: { id: 1054, name: "Galaxy Z Fold6" },
  config: { colour: 10401, storage: 10404 },
  answers: {}
}
const bestAnswers = bestAnswersOf(bare)
/** The liquid-contact answer that rules a device out (core's choice table). */
const wet = choicesFor("liquid-contact").find((c) => c.rulesOut)?.id ?? 0

const device = (answers: FunnelItem["answers"]): FunnelItem => ({
  category: MatchersV3.integer(1) as unknown as 1,
  brand: fromState("brandId", 2),
  model: { id: fromState("modelId", 1054), name: fromState("modelName", "Galaxy Z Fold6") },
  config: fromState("config", bare.config),
  answers
})

const offer: typeof Offer.Encoded = {
  item_index: 0,
  item_name: "Galaxy Z Fold6",
  productImage: "/images/devices/smartphone/galaxy-z-fold6-silver-shadow.svg",
  offers: [
    { id: 1, value: 2450.5, voucher_value: 245.5, total_value: 2696.0, promotion_value: 0.5, previous_price: null },
    { id: 2, value: 2205.5, voucher_value: 0.5, total_value: 2205.5, promotion_value: 0.5, previous_price: null }
  ]
}
/** Both options, the normal offer (1) and the instant sell (2), whatever their order: the offer step shows the two. */
const offersShape = {
  ...(shaped(offer) as object),
  offers: MatchersV3.arrayContaining(...offer.offers.map((option) => shaped({ ...option, id: exact(option.id) })))
}

describe("POST /api/sell/offers/", () => {
  it("quotes a normal and an instant-sell offer for a described device", async () => {
    const body = { countryCode: oneOf(MarketCodes, "RO"), items: [device(fromState("answers", bestAnswers))] }
    await pact
      .addInteraction()
      .given("a device the market buys back", state)
      .uponReceiving("a quote for a device described in the best condition")
      .withRequest("POST", "/api/sell/offers/", (r) => r.jsonBody(shaped(body)))
      .willRespondWith(200, (r) => r.jsonBody({ _tag: exact("OffersQuoted"), offers: MatchersV3.eachLike(offersShape) }))
      .executeTest(async (server) => {
        const quote: OfferQuote = await Effect.runPromise(api(server.url).quoteOffers("RO", example(body).items))
        expect(quote._tag).toBe("OffersQuoted")
        if (quote._tag === "OffersQuoted") expect(quote.offers.flatMap((o) => o.offers.map((x) => x.id))).toEqual([1, 2])
      })
  })

  it("answers NotAccepted for a device whose answers rule it out", async () => {
    const body = { countryCode: oneOf(MarketCodes, "RO"), items: [device({ "liquid-contact": [wet] })] }
    await pact
      .addInteraction()
      .given("a device the market buys back", state)
      .uponReceiving("a quote for a device that had liquid contact")
      .withRequest("POST", "/api/sell/offers/", (r) => r.jsonBody(shaped(body)))
      .willRespondWith(200, (r) =>
        r.jsonBody({ _tag: exact("NotAccepted"), itemIndexes: MatchersV3.eachLike(0), reasonKey: MatchersV3.string("sell.not-accepted.condition") }))
      .executeTest(async (server) => {
        const quote = await Effect.runPromise(api(server.url).quoteOffers("RO", example(body).items))
        expect(quote).toEqual({ _tag: "NotAccepted", itemIndexes: [0], reasonKey: "sell.not-accepted.condition" })
      })
  })

  it("refuses a device without a model: InvalidSellItems", async () => {
    const { model: _model, ...noModel } = device({})
    const body = { countryCode: oneOf(MarketCodes, "RO"), items: [noModel] }
    await pact
      .addInteraction()
      .given("a device the market buys back", state)
      .uponReceiving("a quote for a device without its model")
      .withRequest("POST", "/api/sell/offers/", (r) => r.jsonBody(shaped(body)))
      .willRespondWith(clientError(400), (r) =>
        r.jsonBody({ error: exact("invalid-request"), message: MatchersV3.string("devices 0 lack their brand, model, configuration or an evaluation answer") }))
      .executeTest(async (server) => {
        const error = await Effect.runPromise(Effect.flip(api(server.url).quoteOffers("RO", example(body).items)))
        expect(error._tag).toBe("InvalidSellItems")
        if (error._tag === "InvalidSellItems") expect(error.itemIndexes).toEqual([0])
      })
  })
})

/** A sell order for the state's device at its normal offer, dropped at a parcel locker. */
const product: typeof SellOrderProduct.Encoded = {
  brand: 2,
  model: 1054,
  modelName: "Galaxy Z Fold6",
  colour: 10401,
  storage: 10404,
  answers: Object.values(bestAnswers).flat(),
  category: 1,
  item_index: 0,
  isInstantSell: false,
  voucherCode: null,
  voucherValue: 245.5,
  offerWithoutVoucher: 2450.5,
  offerWithVoucher: 2696.0,
  provider: null
}
const payload = (total: number): typeof SellOrderPayload.Encoded => ({
  countryCode: oneOf(MarketCodes, "RO"),
  pickupDetailsCourier: null,
  pickupDetailsLocker: { lockerId: fromState("lockerId", "RO-EBX-0002") },
  paymentDetails: null,
  orderDate: "2026-11-22T10:00:00.000Z",
  totalEstimatedOffer: total,
  evaluationId: null,
  serviceDbUserId: null,
  userEmail: "seller@example.com",
  products: fromState("products", [product])
})
/** The adapter's idempotency key for the example payload: any 8 to 128 URL-safe characters will do. */
const keyHeader = (body: typeof SellOrderPayload.Encoded) => ({
  "Idempotency-Key": MatchersV3.regex(/^[A-Za-z0-9_-]{8,128}$/, sellOrderKeyOf(example(body) as SellOrderPayload))
})

/** A sell order's token as the backend signs it (core access/recordAccess.ts: 43 base64url characters). */
const sellOrderToken = "Zb7kQ2mN9xR4tV1wY6pL3sD8fH0jC5gA-_eUiOoKqWz"

describe("POST /api/sell/orders/", () => {
  it("submits a sell order at the quoted offer", async () => {
    const body = payload(fromState("totalEstimatedOffer", 2696.0))
    await pact
      .addInteraction()
      .given("a device the market buys back", state)
      .uponReceiving("a sell order at the offer quoted for the device")
      .withRequest("POST", "/api/sell/orders/", (r) => r.headers(keyHeader(body)).jsonBody(shaped(body)))
      // The answer carries the token that opens a guest's sale (the congrats link), and no account id.
      .willRespondWith(success(201), (r) =>
        r.jsonBody({
          sellOrderId: MatchersV3.string("7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"),
          sellOrderToken: MatchersV3.regex("^[A-Za-z0-9_-]{43}$", sellOrderToken)
        }))
      .executeTest(async (server) => {
        const submitted = await Effect.runPromise(api(server.url).submitSellOrder(example(body) as SellOrderPayload))
        expect(submitted).toEqual({ sellOrderId: "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", sellOrderToken })
      })
  })

  it("refuses a sell order whose figures differ from the offer: SellOrderRejected", async () => {
    const body = payload(1.5)
    await pact
      .addInteraction()
      .given("a device the market buys back", state)
      .uponReceiving("a sell order whose total is not the quoted offer")
      .withRequest("POST", "/api/sell/orders/", (r) => r.headers(keyHeader(body)).jsonBody(shaped(body)))
      .willRespondWith(clientError(409), (r) =>
        r.jsonBody({ error: exact("offer-changed"), message: MatchersV3.string("the offer changed since it was shown") }))
      .executeTest(async (server) => {
        const error = await Effect.runPromise(Effect.flip(api(server.url).submitSellOrder(example(body) as SellOrderPayload)))
        expect(error._tag === "SellOrderRejected" ? error.reasonKey : error._tag).toBe("sell.order.offer-changed")
      })
  })
})
