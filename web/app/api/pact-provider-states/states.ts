import "server-only"
import {
  completeSandboxPayment,
  counties,
  localities,
  placeOrder,
  productById,
  searchLockers,
  startPayment
} from "@shop/core/backend/index"
import { recordToken } from "@shop/core/backend/access/recordAccess"
import { parseSandboxLink } from "@shop/core/backend/payments/sandboxLink"
import { MarketCode } from "@shop/core/markets/market"
import { Effect, Result } from "effect"
import { accountStates } from "./accountStates.ts"
import { deviceWithExtras, phonesInStock } from "./catalogDevices.ts"
import { humanCheckStates } from "./humanCheckState.ts"
import { sellDeviceState } from "./sellState.ts"
import { anyLocker, fail, marketOf, type ProviderStates } from "./stateSupport.ts"

/**
 * Pact provider states (contracts/README.md): each one sets up, through the backend's own services,
 * the data an interaction of contracts/pacts/*.json needs, and answers the values the interaction
 * takes from it (`fromProviderState`). Parameters come from the pact (the market, a category).
 */


/** A phone number each market's contact validator takes. */
const phones: { readonly [M in MarketCode]: string } = {
  RO: "0722123456",
  BG: "0888123456",
  HU: "+36201234567",
  GR: "6912345678"
}

/** A fresh idempotency key (8 to 128 URL-safe characters): one order per state set-up. */
const newKey = (): string => `pact-${crypto.randomUUID()}`

/** An id the market's catalogue does not know (checked with the catalogue's own query). */
const unknownProductId = (market: MarketCode) =>
  Effect.gen(function*() {
    for (let id = 2_000_000_000; id > 1_999_999_000; id -= 97) {
      const found = yield* Effect.result(productById(market, id))
      if (Result.isFailure(found)) return id
    }
    return yield* fail("every probed product id is known")
  })

/** A card order for one unit of the product, delivered to a locker of the market. */
const cardOrderFor = (market: MarketCode, productId: number) =>
  Effect.flatMap(anyLocker(market), (locker) =>
    placeOrder({
      market,
      idempotencyKey: newKey(),
      lines: [{ productId, extraServiceIds: [], accessoryIds: [] }],
      accessoryIds: [],
      contact: { name: "Pact Provider", email: "pact.provider@example.com", phone: phones[market] },
      delivery: { method: "locker", lockerId: locker.id },
      paymentMethod: "card"
    }, null))

/** A card order for one unit of a device in stock. */
const cardOrder = (market: MarketCode) =>
  Effect.gen(function*() {
    const [product] = yield* phonesInStock(market)
    if (product === undefined) return yield* fail(`no smartphone in stock in ${market}`)
    return yield* cardOrderFor(market, product.id)
  })

const orderUnderWay = (market: MarketCode) =>
  Effect.gen(function*() {
    const order = yield* cardOrder(market)
    const step = yield* startPayment(order.id, { userId: null, token: order.orderToken })
    return { order, step }
  })

/** Every unit of a device in stock bought by card orders, so the device is sold out. */
const soldOutDevice = (market: MarketCode) =>
  Effect.gen(function*() {
    const [product] = (yield* phonesInStock(market)).toSorted((a, b) => a.stock - b.stock)
    if (product === undefined) return yield* fail(`no smartphone in stock in ${market}`)
    for (let unit = 0; unit < product.stock; unit++) yield* cardOrderFor(market, product.id)
    return product
  })

/** The provider states the pacts name, by name. */
export const providerStates: ProviderStates = {
  "a device in stock with an extra service and accessories": (params) =>
    Effect.gen(function*() {
      const market = yield* marketOf(params)
      const { product, service, accessory, loose } = yield* deviceWithExtras(market)
      return {
        productId: product.id,
        extraServiceId: service.id,
        accessoryId: accessory.id,
        looseAccessoryId: loose.id,
        idempotencyKey: newKey()
      }
    }),

  "a device that is sold out": (params) =>
    Effect.gen(function*() {
      const market = yield* marketOf(params)
      const product = yield* soldOutDevice(market)
      return { productId: product.id, idempotencyKey: newKey() }
    }),

  "no product with the id": (params) =>
    Effect.gen(function*() {
      const market = yield* marketOf(params)
      return { productId: yield* unknownProductId(market) }
    }),

  "the market has delivery locations": (params) =>
    Effect.gen(function*() {
      const market = yield* marketOf(params)
      if ((yield* counties(market)).length === 0) return yield* fail(`${market} has no counties`)
      return {}
    }),

  "a county with localities": (params) =>
    Effect.gen(function*() {
      const market = yield* marketOf(params)
      for (const county of yield* counties(market)) {
        const found = yield* localities(market, county.id)
        // The contract's example has postal codes: a county whose every locality has one.
        if (found.length > 0 && found.every((l) => l.postalCode !== null)) return { countyId: county.id }
      }
      return yield* fail(`no county of ${market} has localities with postal codes`)
    }),

  "a parcel locker": (params) =>
    Effect.gen(function*() {
      const market = yield* marketOf(params)
      for (const locker of yield* searchLockers(market, {})) {
        // The contract's example has a postal code: a search whose every locker has one.
        const found = yield* searchLockers(market, { search: locker.locality })
        if (found.every((l) => l.postalCode !== null)) return { lockerId: locker.id, lockerSearch: locker.locality }
      }
      return yield* fail(`no parcel locker search of ${market} finds only lockers with postal codes`)
    }),

  // A guest's orders: the states answer the token their placement answered the buyer.
  "an order awaiting card payment": (params) =>
    Effect.gen(function*() {
      const order = yield* cardOrder(yield* marketOf(params))
      return { orderId: order.id, orderToken: order.orderToken }
    }),

  "an order whose card payment is under way": (params) =>
    Effect.gen(function*() {
      const { order } = yield* orderUnderWay(yield* marketOf(params))
      return { orderId: order.id, orderToken: order.orderToken }
    }),

  "an order whose card payment failed": (params) =>
    Effect.gen(function*() {
      const { order, step } = yield* orderUnderWay(yield* marketOf(params))
      const link = parseSandboxLink(step.redirectPath)
      if (link === undefined) return yield* fail(`not a sandbox payment link: ${step.redirectPath}`)
      yield* completeSandboxPayment(link.paymentId, "failed", link.token)
      return { orderId: order.id, orderToken: order.orderToken }
    }),

  // An id no order has, with the token it would have: the 404 is the id's, not a refused token's.
  "no order with the id": () =>
    Effect.gen(function*() {
      const orderId = crypto.randomUUID()
      return { orderId, orderToken: yield* recordToken("order", orderId) }
    }),

  "a device the market buys back": sellDeviceState,

  // The identity, sign-in and remote-cart pacts' states (users, sessions, reset links, saved carts).
  ...accountStates,

  // The forms' and the registration's live human check.
  ...humanCheckStates
}
