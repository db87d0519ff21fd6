import { Clock, Effect, Option, Result, Schema } from "effect"
import { toMinor } from "../../cart/money.ts"
import { choiceById } from "../../sell/choices.ts"
import { flagsFor } from "../../sell/condition.ts"
import type { DeliveryDetails } from "../../sell/delivery.ts"
import { FunnelItem } from "../../sell/funnelState.ts"
import { chosenOption, type Offer } from "../../sell/offer.ts"
import { buildSellOrderPayload, SellOrderPayload, type SellOrderProduct } from "../../sell/sellOrder.ts"
import type { AnswerStepId } from "../../sell/steps.ts"
import { localDateIn } from "../../markets/localDate.ts"
import { PhoneNumbers, type PhoneNumberPlan } from "../../ports/PhoneNumbers.ts"
import {
  DeviceNotAccepted,
  type IdempotencyConflict,
  InvalidRequest,
  OfferChanged,
  type RepositoryError,
  ValidationFailed
} from "../../errors.ts"
import { recordToken } from "../access/recordAccess.ts"
import { LocationsRepository } from "../ports/LocationsRepository.ts"
import type { SecretTokens } from "../ports/SecretTokens.ts"
import { SellCatalogRepository } from "../ports/SellCatalogRepository.ts"
import { SellOrderRepository } from "../ports/SellOrderRepository.ts"
import { isPickupDay } from "../../sell/pickupDate.ts"
import { quoteOffers } from "./quoteService.ts"
import { sellOrderIdempotency } from "./sellOrderIdempotency.ts"
import { sellOrderFieldErrors } from "./sellOrderValidation.ts"
import { publicPayload, type SellOrderReceipt, type StoredSellOrder } from "../../sell/sellTypes.ts"

export type SubmitSellOrderError =
  | InvalidRequest
  | ValidationFailed
  | DeviceNotAccepted
  | OfferChanged
  | IdempotencyConflict
  | RepositoryError

/** The funnel item a payload product describes; its flat answer list is split back per step. */
const funnelItemOf = (product: SellOrderProduct, index: number): Result.Result<FunnelItem, InvalidRequest> => {
  if (product.item_index !== index) {
    return Result.fail(new InvalidRequest({ message: `product ${index} has item_index ${product.item_index}` }))
  }
  const answers: Partial<Record<AnswerStepId, Array<number>>> = {}
  for (const id of product.answers) {
    const choice = choiceById(id)
    if (choice === undefined) return Result.fail(new InvalidRequest({ message: `unknown answer ${id} on product ${index}` }))
    answers[choice.step] = [...(answers[choice.step] ?? []), id]
  }
  const { colour, storage, material, size, connectivity, cpu, ram, provider, gpu } = product
  const config = Object.fromEntries(
    Object.entries({ colour, storage, material, size, connectivity, cpu, ram, provider, gpu }).filter(
      ([, value]) => value !== undefined && value !== null
    )
  )
  const item = Schema.decodeUnknownResult(FunnelItem)({
    category: product.category,
    brand: product.brand,
    model: { id: product.model, name: product.modelName },
    config,
    answers,
    offer: product.isInstantSell ? 2 : 1
  })
  return Result.mapError(item, (issue) => new InvalidRequest({ message: `product ${index}: ${issue.message}` }))
}

const sameAmount = (a: number, b: number): boolean => toMinor(a) === toMinor(b)

/** Devices whose figures differ from the offer computed now. */
const changedItems = (payload: SellOrderPayload, offers: ReadonlyArray<Offer>): ReadonlyArray<number> =>
  payload.products.flatMap((product, index) => {
    const offer = offers.find((o) => o.item_index === index)
    const option = offer === undefined ? undefined : chosenOption(offer, product.isInstantSell ? 2 : 1)
    const same = option !== undefined &&
      sameAmount(option.value, product.offerWithoutVoucher) &&
      sameAmount(option.voucher_value, product.voucherValue) &&
      sameAmount(option.total_value, product.offerWithVoucher)
    return same ? [] : [index]
  })

const deliveryOf = (payload: SellOrderPayload): DeliveryDetails | undefined =>
  payload.pickupDetailsCourier !== null
    ? { deliveryMethod: { name: "courier" }, address: payload.pickupDetailsCourier }
    : payload.pickupDetailsLocker !== null
    ? { deliveryMethod: { name: "easybox" }, locker: payload.pickupDetailsLocker }
    : undefined

/**
 * Every field rule of the sell order: the core validators (sellOrderFieldErrors, with "today" the
 * market's calendar day) and the courier pickup day rule (pickupDate.ts: a working day within the
 * pickup window).
 */
