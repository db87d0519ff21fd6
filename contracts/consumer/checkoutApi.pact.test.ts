import { MatchersV3 } from "@pact-foundation/pact"
import { makeCheckoutApiFetch, orderTokenHeader } from "@shop/adapters/http/CheckoutApiFetch"
import type { County, Locality, ParcelLocker } from "@shop/core/locations/locationTypes"
import { type Order, type OrderReceipt, PaymentMethods } from "@shop/core/orders/orderTypes"
import type { PlaceOrderRequest } from "@shop/core/orders/placeOrderRequest"
import type { PaymentStep } from "@shop/core/payments/paymentPages"
import { PaymentStates, type PaymentEvent } from "@shop/core/payments/paymentState"
import { MarketCodes } from "@shop/core/markets/market"
import type { CheckoutApiError } from "@shop/core/ports/CheckoutApi"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { clientError, exact, example, fromState, fromStatePath, oneOf, shaped, success } from "../src/loose.ts"
import { consumerPact, consumers } from "../src/pact.ts"

/**
 * The checkout's calls as the shell makes them: CheckoutApiFetch (adapters/src/http) against the
 * Pact mock server. Locations are the catalogue-like data the browser asks for; orders and payments
 * are what the finalize, processing, failed and thank-you pages rely on.
 */
const pact = consumerPact(consumers.checkoutApi)
const market = { market: "RO" }
const api = (url: string) => makeCheckoutApiFetch({ baseUrl: url })
const run = <A>(effect: Effect.Effect<A, CheckoutApiError>) => Effect.runPromise(effect)
const failureOf = <A>(effect: Effect.Effect<A, CheckoutApiError>) => Effect.runPromise(Effect.flip(effect))

const orderId = "5b1c2a4e-7d3f-4c1a-9e2b-8f6a0c4d1e27"
const paymentId = "0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f"
/** The order's token as the backend signs it (core access/recordAccess.ts: 43 base64url characters). */
const orderToken = "q3N8v1xZbT0uYw5rKcLm2PaE7hJd9sFgQiOn4WlR6Ux"
const tokenPattern = "^[A-Za-z0-9_-]{43}$"

/**
 * The token a guest's order calls carry, in the `Order-Token` header (adapters' orderTokenHeader):
 * the provider state answers the token its order's placement answered.
 */
const withOrderToken = { [orderTokenHeader]: fromState("orderToken", orderToken) }

/** The backend's error body (core errorBody.ts, adapters http/errorAnswer.ts) with the code the checkout branches on. */
const errorBody = (code: string, message: string) => ({ error: exact(code), message: MatchersV3.string(message) })

const request: PlaceOrderRequest = {
  market: oneOf(MarketCodes, "RO"),
  idempotencyKey: fromState("idempotencyKey", "7c2e9a41-3b6d-4f80-a5c1-d2e3f4a5b6c7"),
  lines: [{
    productId: fromState("productId", 2369),
    extraServiceIds: [fromState("extraServiceId", 7)],
    accessoryIds: [fromState("accessoryId", 31)]
  }],
  accessoryIds: [fromState("looseAccessoryId", 41)],
  contact: { name: "Ana Popescu", email: "ana.popescu@example.com", phone: "0722123456" },
  delivery: {
    method: exact("courier"),
    address: { county: "Cluj", locality: "Cluj-Napoca", street: "Strada Memorandumului", number: "28", postalCode: "400114", details: null }
  },
  paymentMethod: oneOf(PaymentMethods, "card")
}

