import { Effect } from "effect"
import type { SellCatalogRepository } from "../../../src/backend/ports/SellCatalogRepository.ts"
import { quoteOffers } from "../../../src/backend/sell/quoteService.ts"
import { sumMoney } from "../../../src/cart/amounts.ts"
import type { MarketCode } from "../../../src/markets/market.ts"
import { bestAnswers, chosenChoiceIds } from "../../../src/sell/condition.ts"
import { declaredDevice } from "../../../src/sell/declaredDevice.ts"
import type { FunnelItem } from "../../../src/sell/funnelState.ts"
import type { DeviceInspectionInput } from "../../../src/sell/inspection.ts"
import type { SellOrderProduct } from "../../../src/sell/sellOrder.ts"
import type { NewSellOrder } from "../../../src/sell/sellTypes.ts"
import type { AnswerStepId } from "../../../src/sell/steps.ts"
import { sampleSellOrders } from "./sellOrderRepositorySuite.ts"

/**
 * Sell orders priced by the quote itself over the suite's dataset (dataset.ts: an iPhone 12 in RO, 64 GB,
 * base 1500), and the inspections that find them as declared or worse: what the inspection tests,
 * core's and the web's, sell and inspect.
 */

/** IMEIs whose Luhn check digit holds. */
export const validImeis = ["490154203237518", "356938035643809", "352099001761481"] as const

/** A flawless iPhone 12, 64 GB, black, unlocked, as the funnel leaves it. */
export const flawlessIphone = (offer: 1 | 2 = 1): FunnelItem => {
  const item: FunnelItem = {
    category: 1,
    brand: 3,
    model: { id: 12, name: "iPhone 12" },
    config: { colour: 101, storage: 1, provider: 530 },
    answers: {},
    offer
  }
  return { ...item, answers: bestAnswers(item) }
}

/**
 * A described funnel device as a sell order stores it (buildSellOrderPayload's shape), sold at `option`
 * (its value, voucher and total); provider and gpu kept when the item has them.
 */
export const storedProduct = (
  item: FunnelItem,
  index: number,
  option: { readonly value: number; readonly voucher_value: number; readonly total_value: number }
): SellOrderProduct => {
  const { provider, gpu, ...attributes } = item.config
  return {
    brand: item.brand ?? 1,
    model: item.model?.id ?? 1,
    modelName: item.model?.name ?? "",
    ...attributes,
    answers: chosenChoiceIds(item),
    category: item.category,
    item_index: index,
    isInstantSell: item.offer === 2,
    voucherCode: null,
    voucherValue: option.voucher_value,
    offerWithoutVoucher: option.value,
    offerWithVoucher: option.total_value,
    ...(provider === undefined ? {} : { provider }),
    ...(gpu === undefined ? {} : { gpu })
  }
}

/**
 * A sell order of `items` quoted now in `market` (the RO sample's seller, payout and pickup), each
 * device at the offer its item chose; `orderDate` an ISO instant (the quote's).
 */
export const quotedSellOrder = (
  items: ReadonlyArray<FunnelItem>,
  options: { readonly market?: MarketCode; readonly orderDate?: string; readonly createdAt?: number; readonly owner?: string | null } = {}
): Effect.Effect<NewSellOrder, unknown, SellCatalogRepository> =>
  Effect.gen(function*() {
    const base = sampleSellOrders[0]
    if (base === undefined) return yield* Effect.die("sample missing")
    const market = options.market ?? "RO"
    const quote = yield* quoteOffers(market, items)
    if (quote._tag !== "OffersQuoted") return yield* Effect.die(`not quoted: ${JSON.stringify(quote)}`)
    const products: Array<SellOrderProduct> = items.map((item, index) => {
      const option = quote.offers[index]?.offers.find((o) => o.id === (item.offer ?? 1))
      if (option === undefined) throw new Error("no option")
      return storedProduct(item, index, option)
    })
    const createdAt = options.createdAt ?? Date.parse(options.orderDate ?? base.payload.orderDate)
    return {
      payload: {
        ...base.payload,
        countryCode: market,
        orderDate: options.orderDate ?? new Date(createdAt).toISOString(),
        totalEstimatedOffer: sumMoney(products.map((p) => (p.isInstantSell ? p.offerWithoutVoucher : p.offerWithVoucher))),
        serviceDbUserId: options.owner === undefined ? base.payload.serviceDbUserId : options.owner,
        products
      },
      createdAt,
      lockReviewItemIndexes: []
    }
  })

/** What a technician enters for a device found exactly as declared. */
export const asDeclared = (order: NewSellOrder, imei: string = validImeis[0]): ReadonlyArray<DeviceInspectionInput> =>
  order.payload.products.map((product) => {
    const { config, answers } = declaredDevice(product)
    return { itemIndex: product.item_index, config, answers, imei }
  })

/** The same inspection with one step answered otherwise on device `itemIndex`. */
export const withAnswer = (
  devices: ReadonlyArray<DeviceInspectionInput>,
  itemIndex: number,
  step: AnswerStepId,
  ids: ReadonlyArray<number>
): ReadonlyArray<DeviceInspectionInput> =>
  devices.map((d) => (d.itemIndex === itemIndex ? { ...d, answers: { ...d.answers, [step]: ids } } : d))
