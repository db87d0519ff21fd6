import { Clock, Effect, Option } from "effect"
import { AccessoryTypes } from "../../cart/accessory.ts"
import type { CartState } from "../../cart/cartState.ts"
import { validateLimits } from "../../cart/limits.ts"
import { enforceWrappingTax } from "../../cart/wrappingTax.ts"
import type { ShippingRates } from "../../catalog/catalogTypes.ts"
import {
  CartLimitsExceeded,
  IdempotencyConflict,
  InvalidRequest,
  notFound,
  NotFound,
  PaymentMethodUnavailable,
  ProductOutOfStock,
  RepositoryError,
  ValidationFailed
} from "../../errors.ts"
import { CatalogRepository } from "../ports/CatalogRepository.ts"
import { LocationsRepository } from "../ports/LocationsRepository.ts"
import { expireUnpaidOrders } from "../payments/expiry.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { PhoneNumbers } from "../../ports/PhoneNumbers.ts"
import type { SecretTokens } from "../ports/SecretTokens.ts"
import { recordToken } from "../access/recordAccess.ts"
import { requestFingerprint } from "../../orders/fingerprint.ts"
import { orderFieldErrors } from "../../orders/orderValidation.ts"
import type { OrderContact, OrderDelivery, OrderReceipt, OrderTotals, PricedAccessory, PricedLine, PricedOrder } from "../../orders/orderTypes.ts"
import { orderTotals } from "../../orders/orderTotals.ts"
import { offersPaymentMethod } from "../../orders/paymentMethods.ts"
import type { PlaceOrderRequest } from "../../orders/placeOrderRequest.ts"
import { buildServerCart, type ServerLine } from "./serverCart.ts"

export type PlaceOrderError =
  | InvalidRequest
  | NotFound
  | ValidationFailed
  | PaymentMethodUnavailable
  | CartLimitsExceeded
  | ProductOutOfStock
  | IdempotencyConflict
  | RepositoryError

const invalid = (message: string) => Effect.fail(new InvalidRequest({ message }))

/** Each line's rows from the repository; ids the product does not offer (or offers inactive) are refused. */
const serverLines = (request: PlaceOrderRequest) =>
  Effect.gen(function*() {
    const repo = yield* CatalogRepository
    const market = request.market
    const productIds = [...new Set(request.lines.map((l) => l.productId))]
    const [products, accessories, services, loose] = yield* Effect.all([
      repo.productsByIds(market, productIds),
      repo.accessories(market, productIds),
      repo.extraServices(market, productIds),
      repo.accessoriesByIds(market, request.accessoryIds)
    ], { concurrency: "unbounded" })
    const lines: Array<ServerLine> = []
    for (const [index, line] of request.lines.entries()) {
      const product = products.find((p) => p.id === line.productId)
      if (product === undefined) return yield* Effect.fail(notFound("product", line.productId))
      const offeredServices = (services.find((s) => s.productId === product.id)?.services ?? []).filter((s) => s.isActive)
      const offeredAccessories = (accessories.find((a) => a.productId === product.id)?.accessories ?? []).filter((a) => a.isActive)
      const serviceIds = [...new Set(line.extraServiceIds)]
      const chosenServices = offeredServices.filter((s) => serviceIds.includes(s.id))
      if (chosenServices.length !== serviceIds.length) return yield* invalid(`line ${index}: an extra service is not offered with product ${product.id}`)
      if (new Set(chosenServices.map((s) => s.type)).size !== chosenServices.length) return yield* invalid(`line ${index}: at most one extra service per type`)
      const accessoryIds = [...new Set([...line.accessoryIds, ...(line.batteryId === undefined ? [] : [line.batteryId])])]
      const chosenAccessories = offeredAccessories.filter((a) => accessoryIds.includes(a.id))
      if (chosenAccessories.length !== accessoryIds.length) return yield* invalid(`line ${index}: an accessory is not offered with product ${product.id}`)
      const battery = line.batteryId === undefined ? undefined : chosenAccessories.find((a) => a.id === line.batteryId)
      if (battery !== undefined && battery.type !== AccessoryTypes.battery) return yield* invalid(`line ${index}: accessory ${battery.id} is not a battery`)
      if (chosenAccessories.filter((a) => a.type === AccessoryTypes.battery).length > 1) return yield* invalid(`line ${index}: at most one new battery`)
      lines.push({ product, offeredServices, chosenServices, offeredAccessories, chosenAccessories })
    }
    const looseIds = [...new Set(request.accessoryIds)]
    const looseActive = loose.filter((a) => a.isActive)
    if (looseActive.length !== looseIds.length) return yield* invalid("a loose accessory is unknown or no longer sold")
    if (looseActive.some((a) => a.type === AccessoryTypes.battery)) return yield* invalid("a battery is sold with its device only")
    return { lines, loose: looseActive }
  })

const pricedAccessory = (a: { readonly id: number; readonly name: string; readonly type: string; readonly price: number }): PricedAccessory => ({
  id: a.id,
  name: a.name,
  type: a.type,
  price: a.price
})