const placedOrder: typeof Order.Encoded = {
  id: orderId,
  idempotencyKey: "7c2e9a41-3b6d-4f80-a5c1-d2e3f4a5b6c7",
  market: oneOf(MarketCodes, "RO"),
  lines: [{
    productId: 2369,
    title: "Samsung Galaxy Z Fold6 1TB Silver Shadow",
    unitPrice: 8029.5,
    extraServices: [{ id: 7, type: "WARRANTY", key: "warranty-12", price: 99.9 }],
    accessories: [{ id: 31, name: "Silicone case", type: "CASE", price: 59.9 }]
  }],
  looseAccessories: [{ id: 41, name: "20W charger", type: "CHARGER", price: 79.9 }],
  contact: { name: "Ana Popescu", email: "ana.popescu@example.com", phone: "0722123456" },
  delivery: {
    method: exact("courier"),
    address: { county: "Cluj", locality: "Cluj-Napoca", street: "Strada Memorandumului", number: "28", postalCode: "400114", details: null }
  },
  paymentMethod: oneOf(PaymentMethods, "card"),
  totals: { devices: 8029.5, extraServices: 99.9, accessories: 139.8, shipping: 19.9, cashOnDeliveryFee: 0.5, total: 8289.1 },
  fingerprint: "v1-1a2b3c4d5e6f-6f5e4d3c2b1a",
  placedAt: 1_795_000_000_000,
  paymentState: oneOf(PaymentStates, "created"),
  currentPaymentId: null
}

/** POST /api/orders/'s answer: the order and the token that opens it. */
const placed: typeof OrderReceipt.Encoded = {
  ...placedOrder,
  orderToken: MatchersV3.regex(tokenPattern, orderToken) as unknown as string
}

const step = (state: (typeof PaymentStates)[number], pagePath: string): typeof PaymentStep.Encoded => ({
  orderId,
  market: oneOf(MarketCodes, "RO"),
  paymentState: oneOf(PaymentStates, state),
  redirectPath: `/sandbox-pay/${paymentId}/?token=Xk2f9QpL0aZ`,
  // The page's link (the market's path) names the order and carries its token: the page is opened by it.
  pagePath: MatchersV3.regex("^/[^?]+/\\?order=[0-9a-f-]{36}&token=[A-Za-z0-9_-]{43}$", `${pagePath}?order=${orderId}&token=${orderToken}`) as unknown as string
})

describe("POST /api/orders/", () => {
  it("places an order and answers it priced by the server", async () => {
    await pact
      .addInteraction()
      .given("a device in stock with an extra service and accessories", market)
      .uponReceiving("an order for a device with a service and an accessory, and a loose accessory")
      .withRequest("POST", "/api/orders/", (r) => r.jsonBody(shaped(request)))
      .willRespondWith(success(201), (r) => r.jsonBody(shaped(placed)))
      .executeTest(async (server) => {
        const order = await run(api(server.url).placeOrder(example(request)))
        expect([order.id, order.paymentState, order.currentPaymentId, order.totals.total]).toEqual([orderId, "created", null, 8289.1])
        expect(order.orderToken).toBe(orderToken)
        expect(order.lines[0]?.extraServices.map((s) => s.id)).toEqual([7])
        expect(order.looseAccessories.map((a) => a.id)).toEqual([41])
      })
  })

  it("refuses invalid fields with their translation keys", async () => {
    const invalid: PlaceOrderRequest = { ...request, contact: { name: "Ana Popescu", email: "ana.popescu(at)example", phone: "0722123456" } }
    await pact
      .addInteraction()
      .given("a device in stock with an extra service and accessories", market)
      .uponReceiving("an order whose e-mail address is not valid")
      .withRequest("POST", "/api/orders/", (r) => r.jsonBody(shaped(invalid)))
      .willRespondWith(clientError(422), (r) =>
        r.jsonBody({ ...errorBody("validation-failed", "some fields are not valid"), fields: shaped({ "contact.email": "email-invalid" }) }))
      .executeTest(async (server) => {
        const error = await failureOf(api(server.url).placeOrder(example(invalid)))
        expect([error.reason, error.error, error.fields]).toEqual(["Status", "validation-failed", { "contact.email": "email-invalid" }])
      })
  })

  it("refuses a device that sold out with the sorry-no-stock key and the product", async () => {
    const soldOut: PlaceOrderRequest = {
      ...request,
      idempotencyKey: fromState("idempotencyKey", "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a"),
      lines: [{ productId: fromState("productId", 2370), extraServiceIds: [], accessoryIds: [] }],
      accessoryIds: []
    }
    await pact
      .addInteraction()
      .given("a device that is sold out", market)
      .uponReceiving("an order for a device that sold out")
      .withRequest("POST", "/api/orders/", (r) => r.jsonBody(shaped(soldOut)))
      .willRespondWith(clientError(409), (r) =>
        r.jsonBody({
          ...errorBody("out-of-stock", "product 2370: 1 asked, only 0 left"),
          key: exact("sorry-no-stock"),
          productId: MatchersV3.integer(2370)
        }))
      .executeTest(async (server) => {
        const error = await failureOf(api(server.url).placeOrder(example(soldOut)))
        expect([error.reason, error.error, error.key, error.productId]).toEqual(["Status", "out-of-stock", "sorry-no-stock", 2370])
      })
  })
})

