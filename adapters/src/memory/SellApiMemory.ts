import { Effect, Layer, Ref } from "effect"
import { sumMoney } from "@shop/core/cart/money"
import { categoryById, type Category } from "@shop/core/catalog/category"
import {
  InvalidSellItems,
  SellApi,
  SellOrderRejected,
  type OfferQuote
} from "@shop/core/ports/SellApi"
import { conditionGrade, isRuledOut, qualifiesForSpecialOffer } from "@shop/core/sell/condition"
import type { FunnelItem } from "@shop/core/sell/funnelState"
import type { ConditionGrade } from "@shop/core/sell/grades"
import type { Offer } from "@shop/core/sell/offer"
import type { SellOrderPayload } from "@shop/core/sell/sellOrder"

/** Made-up but deterministic prices: enough for the funnel and the contract suite, no business rule. */
const basePrice: { readonly [C in Category]: number } = {
  smartphone: 1200,
  tablet: 900,
  laptop: 1800,
  smartwatch: 450,
  console: 1000
}
const gradeFactor: { readonly [G in ConditionGrade]: number } = {
  FOARTE_BUN: 1,
  BUN: 0.85,
  ACCEPTABIL: 0.65,
  DETERIORAT: 0.4
}

const offerFor = (item: FunnelItem, index: number, category: Category, modelId: number, name: string): Offer => {
  const value = Math.round((basePrice[category] + (modelId % 50) * 10) * gradeFactor[conditionGrade(item)])
  const voucher = Math.round(value * 0.1)
  const instant = Math.round(value * 0.9)
  const promotion = qualifiesForSpecialOffer(item) ? 50 : 0
  return {
    item_index: index,
    item_name: name,
    productImage: `/images/sell/${modelId}.png`,
    offers: [
      { id: 1, value, voucher_value: voucher, total_value: value + voucher, promotion_value: promotion, previous_price: null },
      { id: 2, value: instant, voucher_value: 0, total_value: instant, promotion_value: promotion, previous_price: null }
    ]
  }
}

const quote = (items: ReadonlyArray<FunnelItem>): Effect.Effect<OfferQuote, InvalidSellItems> => {
  if (items.length === 0) return Effect.fail(new InvalidSellItems({ itemIndexes: [], message: "no devices to price" }))
  const incomplete = items.flatMap((item, i) => (item.brand === undefined || item.model === undefined ? [i] : []))
  if (incomplete.length > 0)
    return Effect.fail(new InvalidSellItems({ itemIndexes: incomplete, message: "devices lack a brand or model" }))
  const refused = items.flatMap((item, i) => (isRuledOut(item) ? [i] : []))
  if (refused.length > 0)
    return Effect.succeed({ _tag: "NotAccepted", itemIndexes: refused, reasonKey: "sell.not-accepted.answers" })
  const offers = items.flatMap((item, i) =>
    item.model === undefined ? [] : [offerFor(item, i, categoryById(item.category), item.model.id, item.model.name)]
  )
  return Effect.succeed({ _tag: "OffersQuoted", offers })
}

const rejection = (payload: SellOrderPayload): SellOrderRejected | undefined => {
  if (payload.products.length === 0)
    return new SellOrderRejected({ reasonKey: "sell.order.no-devices", message: "a sell order needs a device" })
  if ((payload.pickupDetailsCourier === null) === (payload.pickupDetailsLocker === null))
    return new SellOrderRejected({ reasonKey: "sell.order.pickup", message: "exactly one pickup method is needed" })
  if (sumMoney(payload.products.map((p) => p.offerWithVoucher)) !== payload.totalEstimatedOffer)
    return new SellOrderRejected({ reasonKey: "sell.order.total", message: "the total differs from the devices' offers" })
  return undefined
}

/** In-memory SellApi: deterministic offers and numbered sell orders kept in a Ref. */
export const SellApiMemory = {
  layer: Layer.effect(
    SellApi,
    Effect.gen(function* () {
      const orders = yield* Ref.make<ReadonlyArray<SellOrderPayload>>([])
      return SellApi.of({
        quoteOffers: Effect.fn("SellApi.quoteOffers")(function* (_countryCode, items) {
          return yield* quote(items)
        }),
        submitSellOrder: Effect.fn("SellApi.submitSellOrder")(function* (payload) {
          const refused = rejection(payload)
          if (refused !== undefined) return yield* refused
          const count = yield* Ref.modify(orders, (all) => [all.length + 1, [...all, payload]] as const)
          return { sellOrderId: `SO-${count}`, sellOrderToken: `memory-sell-order-token-${count}` }
        })
      })
    })
  )
}
