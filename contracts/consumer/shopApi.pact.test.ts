import { MatchersV3 } from "@pact-foundation/pact"
import { makeShopApiFetch } from "@shop/adapters/http/ShopApiFetch"
import type { AccessoryJson } from "@shop/core/cart/accessory"
import type { CartRefreshBody } from "@shop/core/cart/refresh/body"
import { refreshCartFromApi } from "@shop/core/cart/refresh/refreshCart"
import { CartRefreshResponse } from "@shop/core/cart/refresh/response"
import { MarketCodes } from "@shop/core/markets/market"
import { ShopApi, type ShopApiError } from "@shop/core/ports/ShopApi"
import { makeCart, makeLine } from "@shop/core/test-support/cartArbitraries"
import { Effect, Logger, Result } from "effect"
import { describe, expect, it } from "vitest"
import { clientError, exact, example, fromState, oneOf, shaped } from "../src/loose.ts"
import { consumerPact, consumers } from "../src/pact.ts"

/**
 * The SPEC 7 calls as the shell makes them: ShopApiFetch (adapters/src/http) against the Pact mock
 * server. Each interaction is one behaviour the cart and product pages rely on.
 */
const pact = consumerPact(consumers.shopApi)
const market = { market: "RO" }
const api = (url: string) => makeShopApiFetch({ baseUrl: url })

/** An accessory as the shell decodes it: the wrapping-tax flag is read, not defaulted. */
const accessory = (id: number): AccessoryJson => ({
  id,
  name: "Silicone case",
  price: 59.9,
  isActive: true,
  type: "CASE",
  isWrappingTax: false
})

describe("POST /api/cart-refresh/", () => {
  it("prices a cart line again with its chosen service and accessory, and the loose accessories", async () => {
    const body: CartRefreshBody = {
      countryCode: oneOf(MarketCodes, "RO"),
      lines: [{
        productId: fromState("productId", 2369),
        extraServiceIds: [fromState("extraServiceId", 7)],
        accessoryIds: [fromState("accessoryId", 31)]
      }],
      accessoryIds: [fromState("looseAccessoryId", 41)]
    }
    const answer: typeof CartRefreshResponse.Encoded = {
      devices: [{
        legacySellOrderId: 54,
        productId: 2369,
        price: 8029.5,
        previousPrice: 8739.5,
        selectedExtraServices: [{ type: "WARRANTY", id: 7 }],
        availableExtraServices: [{ id: 7, type: "WARRANTY", key: "warranty-12", price: 99.9 }],
        accessories: [accessory(31)],
        availableAccessories: [accessory(31)],
        availability: 1,
        naming: {
          title: "Samsung Galaxy Z Fold6 1TB Silver Shadow",
          modelDisplayName: "Samsung Galaxy Z Fold6",
          shortTitle: "Galaxy Z Fold6 1TB",
          configSummary: "1TB, Silver Shadow"
        }
      }],
      accessories: [accessory(41)]
    }
    await pact
      .addInteraction()
      .given("a device in stock with an extra service and accessories", market)
      .uponReceiving("a cart refresh of a line with a service and an accessory, and a loose accessory")
      .withRequest("POST", "/api/cart-refresh/", (request) => request.jsonBody(shaped(body)))
      .willRespondWith(200, (response) => response.jsonBody(shaped(answer)))
      .executeTest(async (server) => {
        const refreshed = await Effect.runPromise(api(server.url).cartRefresh(example(body)))
        expect(refreshed.devices.map((d) => [d.productId, d.legacySellOrderId, d.selectedExtraServices])).toEqual([
          [2369, 54, [{ type: "WARRANTY", id: 7 }]]
        ])
        expect(refreshed.devices[0]?.accessories.map((a) => [a.id, a.isWrappingTax])).toEqual([[31, false]])
        expect(refreshed.accessories.map((a) => a.id)).toEqual([41])
      })
  })

  it("answers a refused refresh with an error body, which the cart logs and rethrows", async () => {
    // A stored cart from an older version whose line names product 0, an id the backend cannot hold.
    const cart = makeCart({ phoneCart: [makeLine({ id: "L1", productId: 0 })] })
    const body: CartRefreshBody = { countryCode: "RO", lines: [{ productId: 0, extraServiceIds: [], accessoryIds: [] }], accessoryIds: [] }
    await pact
      .addInteraction()
      .uponReceiving("a cart refresh the backend refuses")
      .withRequest("POST", "/api/cart-refresh/", (request) => request.jsonBody(body))
      .willRespondWith(clientError(400), (response) =>
        response.jsonBody({ error: MatchersV3.string("invalid-request"), message: MatchersV3.string("the request body is not the expected JSON") }))
      .executeTest(async (server) => {
        const logged: Array<string> = []
        const logger = Logger.make<unknown, void>(({ message }) => {
          logged.push((Array.isArray(message) ? message : [message]).map(String).join(" "))
        })
        const outcome = await Effect.runPromise(
          Effect.result(refreshCartFromApi(cart, "RO")).pipe(
            Effect.provideService(ShopApi, api(server.url)),
            Effect.provide(Logger.layer([logger]))
          )
        )
        expect(Result.isFailure(outcome)).toBe(true)
        const error = Result.isFailure(outcome) ? outcome.failure as ShopApiError : undefined
        expect([error?.operation, error?.reason, error?.status]).toEqual(["cartRefresh", "Status", 400])
        expect(error?.message).toBe("the request body is not the expected JSON")
        expect(logged.some((line) => line.startsWith("Cart refresh failed"))).toBe(true)
      })
  })
})

