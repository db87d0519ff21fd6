import { Clock, Effect, Option, Schema } from "effect"
import { isActiveAfterSales } from "../../account/afterSales.ts"
import { deviceInsurances, hasInsurances, type DeviceInsurance } from "../../account/insurances.ts"
import {
  canSendIn,
  coverageStart,
  deviceWarranty,
  isClaimAddress,
  isCoveredOrder,
  isProblemDescription,
  type DeviceWarranty
} from "../../account/warranties.ts"
import type { WarrantyReturnsSettings } from "../../account/warrantyReturnsSettings.ts"
import { localDateIn } from "../../markets/localDate.ts"
import type { MarketCode } from "../../markets/market.ts"
import { notFound, ValidationFailed, type NotFound, type RepositoryError } from "../../errors.ts"
import type { Order } from "../../orders/orderTypes.ts"
import { CatalogRepository } from "../ports/CatalogRepository.ts"
import { OrderRepository } from "../ports/OrderRepository.ts"
import { isPickupDay } from "../../sell/pickupDate.ts"
import { myPurchase, myPurchases } from "./accountArea.ts"
import { AccountAreaRepository } from "./ports.ts"
import { WarrantyClaimRepository, type StoredWarrantyClaim } from "./warrantyPorts.ts"

/**
 * My warranties, send-in-warranty and my insurances (issue 6) for a signed-in user (the caller took
 * `userId` from the session): one warranty per device line of the user's covered orders of the market
 * (core account/warranties.ts), the send-in requests, and (RO) the insurances.
 */

export interface WarrantyEntry {
  readonly order: Order
  readonly line: number
  readonly title: string
  readonly deliveredAt: number | null
  readonly warranty: DeviceWarranty
  readonly openClaim: StoredWarrantyClaim | null
  readonly canSendIn: boolean
}

export interface InsuranceEntry {
  readonly order: Order
  readonly line: number
  readonly title: string
  readonly insurance: DeviceInsurance
}

type WarrantyPorts = AccountAreaRepository | OrderRepository | CatalogRepository | WarrantyClaimRepository

const entriesOf = (
  order: Order,
  claims: ReadonlyArray<StoredWarrantyClaim>,
  settings: WarrantyReturnsSettings,
  now: number
) =>
  Effect.gen(function*() {
    const delivered = Option.getOrNull(yield* (yield* AccountAreaRepository).deliveredAt(order.id))
    if (!isCoveredOrder(order, delivered)) return []
    const startsAt = coverageStart(order.placedAt, delivered)
    return order.lines.map((line, index): WarrantyEntry => {
      const warranty = deviceWarranty(order.market, line.extraServices, startsAt, now, settings)
      const openClaim = claims.find((claim) => claim.orderId === order.id && claim.line === index && isActiveAfterSales(claim.status)) ?? null
      return { order, line: index, title: line.title, deliveredAt: delivered, warranty, openClaim, canSendIn: canSendIn(warranty, openClaim !== null) }
    })
  })

/** Every device of the user's covered orders in the market with its warranty, newest order first, lines in order. */
export const myWarranties = Effect.fn("Account.myWarranties")(function*(
  userId: string,
  market: MarketCode
): Effect.fn.Return<ReadonlyArray<WarrantyEntry>, RepositoryError, WarrantyPorts> {
  const orders = yield* myPurchases(userId, market)
  const claims = yield* (yield* WarrantyClaimRepository).claimsOf(userId)
  const settings = yield* (yield* CatalogRepository).warrantySettings(market)
  const now = yield* Clock.currentTimeMillis
  const entries = yield* Effect.forEach(orders, (order) => entriesOf(order, claims, settings, now))
  return entries.flat()
})

/** The devices of one of the user's orders with their warranties (empty when it is not covered); NotFound otherwise. */
export const myOrderWarranties = Effect.fn("Account.myOrderWarranties")(function*(
  userId: string,
  market: MarketCode,
  orderId: string
): Effect.fn.Return<{ readonly order: Order; readonly entries: ReadonlyArray<WarrantyEntry> }, NotFound | RepositoryError, WarrantyPorts> {
  const order = yield* myPurchase(userId, market, orderId)
  const claims = yield* (yield* WarrantyClaimRepository).claimsOf(userId)
  const settings = yield* (yield* CatalogRepository).warrantySettings(market)
  const now = yield* Clock.currentTimeMillis
  return { order, entries: yield* entriesOf(order, claims, settings, now) }
})

