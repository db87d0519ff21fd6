import { Effect, Schema } from "effect"
import { categoryById, CategoryId } from "../../catalog/category.ts"
import type { RepositoryError } from "../../errors.ts"
import { MarketCode } from "../../markets/market.ts"
import { choiceById, choicesFor } from "../../sell/choices.ts"
import { ConfigAttributes, configAttributesFor } from "../../sell/config.ts"
import { declaredDevice } from "../../sell/declaredDevice.ts"
import { needsImei } from "../../sell/inspectionPlan.ts"
import { answerStepsFor, deviceContext } from "../../sell/stepGraph.ts"
import { AnswerStepIds, isMultiChoiceStep } from "../../sell/steps.ts"
import { CourierAddress, Locker } from "../../sell/delivery.ts"
import { PaymentDetails } from "../../sell/payment.ts"
import type { SellOrderProduct } from "../../sell/sellOrder.ts"
import { SellOrderPickupKind, SellOrderProgress } from "../../sell/sellOrderStatus.ts"
import { amountDue, isInstantSellOrder, SellOrderStepNames, type SellOrderStepName } from "../../sell/sellOrderSteps.ts"
import { tradeInPayoutOf } from "../orders/tradeInPayout.ts"
import { SellOrderStatus, type StoredSellOrder } from "../../sell/sellTypes.ts"
import { SellCatalogRepository } from "../ports/SellCatalogRepository.ts"

const Int = Schema.Number.check(Schema.isInt())

/** One row of the staff's sell-order list. */
export const StaffSellOrderRow = Schema.Struct({
  id: Schema.String,
  market: MarketCode,
  status: SellOrderStatus,
  /** Epoch ms of the submission. */
  createdAt: Int,
  email: Schema.String,
  /** The payee named in the payout details; null while the seller has given none. */
  sellerName: Schema.NullOr(Schema.String),
  devices: Schema.Array(Schema.String),
  /** The accepted offer (totalEstimatedOffer). */
  offer: Schema.Number,
  pickup: SellOrderPickupKind
})
export type StaffSellOrderRow = typeof StaffSellOrderRow.Type

export const StaffSellOrderList = Schema.Struct({
  orders: Schema.Array(StaffSellOrderRow),
  page: Int,
  pageSize: Int,
  total: Int
})
export type StaffSellOrderList = typeof StaffSellOrderList.Type

/** A device as the technician reads it: config values with their labels, answers with their catalogue keys. */
export const StaffSellOrderDevice = Schema.Struct({
  itemIndex: Int,
  category: CategoryId,
  brand: Int,
  model: Int,
  modelName: Schema.String,
  config: Schema.Array(Schema.Struct({ attribute: Schema.Literals(ConfigAttributes), id: Int, label: Schema.String })),
  /** Each answer's id, its funnel step and its sell-catalogue key (sell.choice.<step>.<slug>); unknown ids keep null. */
  answers: Schema.Array(Schema.Struct({ id: Int, step: Schema.NullOr(Schema.String), key: Schema.NullOr(Schema.String) })),
  isInstantSell: Schema.Boolean,
  /** What the seller was offered for this device (with the voucher on a normal offer). */
  offer: Schema.Number,
  voucherCode: Schema.NullOr(Schema.String),
  voucherValue: Schema.Number,
  /** The carrier lock must be checked by hand before payout (core flagsFor). */
  needsLockReview: Schema.Boolean,
  /**
   * The inspection's form for this device (core inspectionPlan.ts): each config attribute of its
   * category with the values the model has in the market, and each evaluation step of its path with
   * its choices (catalogue keys; `multiple` for the defect steps, `exclusive` for their "none").
   */
  inspection: Schema.Struct({
    config: Schema.Array(Schema.Struct({
      attribute: Schema.Literals(ConfigAttributes),
      options: Schema.Array(Schema.Struct({ id: Int, label: Schema.String }))
    })),
    questions: Schema.Array(Schema.Struct({
      step: Schema.Literals(AnswerStepIds),
      multiple: Schema.Boolean,
      choices: Schema.Array(Schema.Struct({ id: Int, key: Schema.String, exclusive: Schema.Boolean }))
    })),
    /** Whether the device as declared needs its IMEI (a phone, a cellular tablet); else a serial number. */
    imeiRequired: Schema.Boolean
  })
})
export type StaffSellOrderDevice = typeof StaffSellOrderDevice.Type

