import { Result, Schema } from "effect"
import { sumMoney } from "../cart/money.ts"
import { categoryIds, CategoryId } from "../catalog/category.ts"
import { MarketCode } from "../markets/market.ts"
import { chosenChoiceIds, isRuledOut } from "./condition.ts"
import { CourierAddress, Locker, type DeliveryDetails } from "./delivery.ts"
import { isDescribed } from "./funnelRepair.ts"
import { PositiveId, type FunnelItem, type FunnelState } from "./funnelState.ts"
import { chosenOption, type Offer, type OfferOption } from "./offer.ts"
import { PaymentDetails } from "./payment.ts"

const Amount = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0))
const attribute = Schema.optionalKey(PositiveId)

/**
 * One device of a sell order (SPEC 3): its item attributes (brand, model, config values and the
 * answers on its path), category, item_index, the chosen offer's amounts, and provider (phones and
 * tablets, null when none) or gpu (laptops, null when none).
 */
export const SellOrderProduct = Schema.Struct({
  brand: PositiveId,
  model: PositiveId,
  modelName: Schema.String,
  colour: attribute,
  storage: attribute,
  material: attribute,
  size: attribute,
  connectivity: attribute,
  cpu: attribute,
  ram: attribute,
  answers: Schema.Array(PositiveId),
  category: CategoryId,
  item_index: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
  isInstantSell: Schema.Boolean,
  voucherCode: Schema.NullOr(Schema.String),
  voucherValue: Amount,
  offerWithoutVoucher: Amount,
  offerWithVoucher: Amount,
  provider: Schema.optionalKey(Schema.NullOr(PositiveId)),
  gpu: Schema.optionalKey(Schema.NullOr(PositiveId))
})
export type SellOrderProduct = typeof SellOrderProduct.Type

/**
 * The sell-order submission (SPEC 3). Exactly one of the pickup details is set. paymentDetails is
 * null when the funnel skipped the payment step (normal offer, payment-test variant): the payout
 * details are then collected from the account's sale details. orderDate is an ISO 8601 instant.
 */
export const SellOrderPayload = Schema.Struct({
  countryCode: MarketCode,
  pickupDetailsCourier: Schema.NullOr(CourierAddress),
  pickupDetailsLocker: Schema.NullOr(Locker),
  paymentDetails: Schema.NullOr(PaymentDetails),
  orderDate: Schema.String,
  totalEstimatedOffer: Amount,
  evaluationId: Schema.NullOr(Schema.String),
  serviceDbUserId: Schema.NullOr(Schema.String),
  userEmail: Schema.String,
  products: Schema.Array(SellOrderProduct)
})
export type SellOrderPayload = typeof SellOrderPayload.Type

export class SellOrderPayloadError extends Schema.TaggedError<SellOrderPayloadError>()("SellOrderPayloadError", {
  reason: Schema.Literals([
    "no-devices",
    "device-incomplete",
    "device-not-accepted",
    "offer-not-chosen",
    "offer-missing",
    "invalid-order-date"
  ]),
  itemIndex: Schema.NullOr(Schema.Number),
  message: Schema.String
}) {}

export interface SellOrderInput {
  readonly countryCode: MarketCode
  readonly state: FunnelState
  readonly offers: ReadonlyArray<Offer>
  readonly payment: PaymentDetails | null
  readonly delivery: DeliveryDetails
  readonly user: { readonly email: string; readonly serviceDbUserId: string | null }
  readonly evaluationId: string | null
  /** A voucher code entered by the seller; it goes on the devices whose chosen option carries a voucher. */
  readonly voucherCode: string | null
  /** Epoch ms of the submission. */
  readonly now: number
}

const fail = (reason: SellOrderPayloadError["reason"], itemIndex: number | null, message: string) =>
  Result.fail(new SellOrderPayloadError({ reason, itemIndex, message }))

const productOf = (
  item: FunnelItem,
  index: number,
  input: SellOrderInput
): Result.Result<{ product: SellOrderProduct; option: OfferOption }, SellOrderPayloadError> => {
  if (isRuledOut(item)) return fail("device-not-accepted", index, `device ${index} is not accepted`)
  if (!isDescribed(item))
    return fail("device-incomplete", index, `device ${index} lacks its brand, model, config or an evaluation answer`)
  const { category, brand, model, offer: choice } = item
  if (choice === undefined) return fail("offer-not-chosen", index, `device ${index} has no chosen offer`)
  const offer = input.offers.find((o) => o.item_index === index)
  const option = offer === undefined ? undefined : chosenOption(offer, choice)
  if (option === undefined) return fail("offer-missing", index, `no offer ${choice} for device ${index}`)
  const { provider, gpu, ...attributes } = item.config
  const product: SellOrderProduct = {
    brand,
    model: model.id,
    modelName: model.name,
    ...attributes,
    answers: chosenChoiceIds(item),
    category,
    item_index: index,
    isInstantSell: choice === 2,
    voucherCode: option.voucher_value > 0 ? input.voucherCode : null,
    voucherValue: option.voucher_value,
    offerWithoutVoucher: option.value,
    offerWithVoucher: option.total_value,
    ...(category === categoryIds.smartphone || category === categoryIds.tablet ? { provider: provider ?? null } : {}),
    ...(category === categoryIds.laptop ? { gpu: gpu ?? null } : {})
  }
  return Result.succeed({ product, option })
}

/**
 * Builds the sell order from the funnel; totalEstimatedOffer is the sum of the chosen options'
 * totals, summed as the cart sums money. Total: every refusal is a SellOrderPayloadError, a
 * `now` outside the dates JavaScript can write (NaN, ±Infinity, beyond ±8.64e15 ms) included.
 */
export const buildSellOrderPayload = (input: SellOrderInput): Result.Result<SellOrderPayload, SellOrderPayloadError> => {
  const orderDate = new Date(input.now)
  if (Number.isNaN(orderDate.getTime())) return fail("invalid-order-date", null, `no date at ${input.now} ms`)
  if (input.state.items.length === 0) return fail("no-devices", null, "the funnel holds no device")
  const built: Array<{ product: SellOrderProduct; option: OfferOption }> = []
  for (const [index, item] of input.state.items.entries()) {
    const result = productOf(item, index, input)
    if (Result.isFailure(result)) return Result.fail(result.failure)
    built.push(result.success)
  }
  const delivery = input.delivery
  return Result.succeed({
    countryCode: input.countryCode,
    pickupDetailsCourier: "address" in delivery ? delivery.address : null,
    pickupDetailsLocker: "locker" in delivery ? delivery.locker : null,
    paymentDetails: input.payment,
    orderDate: orderDate.toISOString(),
    totalEstimatedOffer: sumMoney(built.map((b) => b.option.total_value)),
    evaluationId: input.evaluationId,
    serviceDbUserId: input.user.serviceDbUserId,
    userEmail: input.user.email,
    products: built.map((b) => b.product)
  })
}