/** The user's send-in requests for orders of the market, newest first, each with its order. */
export const myWarrantyClaims = Effect.fn("Account.myWarrantyClaims")(function*(
  userId: string,
  market: MarketCode
): Effect.fn.Return<ReadonlyArray<StoredWarrantyClaim & { readonly order: Order }>, RepositoryError, AccountAreaRepository | OrderRepository | WarrantyClaimRepository> {
  const orders = yield* myPurchases(userId, market)
  const byId = new Map(orders.map((order) => [order.id, order]))
  const claims = yield* (yield* WarrantyClaimRepository).claimsOf(userId)
  return claims.flatMap((claim) => {
    const order = byId.get(claim.orderId)
    return order === undefined ? [] : [{ ...claim, order }]
  })
})

/**
 * The insurances of the user's covered orders (RO only: NotFound in a market without insurances,
 * like its missing route), newest order first.
 */
export const myInsurances = Effect.fn("Account.myInsurances")(function*(
  userId: string,
  market: MarketCode
): Effect.fn.Return<ReadonlyArray<InsuranceEntry>, NotFound | RepositoryError, AccountAreaRepository | OrderRepository> {
  if (!hasInsurances(market)) return yield* Effect.fail(notFound("insurances", market))
  const orders = yield* myPurchases(userId, market)
  const repo = yield* AccountAreaRepository
  const now = yield* Clock.currentTimeMillis
  const entries = yield* Effect.forEach(orders, (order) =>
    Effect.map(repo.deliveredAt(order.id), (at) => {
      const delivered = Option.getOrNull(at)
      if (!isCoveredOrder(order, delivered)) return []
      const startsAt = coverageStart(order.placedAt, delivered)
      return order.lines.flatMap((line, index) =>
        deviceInsurances(order.market, line.extraServices, startsAt, now).map((insurance): InsuranceEntry => ({ order, line: index, title: line.title, insurance })))
    }))
  return entries.flat()
})

export const WarrantyClaimRequest = Schema.Struct({
  line: Schema.Int,
  problem: Schema.String,
  courierAddress: Schema.String,
  pickupDate: Schema.String
})
export type WarrantyClaimRequest = typeof WarrantyClaimRequest.Type

/**
 * Stores a send-in request for one device line of one of the user's orders: the line's warranty is
 * active and the line has no open request (field `line`), a problem description of 10 to 1000
 * characters (`problem`), a courier address (`courierAddress`) and a pickup day of the market, the
 * returns' and the sell funnel's rule (`pickupDate`). NotFound for an order that is not the user's;
 * nothing is written on any failure.
 */
export const submitWarrantyClaim = Effect.fn("Account.submitWarrantyClaim")(function*(
  userId: string,
  market: MarketCode,
  orderId: string,
  request: WarrantyClaimRequest
): Effect.fn.Return<StoredWarrantyClaim, NotFound | ValidationFailed | RepositoryError, WarrantyPorts> {
  const { order, entries } = yield* myOrderWarranties(userId, market, orderId)
  const now = yield* Clock.currentTimeMillis
  const fields: Record<string, string> = {}
  const entry = entries.find((candidate) => candidate.line === request.line)
  if (entry === undefined) fields["line"] = "required-field"
  else if (entry.openClaim !== null) fields["line"] = "warranty-claim-open"
  else if (!entry.canSendIn) fields["line"] = "warranty-expired"
  if (!isProblemDescription(request.problem)) fields["problem"] = "required-field"
  if (!isClaimAddress(request.courierAddress)) fields["courierAddress"] = "required-field"
  if (!isPickupDay(request.pickupDate, localDateIn(market, now))) fields["pickupDate"] = "pickup-date-required"
  const invalid = () => new ValidationFailed({ fields, message: "the send-in-warranty request is not valid" })
  if (Object.keys(fields).length > 0) return yield* Effect.fail(invalid())
  const saved = yield* (yield* WarrantyClaimRepository).saveClaim({
    orderId: order.id,
    userId,
    line: request.line,
    problem: request.problem.trim(),
    courierAddress: request.courierAddress.trim(),
    pickupDate: request.pickupDate,
    createdAt: now
  })
  if (Option.isNone(saved)) {
    fields["line"] = "warranty-claim-open"
    return yield* Effect.fail(invalid())
  }
  return saved.value
})