export const StaffSellOrderDetail = Schema.Struct({
  id: Schema.String,
  market: MarketCode,
  status: SellOrderStatus,
  createdAt: Int,
  orderDate: Schema.String,
  offer: Schema.Number,
  devices: Schema.Array(StaffSellOrderDevice),
  seller: Schema.Struct({
    email: Schema.String,
    /** The shop account the sale was made from; null for a guest. */
    accountId: Schema.NullOr(Schema.String),
    payout: Schema.NullOr(PaymentDetails),
    courier: Schema.NullOr(CourierAddress),
    locker: Schema.NullOr(Locker)
  }),
  progress: SellOrderProgress,
  /** Whether every device was sold at the instant-sell offer (paid on pickup, inspected after). */
  instant: Schema.Boolean,
  /** What the shop owes the seller now (sellOrderSteps.ts amountDue); null when nothing is payable. */
  amountDue: Schema.NullOr(Schema.Number),
  /**
   * The purchase this sale is the trade-in of, and how its credit is paid (issue 19,
   * backend/orders/tradeInPayout.ts): refunded to the purchase's card, or a bank transfer to the
   * seller's payout details; null for a sale on its own.
   */
  tradeIn: Schema.NullOr(Schema.Struct({
    purchaseOrderId: Schema.String,
    payout: Schema.Literals(["card-refund", "bank-transfer"])
  })),
  /** The steps this staff member may take now (legal and allowed to their role). */
  actions: Schema.Array(Schema.Literals(SellOrderStepNames))
})
export type StaffSellOrderDetail = typeof StaffSellOrderDetail.Type

/** How the device travels: a parcel locker when one was chosen, else the courier. */
export const pickupOf = (order: StoredSellOrder): SellOrderPickupKind =>
  order.payload.pickupDetailsLocker !== null ? "locker" : "courier"

export const staffRowOf = (order: StoredSellOrder): StaffSellOrderRow => ({
  id: order.sellOrderId,
  market: order.payload.countryCode,
  status: order.status,
  createdAt: order.createdAt,
  email: order.payload.userEmail,
  sellerName: order.payload.paymentDetails?.sellerName ?? null,
  devices: order.payload.products.map((p) => p.modelName),
  offer: order.payload.totalEstimatedOffer,
  pickup: pickupOf(order)
})

/** A device with its config labels from the market's sell catalogue (an unknown value shows its id). */
const deviceOf = (order: StoredSellOrder, product: SellOrderProduct): Effect.Effect<StaffSellOrderDevice, RepositoryError, SellCatalogRepository> =>
  Effect.gen(function*() {
    const options = yield* (yield* SellCatalogRepository).sellOptions(order.payload.countryCode, product.model)
    const declared = declaredDevice(product)
    const config = ConfigAttributes.flatMap((attribute) => {
      const id = product[attribute]
      if (id === undefined || id === null) return []
      const label = options.find((o) => o.attribute === attribute && o.id === id)?.label ?? String(id)
      return [{ attribute, id, label }]
    })
    return {
      itemIndex: product.item_index,
      category: product.category,
      brand: product.brand,
      model: product.model,
      modelName: product.modelName,
      config,
      answers: product.answers.map((id) => {
        const choice = choiceById(id)
        return { id, step: choice?.step ?? null, key: choice?.key ?? null }
      }),
      isInstantSell: product.isInstantSell,
      offer: product.isInstantSell ? product.offerWithoutVoucher : product.offerWithVoucher,
      voucherCode: product.voucherCode,
      voucherValue: product.voucherValue,
      needsLockReview: order.lockReviewItemIndexes.includes(product.item_index),
      inspection: {
        config: configAttributesFor[categoryById(product.category)].flatMap((attribute) => {
          const values = options.filter((o) => o.attribute === attribute).map((o) => ({ id: o.id, label: o.label }))
          return values.length === 0 ? [] : [{ attribute, options: values }]
        }),
        questions: answerStepsFor(deviceContext(declared)).map((step) => ({
          step,
          multiple: isMultiChoiceStep(step),
          choices: choicesFor(step).map((c) => ({ id: c.id, key: c.key, exclusive: c.exclusive }))
        })),
        imeiRequired: needsImei(declared, options)
      }
    }
  })

export const staffDetailOf = (
  order: StoredSellOrder,
  progress: SellOrderProgress,
  actions: ReadonlyArray<SellOrderStepName>
): Effect.Effect<StaffSellOrderDetail, RepositoryError, SellCatalogRepository> =>
  Effect.gen(function*() {
    const { payload } = order
    const instant = isInstantSellOrder(payload.products)
    const tradeIn = yield* tradeInPayoutOf(order.sellOrderId)
    return {
      id: order.sellOrderId,
      market: payload.countryCode,
      status: progress.status,
      createdAt: order.createdAt,
      orderDate: payload.orderDate,
      offer: payload.totalEstimatedOffer,
      devices: yield* Effect.forEach(payload.products, (product) => deviceOf(order, product)),
      seller: {
        email: payload.userEmail,
        accountId: payload.serviceDbUserId,
        payout: payload.paymentDetails,
        courier: payload.pickupDetailsCourier,
        locker: payload.pickupDetailsLocker
      },
      progress,
      instant,
      amountDue: amountDue(progress, { offer: payload.totalEstimatedOffer, instant }),
      tradeIn: tradeIn._tag === "NotTradeIn"
        ? null
        : { purchaseOrderId: tradeIn.purchaseOrderId, payout: tradeIn._tag === "CardRefund" ? "card-refund" : "bank-transfer" },
      actions
    }
  })