describe("GET /api/get-related-accessories/", () => {
  it("lists the related accessories of the products", async () => {
    await pact
      .addInteraction()
      .given("a device in stock with an extra service and accessories", market)
      .uponReceiving("a request for the related accessories of a product")
      .withRequest("GET", "/api/get-related-accessories/", (request) =>
        request.query({ countryCode: "RO", productIds: fromState("productId", "2369") }))
      .willRespondWith(200, (response) => response.jsonBody({ success: exact(true), data: shaped([accessory(31)]) }))
      .executeTest(async (server) => {
        const related = await Effect.runPromise(api(server.url).relatedAccessories("RO", [2369]))
        expect(related.map((a) => [a.id, a.type, a.isWrappingTax])).toEqual([[31, "CASE", false]])
      })
  })

  it("gives an empty list when the answer is not successful", async () => {
    await pact
      .addInteraction()
      .given("no product with the id", market)
      .uponReceiving("a request for the related accessories of an unknown product")
      .withRequest("GET", "/api/get-related-accessories/", (request) =>
        request.query({ countryCode: "RO", productIds: fromState("productId", "1999999999") }))
      .willRespondWith(clientError(404), (response) =>
        response.jsonBody({ success: exact(false), data: [] }))
      .executeTest(async (server) => {
        expect(await Effect.runPromise(api(server.url).relatedAccessories("RO", [1999999999]))).toEqual([])
      })
  })
})

describe("GET /api/available-shapes/", () => {
  it("gives the items of the shape spec as one string", async () => {
    await pact
      .addInteraction()
      .given("a device in stock with an extra service and accessories", market)
      .uponReceiving("a request for the available shapes of a product")
      .withRequest("GET", "/api/available-shapes/", (request) =>
        request.query({ locale: "RO", productId: fromState("productId", "2369") }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: exact(true),
          data: {
            // The shell reads the spec named `shape`, wherever it stands among the others.
            relatedSpecs: MatchersV3.arrayContaining({ name: exact("shape"), items: MatchersV3.eachLike("excellent") })
          }
        }))
      .executeTest(async (server) => {
        expect(await Effect.runPromise(api(server.url).availableShapes("ro", 2369))).toBe("excellent")
      })
  })

  it("gives an empty string when the answer is not successful", async () => {
    await pact
      .addInteraction()
      .given("no product with the id", market)
      .uponReceiving("a request for the available shapes of an unknown product")
      .withRequest("GET", "/api/available-shapes/", (request) =>
        request.query({ locale: "RO", productId: fromState("productId", "1999999999") }))
      .willRespondWith(clientError(404), (response) =>
        response.jsonBody({ success: exact(false), data: { relatedSpecs: [] } }))
      .executeTest(async (server) => {
        expect(await Effect.runPromise(api(server.url).availableShapes("ro", 1999999999))).toBe("")
      })
  })
})
