import { Clock, Effect, Layer, Ref, Result } from "effect"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import {
  type BackendError,
  IdempotencyConflict,
  IllegalTransition,
  InvalidRequest,
  notFound,
  PaymentMethodUnavailable,
  productOutOfStock,
  ValidationFailed
} from "@shop/core/errors"
import { httpErrorOf } from "@shop/core/backend/httpError"
import type { County, Locality, ParcelLocker } from "@shop/core/locations/locationTypes"
import { requestFingerprint } from "@shop/core/orders/fingerprint"
import { orderFieldErrors } from "@shop/core/orders/orderValidation"
import type { Order, PricedAccessory, PricedLine, PricedService } from "@shop/core/orders/orderTypes"
import { offersPaymentMethod, usesGateway } from "@shop/core/orders/paymentMethods"
import { pricedTotals } from "@shop/core/orders/orderTotals"
import { orderContact, orderDelivery } from "@shop/core/backend/orders/placeOrder"
import type { PlaceOrderRequest } from "@shop/core/orders/placeOrderRequest"
import { applyPaymentEvent } from "@shop/core/backend/payments/paymentMachine"
import { paymentPagePath, type PaymentStep } from "@shop/core/payments/paymentPages"
import { sandboxPaymentPath } from "@shop/core/backend/payments/sandboxLink"
import type { PaymentEvent } from "@shop/core/payments/paymentState"
import { isPublicId } from "@shop/core/backend/ports/PublicId"
import type { MarketCode } from "@shop/core/markets/market"
import { CheckoutApi, CheckoutApiError, type CheckoutOperation, type OrderWithPayments } from "@shop/core/ports/CheckoutApi"
import { libphonenumberPlan } from "../phone/PhoneNumbersLibphonenumber.ts"

/** A product the in-memory backend sells (one catalogue for every market), with what goes with it. */
export interface CheckoutMemoryProduct {
  readonly id: number
  readonly title: string
  readonly price: number
  readonly stock: number
  readonly extraServices: ReadonlyArray<PricedService>
  readonly accessories: ReadonlyArray<PricedAccessory>
}

export interface CheckoutApiMemorySeed {
  readonly products: ReadonlyArray<CheckoutMemoryProduct>
  readonly looseAccessories: ReadonlyArray<PricedAccessory>
  readonly shippingRates: ShippingRates
  readonly counties: { readonly [M in MarketCode]?: ReadonlyArray<County> }
  readonly localities: { readonly [M in MarketCode]?: ReadonlyArray<Locality> }
  readonly lockers: { readonly [M in MarketCode]?: ReadonlyArray<ParcelLocker> }
  /** Orders the backend already holds (e.g. one whose payment failed, to retry), with the token that opens each. */
  readonly orders: ReadonlyArray<OrderWithPayments & { readonly orderToken: string }>
}

export const emptyCheckoutSeed: CheckoutApiMemorySeed = {
  products: [],
  looseAccessories: [],
  shippingRates: { courier: 0, locker: 0, cashOnDeliveryFee: 0, freeShippingFrom: null },
  counties: {},
  localities: {},
  lockers: {},
  orders: []
}

interface State {
  readonly orders: ReadonlyArray<OrderWithPayments>
  /** Order id -> the token its calls need (the double's stand-in for core's signed token). */
  readonly tokens: ReadonlyMap<string, string>
  readonly sold: ReadonlyMap<number, number>
  readonly counter: number
}

/** A refusal as the web backend answers it: core's failure, through core's HTTP mapping (httpError.ts). */
const refuse = (operation: CheckoutOperation, failure: BackendError) => {
  const { status, body } = httpErrorOf(failure)
  return Effect.fail(new CheckoutApiError({
    operation,
    reason: "Status",
    status,
    error: body.error,
    message: body.message,
    ...(body.fields === undefined ? {} : { fields: body.fields }),
    ...(body.key === undefined ? {} : { key: body.key }),
    ...(body.productId === undefined ? {} : { productId: body.productId })
  }))
}

const invalid = (message: string) => new InvalidRequest({ message })