const fieldErrors = (phones: PhoneNumberPlan, payload: SellOrderPayload, now: number, lockerExists: boolean | null) => {
  const today = localDateIn(payload.countryCode, now)
  const fields = sellOrderFieldErrors(phones, payload, today, lockerExists)
  const courier = payload.pickupDetailsCourier
  const dateField = "pickupDetailsCourier.pickupDate"
  if (courier !== null && fields[dateField] === undefined && !isPickupDay(courier.pickupDate.trim(), today)) {
    fields[dateField] = "pickup-date-required"
  }
  return fields
}

/**
 * The seller's answer: the sale without its account id, and the token that opens a guest's sale
 * (access/recordAccess.ts). The payload's `serviceDbUserId` is in the idempotency fingerprint, so a
 * repeated key answers only the account (or the guest) that submitted it; anyone else's is a conflict.
 */
const receiptOf = (saved: StoredSellOrder) =>
  Effect.map(recordToken("sell-order", saved.sellOrderId), (sellOrderToken): SellOrderReceipt => ({
    sellOrderId: saved.sellOrderId,
    payload: publicPayload(saved.payload),
    sellOrderToken
  }))

/**
 * Submits a sell order under an idempotency key: a key seen before answers its first sell order
 * (same request) or IdempotencyConflict (another request) before anything else runs. Otherwise the
 * fields go through the core validators; the offers are priced again on the server and the
 * seller's figures must match them (else OfferChanged, so the funnel can show the new offer); the
 * stored payload is rebuilt by core buildSellOrderPayload from the recomputed offers with the
 * server's date, so nothing the client computed is stored. Two submissions racing with one key
 * store one sell order (the repository's unique key).
 */
export const submitSellOrder = Effect.fn("Sell.submitSellOrder")(function*(
  payload: SellOrderPayload,
  idempotencyKey: string
): Effect.fn.Return<
  SellOrderReceipt,
  SubmitSellOrderError,
  SellCatalogRepository | SellOrderRepository | LocationsRepository | SecretTokens | PhoneNumbers
> {
  const market = payload.countryCode
  const repo = yield* SellOrderRepository
  const idempotency = sellOrderIdempotency(idempotencyKey, payload)
  const earlier = yield* repo.byIdempotencyKey(idempotency)
  if (Option.isSome(earlier)) return yield* receiptOf(earlier.value)
  if (payload.products.length === 0) return yield* Effect.fail(new InvalidRequest({ message: "the sell order holds no device" }))
  const now = yield* Clock.currentTimeMillis
  const locker = payload.pickupDetailsLocker
  const lockerExists = locker === null || locker.lockerId.trim() === ""
    ? null
    : Option.isSome(yield* (yield* LocationsRepository).lockerById(market, locker.lockerId.trim()))
  const fields = fieldErrors(yield* PhoneNumbers, payload, now, lockerExists)
  if (Object.keys(fields).length > 0) return yield* Effect.fail(new ValidationFailed({ fields, message: "some fields are not valid" }))

  const items: Array<FunnelItem> = []
  for (const [index, product] of payload.products.entries()) {
    const item = funnelItemOf(product, index)
    if (Result.isFailure(item)) return yield* Effect.fail(item.failure)
    items.push(item.success)
  }
  const quote = yield* quoteOffers(market, items)
  if (quote._tag === "NotAccepted") {
    return yield* Effect.fail(new DeviceNotAccepted({ itemIndexes: quote.itemIndexes, reasonKey: quote.reasonKey, message: "a device is not bought" }))
  }
  const changed = changedItems(payload, quote.offers)
  const delivery = deliveryOf(payload)
  if (delivery === undefined) return yield* Effect.fail(new InvalidRequest({ message: "no pickup details" }))
  const built = buildSellOrderPayload({
    countryCode: market,
    state: { step: "delivery", items },
    offers: quote.offers,
    payment: payload.paymentDetails,
    delivery,
    user: { email: payload.userEmail.trim(), serviceDbUserId: payload.serviceDbUserId },
    evaluationId: payload.evaluationId,
    voucherCode: payload.products.find((p) => p.voucherCode !== null)?.voucherCode ?? null,
    now
  })
  if (Result.isFailure(built)) return yield* Effect.fail(new InvalidRequest({ message: built.failure.message }))
  if (changed.length > 0 || !sameAmount(built.success.totalEstimatedOffer, payload.totalEstimatedOffer)) {
    return yield* Effect.fail(new OfferChanged({
      itemIndexes: changed.length > 0 ? changed : payload.products.map((_, i) => i),
      offers: quote.offers,
      message: "the offer changed since it was shown"
    }))
  }
  const saved = yield* repo.save({
    payload: built.success,
    createdAt: now,
    lockReviewItemIndexes: items.flatMap((item, index) => (flagsFor(item).providerLockReview ? [index] : []))
  }, idempotency)
  return yield* receiptOf(saved)
})