describe("payments", () => {
  it("starts the card payment of an order: the gateway page", async () => {
    await pact
      .addInteraction()
      .given("an order awaiting card payment", market)
      .uponReceiving("a payment start with the order's token")
      .withRequest("POST", fromStatePath("/api/payments/${orderId}/start/", `/api/payments/${orderId}/start/`), (r) => r.headers(withOrderToken))
      .willRespondWith(200, (r) => r.jsonBody(shaped(step("processing", "/plata-in-procesare/"))))
      .executeTest(async (server) => {
        const started = await run(api(server.url).startPayment(orderId, orderToken))
        expect([started.paymentState, started.redirectPath]).toEqual(["processing", `/sandbox-pay/${paymentId}/?token=Xk2f9QpL0aZ`])
      })
  })

  it("answers the payment state the processing page polls", async () => {
    await pact
      .addInteraction()
      .given("an order whose card payment is under way", market)
      .uponReceiving("a payment status request with the order's token")
      .withRequest("GET", fromStatePath("/api/payments/${orderId}/", `/api/payments/${orderId}/`), (r) => r.headers(withOrderToken))
      .willRespondWith(200, (r) => r.jsonBody(shaped(step("processing", "/plata-in-procesare/"))))
      .executeTest(async (server) => {
        const status = await run(api(server.url).paymentStatus(orderId, orderToken))
        expect([status.orderId, status.paymentState, status.pagePath]).toEqual([orderId, "processing", `/plata-in-procesare/?order=${orderId}&token=${orderToken}`])
      })
  })

  it("starts a failed payment again", async () => {
    await pact
      .addInteraction()
      .given("an order whose card payment failed", market)
      .uponReceiving("a payment retry with the order's token")
      .withRequest("POST", fromStatePath("/api/payments/${orderId}/retry/", `/api/payments/${orderId}/retry/`), (r) => r.headers(withOrderToken))
      .willRespondWith(200, (r) => r.jsonBody(shaped(step("processing", "/plata-in-procesare/"))))
      .executeTest(async (server) => {
        expect((await run(api(server.url).retryPayment(orderId, orderToken))).paymentState).toBe("processing")
      })
  })

  it("answers not-found for the payment of an order that does not exist", async () => {
    await pact
      .addInteraction()
      .given("no order with the id", market)
      .uponReceiving("a payment status request for an unknown order")
      .withRequest("GET", fromStatePath("/api/payments/${orderId}/", `/api/payments/${orderId}/`), (r) => r.headers(withOrderToken))
      .willRespondWith(clientError(404), (r) => r.jsonBody(errorBody("not-found", `order ${orderId} not found`)))
      .executeTest(async (server) => {
        const error = await failureOf(api(server.url).paymentStatus(orderId, orderToken))
        expect([error.reason, error.status, error.error]).toEqual(["Status", 404, "not-found"])
      })
  })
})

