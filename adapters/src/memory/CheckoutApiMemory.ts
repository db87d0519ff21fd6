import { Effect, Layer } from "effect"
import type { BackendDataset } from "@shop/core/backend/dataset"
import { counties, localities, searchLockers } from "@shop/core/backend/locations/locationsService"
import { orderWithPayments } from "@shop/core/backend/orders/orderQueries"
import { placeOrderWithTradeIn } from "@shop/core/backend/orders/placeOrderWithTradeIn"
import { paymentStatus, retryPayment, startPayment } from "@shop/core/backend/payments/paymentService"
import type { Reader } from "@shop/core/backend/access/recordAccess"
import type { BackendError } from "@shop/core/errors"
import type { MarketCode } from "@shop/core/markets/market"
import type { PlaceOrderRequest } from "@shop/core/orders/placeOrderRequest"
import { CheckoutApi, type CheckoutOperation } from "@shop/core/ports/CheckoutApi"
import { checkoutApiErrorOf } from "../http/CheckoutApiFetch.ts"
import { memoryBackendLayer, type MemoryBackendPorts, type SeededOrder } from "./backend/memoryBackend.ts"
import { boundaryAnswer } from "./boundaryAnswer.ts"

/** A visitor with no session holding an order's token: what a call with the `Order-Token` header is. */
const guest = (orderToken: string): Reader => ({ userId: null, token: orderToken })

/**
 * The checkout calls answered by core's own services (placeOrderWithTradeIn, the payment service, the order and
 * location queries) over the memory backend, as the web app's route handlers call them for a visitor
 * who is not signed in. Refusals reach the caller as the fetch adapter tells the boundary's answer.
 */
const make = Effect.gen(function*() {
  const backend = yield* Effect.context<MemoryBackendPorts>()
  const call = <A>(operation: CheckoutOperation, program: Effect.Effect<A, BackendError, MemoryBackendPorts>) =>
    program.pipe(
      Effect.provideContext(backend),
      Effect.mapError((failure) => checkoutApiErrorOf(operation)(boundaryAnswer(failure)))
    )
  return CheckoutApi.of({
    placeOrder: Effect.fn("CheckoutApi.placeOrder")(function*(request: PlaceOrderRequest) {
      return yield* call("placeOrder", placeOrderWithTradeIn(request, null))
    }),
    startPayment: Effect.fn("CheckoutApi.startPayment")(function*(orderId: string, orderToken: string) {
      return yield* call("startPayment", startPayment(orderId, guest(orderToken)))
    }),
    retryPayment: Effect.fn("CheckoutApi.retryPayment")(function*(orderId: string, orderToken: string) {
      return yield* call("retryPayment", retryPayment(orderId, guest(orderToken)))
    }),
    paymentStatus: Effect.fn("CheckoutApi.paymentStatus")(function*(orderId: string, orderToken: string) {
      return yield* call("paymentStatus", paymentStatus(orderId, guest(orderToken)))
    }),
    order: Effect.fn("CheckoutApi.order")(function*(orderId: string, orderToken: string) {
      const { order, payments } = yield* call("order", orderWithPayments(orderId, guest(orderToken)))
      return { order, payments }
    }),
    counties: Effect.fn("CheckoutApi.counties")(function*(market: MarketCode) {
      return yield* call("counties", counties(market))
    }),
    localities: Effect.fn("CheckoutApi.localities")(function*(market: MarketCode, countyId: string) {
      return yield* call("localities", localities(market, countyId))
    }),
    lockers: Effect.fn("CheckoutApi.lockers")(function*(market: MarketCode, search?: string) {
      const query = search === undefined || search.trim() === "" ? {} : { search: search.trim() }
      return yield* call("lockers", searchLockers(market, query))
    })
  })
})

/** The checkout calls answered from memory: a fresh backend over `dataset`, holding `orders`, at each build. */
export const CheckoutApiMemory = {
  layer: (dataset: BackendDataset, orders: ReadonlyArray<SeededOrder> = []): Layer.Layer<CheckoutApi> =>
    Layer.effect(CheckoutApi, make).pipe(Layer.provide(memoryBackendLayer(dataset, orders)))
}