/** Order lines and totals from the server cart (after the wrapping-tax rule). */
const pricing = (
  cart: CartState,
  lines: ReadonlyArray<ServerLine>,
  rates: ShippingRates,
  request: PlaceOrderRequest
): { readonly lines: ReadonlyArray<PricedLine>; readonly loose: ReadonlyArray<PricedAccessory>; readonly totals: OrderTotals } => {
  const priced = cart.phoneCart.map((item, index): PricedLine => ({
    productId: item.productId,
    title: item.naming.title,
    unitPrice: item.buy_price,
    extraServices: (lines[index]?.chosenServices ?? []).map((s) => ({ id: s.id, type: s.type, key: s.key, price: s.price })),
    accessories: item.deviceAccessories.map(pricedAccessory)
  }))
  return {
    lines: priced,
    loose: cart.accessoryCart.map(pricedAccessory),
    totals: orderTotals(cart, rates, request.delivery.method, request.paymentMethod)
  }
}

/** The contact an order stores: the request's, trimmed. */
export const orderContact = (request: PlaceOrderRequest): OrderContact => ({
  name: request.contact.name.trim(),
  email: request.contact.email.trim(),
  phone: request.contact.phone.trim()
})

/** The delivery an order stores: the request's, trimmed, with empty optional parts as null. */
export const orderDelivery = (request: PlaceOrderRequest): OrderDelivery =>
  request.delivery.method === "locker"
    ? { method: "locker", lockerId: request.delivery.lockerId.trim() }
    : {
      method: "courier",
      address: {
        county: request.delivery.address.county.trim(),
        locality: request.delivery.address.locality.trim(),
        street: request.delivery.address.street.trim(),
        number: request.delivery.address.number.trim(),
        postalCode: request.delivery.address.postalCode?.trim() || null,
        details: request.delivery.address.details?.trim() || null
      }
    }

/**
 * Places an order from a decoded request for `owner` (the user id of the request's session, never
 * the body's; null for a guest). Every amount comes from the repository; the client only names ids.
 * Checks, in order: payment method offered in the market, contact and delivery fields (core
 * validators), the locker exists, products known in the market, services and accessories offered and
 * active, cart limits (core validateLimits, after the core wrapping-tax rule). Stock is checked and
 * taken by OrderRepository.placeOrder in one transaction, which stores the owner with the order and
 * answers a repeated idempotency key with the first order. Just before, unpaid orders past their
 * time are cancelled (payments/expiry.ts, its own transaction), so the units they held can be sold
 * again.
 *
 * A repeated key keeps the stored order's owner. A guest's order is answered (with its token) to
 * whoever repeats its key and request: the random key and the whole request are the guest's, and
 * signing in since attaches nothing. An account's order is answered only to that account's session;
 * anyone else's replay is refused as a key used for another request (IdempotencyConflict), so it
 * learns nothing of the order beyond what it sent.
 */
export const placeOrder = Effect.fn("Orders.placeOrder")(function*(
  request: PlaceOrderRequest,
  owner: string | null
): Effect.fn.Return<OrderReceipt, PlaceOrderError, CatalogRepository | OrderRepository | LocationsRepository | SecretTokens | PhoneNumbers> {
  const market = request.market
  if (request.lines.length === 0 && request.accessoryIds.length === 0) return yield* invalid("the order is empty")
  if (!offersPaymentMethod(market, request.paymentMethod)) {
    return yield* Effect.fail(new PaymentMethodUnavailable({ method: request.paymentMethod, message: `${request.paymentMethod} is not offered in ${market}` }))
  }
  const placedAt = yield* Clock.currentTimeMillis
  const fields = { ...orderFieldErrors(yield* PhoneNumbers, request, placedAt) }
  if (request.delivery.method === "locker" && fields["delivery.lockerId"] === undefined) {
    const locations = yield* LocationsRepository
    const locker = yield* locations.lockerById(market, request.delivery.lockerId.trim())
    if (Option.isNone(locker)) fields["delivery.lockerId"] = "locker-required"
  }
  if (Object.keys(fields).length > 0) {
    return yield* Effect.fail(new ValidationFailed({ fields, message: "some fields are not valid" }))
  }
  const { lines, loose } = yield* serverLines(request)
  const cart = enforceWrappingTax(buildServerCart(market, lines, loose, placedAt))
  const catalog = yield* CatalogRepository
  const [limits, rates] = yield* Effect.all([catalog.cartLimitations(market), catalog.shippingRates(market)])
  const verdict = validateLimits(cart, limits)
  if (verdict._tag !== "Valid") {
    return yield* Effect.fail(new CartLimitsExceeded({
      rule: verdict._tag,
      count: verdict.count,
      max: verdict.max,
      modelName: verdict._tag === "TooManyLimitedItems" ? verdict.modelName : null,
      storage: verdict._tag === "TooManyLimitedItems" ? verdict.storage : null,
      message: verdict._tag === "TooManyItems"
        ? `at most ${verdict.max} devices per order`
        : `at most ${verdict.max} of ${verdict.modelName} ${verdict.storage} per order`
    }))
  }
  const priced = pricing(cart, lines, rates, request)
  const order: PricedOrder = {
    market,
    lines: priced.lines,
    looseAccessories: priced.loose,
    contact: orderContact(request),
    delivery: orderDelivery(request),
    paymentMethod: request.paymentMethod,
    totals: priced.totals,
    fingerprint: requestFingerprint(request),
    placedAt
  }
  yield* expireUnpaidOrders
  const orders = yield* OrderRepository
  const placed = yield* orders.placeOrder(order, request.idempotencyKey, owner)
  const storedOwner = Option.getOrNull(yield* orders.ownerOfOrder(placed.id))
  if (storedOwner !== null && storedOwner !== owner) {
    return yield* Effect.fail(new IdempotencyConflict({ idempotencyKey: request.idempotencyKey, message: "the key was used for another order" }))
  }
  return { ...placed, orderToken: yield* recordToken("order", placed.id) }
})