describe("GET /api/orders/{id}/", () => {
  it("answers the order with every change of its payment state", async () => {
    const underWay: typeof Order.Encoded = {
      ...placedOrder,
      // The state's order: one device alone, to a parcel locker.
      lines: [{ productId: 2369, title: "Samsung Galaxy Z Fold6 1TB Silver Shadow", unitPrice: 8029.5, extraServices: [], accessories: [] }],
      looseAccessories: [],
      delivery: { method: exact("locker"), lockerId: "RO-EBX-0002" },
      paymentState: oneOf(PaymentStates, "processing"),
      currentPaymentId: paymentId
    }
    const event: typeof PaymentEvent.Encoded = {
      orderId,
      from: oneOf(PaymentStates, "created"),
      to: oneOf(PaymentStates, "processing"),
      at: 1_795_000_000_500,
      paymentId
    }
    await pact
      .addInteraction()
      .given("an order whose card payment is under way", market)
      .uponReceiving("a request for an order with its token")
      .withRequest("GET", fromStatePath("/api/orders/${orderId}/", `/api/orders/${orderId}/`), (r) => r.headers(withOrderToken))
      .willRespondWith(200, (r) => r.jsonBody(shaped({ order: underWay, payments: [event] })))
      .executeTest(async (server) => {
        const found = await run(api(server.url).order(orderId, orderToken))
        expect([found.order.id, found.order.delivery.method, found.payments.map((p) => p.to)]).toEqual([orderId, "locker", ["processing"]])
      })
  })

  it("answers not-found for an order that does not exist", async () => {
    await pact
      .addInteraction()
      .given("no order with the id", market)
      .uponReceiving("a request for an unknown order")
      .withRequest("GET", fromStatePath("/api/orders/${orderId}/", `/api/orders/${orderId}/`), (r) => r.headers(withOrderToken))
      .willRespondWith(clientError(404), (r) => r.jsonBody(errorBody("not-found", `order ${orderId} not found`)))
      .executeTest(async (server) => {
        const error = await failureOf(api(server.url).order(orderId, orderToken))
        expect([error.reason, error.status, error.error]).toEqual(["Status", 404, "not-found"])
      })
  })

  it("answers not-found, as for no order, to a request without the order's token", async () => {
    await pact
      .addInteraction()
      .given("an order whose card payment is under way", market)
      .uponReceiving("a request for a guest's order without its token")
      .withRequest("GET", fromStatePath("/api/orders/${orderId}/", `/api/orders/${orderId}/`), (r) => r.headers({ [orderTokenHeader]: "not-the-token" }))
      .willRespondWith(clientError(404), (r) => r.jsonBody(errorBody("not-found", `order ${orderId} not found`)))
      .executeTest(async (server) => {
        const error = await failureOf(api(server.url).order(orderId, "not-the-token"))
        expect([error.reason, error.status, error.error]).toEqual(["Status", 404, "not-found"])
      })
  })
})

describe("delivery locations", () => {
  it("lists the market's counties", async () => {
    const county: County = { id: "cluj", name: "Cluj" }
    await pact
      .addInteraction()
      .given("the market has delivery locations", market)
      .uponReceiving("a request for the counties of a market")
      .withRequest("GET", "/api/counties/", (r) => r.query({ countryCode: "RO" }))
      .willRespondWith(200, (r) => r.jsonBody(shaped([county])))
      .executeTest(async (server) => {
        expect(await run(api(server.url).counties("RO"))).toEqual([county])
      })
  })

  it("lists the localities of a county", async () => {
    const locality: Locality = { id: "cluj-napoca", countyId: "cluj", name: "Cluj-Napoca", postalCode: "400001" }
    await pact
      .addInteraction()
      .given("a county with localities", market)
      .uponReceiving("a request for the localities of a county")
      .withRequest("GET", "/api/localities/", (r) => r.query({ countryCode: "RO", county: fromState("countyId", "cluj") }))
      .willRespondWith(200, (r) => r.jsonBody(shaped([locality])))
      .executeTest(async (server) => {
        expect(await run(api(server.url).localities("RO", "cluj"))).toEqual([locality])
      })
  })

  it("searches the market's parcel lockers", async () => {
    const locker: ParcelLocker = {
      id: "RO-EBX-0002",
      name: "easybox Carrefour Market Alba Iulia",
      address: "Bulevardul Revoluției 103",
      county: "Alba",
      locality: "Alba Iulia",
      postalCode: "510001",
      latitude: 46.06422,
      longitude: 23.56912
    }
    await pact
      .addInteraction()
      .given("a parcel locker", market)
      .uponReceiving("a search of the parcel lockers")
      .withRequest("GET", "/api/lockers/", (r) => r.query({ countryCode: "RO", search: fromState("lockerSearch", "Alba Iulia") }))
      .willRespondWith(200, (r) => r.jsonBody(shaped([locker])))
      .executeTest(async (server) => {
        expect(await run(api(server.url).lockers("RO", " Alba Iulia "))).toEqual([locker])
      })
  })
})