/** Ids as the PostgreSQL adapter makes them (UUIDs), but counted, so tests are deterministic. */
const uuidOf = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, "0")}`

/**
 * The checkout calls answered from memory, for tests and the contract suite. It is a test double,
 * not a second backend: the rules it needs (field validation, payment methods per market, shipping,
 * the payment state machine and its pages, request fingerprints, the order totals) are core's, called
 * as the real services call them; it takes its prices from its seed and keeps orders in a Ref.
 */
const make = (seed: CheckoutApiMemorySeed) =>
  Effect.gen(function*() {
    const state = yield* Ref.make<State>({
      orders: seed.orders.map(({ order, payments }) => ({ order, payments })),
      tokens: new Map(seed.orders.map((o) => [o.order.id, o.orderToken])),
      sold: new Map(),
      counter: seed.orders.length
    })
    const lockersOf = (market: MarketCode) => seed.lockers[market] ?? []

    const nextId = Ref.modify(state, (s): readonly [string, State] => [uuidOf(s.counter + 1), { ...s, counter: s.counter + 1 }])

    /** The order for the holder of its token; anyone else is told it does not exist, as the backend does. */
    const findOrder = (operation: CheckoutOperation, orderId: string, orderToken: string) =>
      Effect.flatMap(Ref.get(state), (s) => {
        const found = isPublicId(orderId) ? s.orders.find((o) => o.order.id === orderId) : undefined
        return found === undefined || s.tokens.get(orderId) !== orderToken
          ? refuse(operation, notFound("order", orderId))
          : Effect.succeed(found)
      })

    const save = (entry: OrderWithPayments) =>
      Ref.update(state, (s) => ({ ...s, orders: s.orders.map((o) => (o.order.id === entry.order.id ? entry : o)) }))

    const step = (order: Order, orderToken: string, redirectPath: string = paymentPagePath(order, orderToken)): PaymentStep => ({
      orderId: order.id,
      market: order.market,
      paymentState: order.paymentState,
      redirectPath,
      pagePath: paymentPagePath(order, orderToken)
    })

    const gatewayPage = (order: Order) => sandboxPaymentPath(order.currentPaymentId ?? "", "memory-token")

    /** start and retry: an order already processing answers its pending payment again. */
    const toGateway = (operation: "startPayment" | "retryPayment", orderId: string, orderToken: string) =>
      Effect.gen(function*() {
        const { order, payments } = yield* findOrder(operation, orderId, orderToken)
        if (order.paymentState === "processing" && order.currentPaymentId !== null && usesGateway(order.paymentMethod)) {
          return step(order, orderToken, gatewayPage(order))
        }
        const next = applyPaymentEvent(order.paymentState, operation === "startPayment" ? "start" : "retry")
        if (!usesGateway(order.paymentMethod) || Result.isFailure(next)) {
          return yield* refuse(operation, new IllegalTransition({
            orderId,
            from: order.paymentState,
            to: "processing",
            message: `cannot move a payment that is ${order.paymentState}`
          }))
        }
        const paymentId = yield* nextId
        const at = yield* Clock.currentTimeMillis
        const moved: Order = { ...order, paymentState: next.success, currentPaymentId: paymentId }
        const event: PaymentEvent = { orderId, from: order.paymentState, to: next.success, at, paymentId }
        yield* save({ order: moved, payments: [...payments, event] })
        return step(moved, orderToken, gatewayPage(moved))
      })

    const linesOf = (request: PlaceOrderRequest) =>
      Effect.gen(function*() {
        const lines: Array<PricedLine> = []
        for (const [index, line] of request.lines.entries()) {
          const product = seed.products.find((p) => p.id === line.productId)
          if (product === undefined) return yield* refuse("placeOrder", notFound("product", line.productId))
          const services = product.extraServices.filter((s) => line.extraServiceIds.includes(s.id))
          const accessoryIds = [...line.accessoryIds, ...(line.batteryId === undefined ? [] : [line.batteryId])]
          const accessories = product.accessories.filter((a) => accessoryIds.includes(a.id))
          if (services.length !== new Set(line.extraServiceIds).size || accessories.length !== new Set(accessoryIds).size) {
            return yield* refuse("placeOrder", invalid(`line ${index}: a service or accessory is not offered`))
          }
          lines.push({ productId: product.id, title: product.title, unitPrice: product.price, extraServices: services, accessories })
        }
        const loose = seed.looseAccessories.filter((a) => request.accessoryIds.includes(a.id))
        if (loose.length !== new Set(request.accessoryIds).size) {
          return yield* refuse("placeOrder", invalid("a loose accessory is unknown"))
        }
        return { lines, loose }
      })

    const placeOrder = Effect.fn("CheckoutApi.placeOrder")(function*(request: PlaceOrderRequest) {
      const fingerprint = requestFingerprint(request)
      const before = yield* Ref.get(state)
      const replay = before.orders.find((o) => o.order.idempotencyKey === request.idempotencyKey)
      if (replay !== undefined) {
        return replay.order.fingerprint === fingerprint && replay.order.market === request.market
          ? { ...replay.order, orderToken: before.tokens.get(replay.order.id) ?? "" }
          : yield* refuse("placeOrder", new IdempotencyConflict({
            idempotencyKey: request.idempotencyKey,
            message: "the idempotency key was used for another order"
          }))
      }
      if (request.lines.length === 0 && request.accessoryIds.length === 0) {
        return yield* refuse("placeOrder", invalid("the order is empty"))
      }
      if (!offersPaymentMethod(request.market, request.paymentMethod)) {
        return yield* refuse("placeOrder", new PaymentMethodUnavailable({
          method: request.paymentMethod,
          message: `${request.paymentMethod} is not offered in ${request.market}`
        }))
      }
      const placedAt = yield* Clock.currentTimeMillis
      // The real numbering plan: the fake answers what the shop's server answers.
      const fields = { ...orderFieldErrors(libphonenumberPlan, request, placedAt) }
      const delivery = request.delivery
      if (
        delivery.method === "locker" && fields["delivery.lockerId"] === undefined &&
        !lockersOf(request.market).some((l) => l.id === delivery.lockerId.trim())
      ) {
        fields["delivery.lockerId"] = "locker-required"
      }
      if (Object.keys(fields).length > 0) {
        return yield* refuse("placeOrder", new ValidationFailed({ fields, message: "some fields are not valid" }))
      }
      const { lines, loose } = yield* linesOf(request)
      for (const product of seed.products) {
        const wanted = lines.filter((l) => l.productId === product.id).length
        const available = product.stock - (before.sold.get(product.id) ?? 0)
        if (wanted > 0 && wanted > available) {
          return yield* refuse("placeOrder", productOutOfStock(product.id, wanted, available))
        }
      }
      const order: Order = {
        id: yield* nextId,
        idempotencyKey: request.idempotencyKey,
        market: request.market,
        lines,
        looseAccessories: loose,
        contact: orderContact(request),
        delivery: orderDelivery(request),
        paymentMethod: request.paymentMethod,
        totals: pricedTotals(lines, loose, seed.shippingRates, request.delivery.method, request.paymentMethod),
        fingerprint,
        placedAt,
        paymentState: "created",
        currentPaymentId: null
      }
      const orderToken = `memory-order-token-${order.id}`
      yield* Ref.update(state, (s) => {
        const sold = new Map(s.sold)
        for (const line of lines) sold.set(line.productId, (sold.get(line.productId) ?? 0) + 1)
        return { ...s, sold, orders: [...s.orders, { order, payments: [] }], tokens: new Map(s.tokens).set(order.id, orderToken) }
      })
      return { ...order, orderToken }
    })

    return CheckoutApi.of({
      placeOrder,
      startPayment: Effect.fn("CheckoutApi.startPayment")(function*(orderId: string, orderToken: string) {
        const { order } = yield* findOrder("startPayment", orderId, orderToken)
        return usesGateway(order.paymentMethod) ? yield* toGateway("startPayment", orderId, orderToken) : step(order, orderToken)
      }),
      retryPayment: (orderId: string, orderToken: string) => toGateway("retryPayment", orderId, orderToken),
      paymentStatus: (orderId: string, orderToken: string) =>
        Effect.map(findOrder("paymentStatus", orderId, orderToken), ({ order }) => step(order, orderToken)),
      order: (orderId: string, orderToken: string) => findOrder("order", orderId, orderToken),
      counties: (market: MarketCode) => Effect.succeed(seed.counties[market] ?? []),
      localities: (market: MarketCode, countyId: string) =>
        Effect.succeed((seed.localities[market] ?? []).filter((l) => l.countyId === countyId)),
      lockers: (market: MarketCode, search?: string) => {
        const words = search?.trim().toLowerCase() ?? ""
        return Effect.succeed(
          lockersOf(market).filter((l) =>
            words === "" || [l.name, l.address, l.locality].some((text) => text.toLowerCase().includes(words))
          )
        )
      }
    })
  })

/** The checkout calls answered from memory. */
export const CheckoutApiMemory = {
  layer: Layer.effect(CheckoutApi)(make(emptyCheckoutSeed)),
  layerSeeded: (seed: CheckoutApiMemorySeed) => Layer.effect(CheckoutApi)(make(seed))
}
