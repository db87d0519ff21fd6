import { Result } from "effect"
import { sumMoney } from "../cart/money.ts"
import { asTradeInItem } from "../cart/tradeIn.ts"
import { localDateIn } from "../markets/localDate.ts"
import type { MarketCode } from "../markets/market.ts"
import type { OrderDelivery } from "../orders/orderTypes.ts"
import type { DeliveryDetails } from "./delivery.ts"
import type { FunnelItem } from "./funnelState.ts"
import type { Offer } from "./offer.ts"
import { pickupDays } from "./pickupDate.ts"
import { buildSellOrderPayload, type SellOrderPayload, type SellOrderPayloadError } from "./sellOrder.ts"

/**
 * The day a trade-in is collected: the first pickup day (a working day, pickupDate.ts) after the day
 * the purchase was placed, the earliest its delivery can come. The courier who brings the purchase
 * takes the old device at the door; staff move the day with the delivery when it ships later
 * (decisions-buyback.md, "Trade-in").
 */
export const tradeInPickupDay = (market: MarketCode, placedAt: number): string => {
  const today = localDateIn(market, placedAt)
  const days = pickupDays(market, placedAt)
  return days.find((day) => day > today) ?? days[0] ?? today
}

/**
 * Where the trade-in is collected: where the purchase is delivered. A courier delivery is a courier
 * pickup at the same address on the pickup day; a locker delivery is a locker drop at the same parcel
 * locker (the buyer leaves the old device in it when collecting the purchase).
 */
export const tradeInPickup = (delivery: OrderDelivery, pickupDate: string): DeliveryDetails =>
  delivery.method === "locker"
    ? { deliveryMethod: { name: "easybox" }, locker: { lockerId: delivery.lockerId } }
    : {
      deliveryMethod: { name: "courier" },
      address: {
        addressId: null,
        county: delivery.address.county,
        locality: delivery.address.locality,
        postalCode: delivery.address.postalCode,
        street: delivery.address.street,
        number: delivery.address.number,
        details: delivery.address.details,
        pickupDate
      }
    }

export interface TradeInOrderInput {
  readonly market: MarketCode
  /** The device as the funnel described it. */
  readonly item: FunnelItem
  /** The server's quote of that device (its item_index is taken as 0). */
  readonly offer: Offer
  /** The purchase's delivery (already validated by the order's rules). */
  readonly delivery: OrderDelivery
  readonly email: string
  /** The buyer's account, null for a guest. */
  readonly owner: string | null
  /** Epoch ms of the purchase. */
  readonly placedAt: number
}

/**
 * The sell order of a trade-in: the sell funnel's own payload (buildSellOrderPayload) for the one
 * device on its normal offer, collected where the purchase is delivered, with no payout details
 * (a card refund or a bank transfer, settled at payout) and without the voucher: the credit is the
 * offer's value (cart/tradeIn.ts tradeInCredit), so the voucher fields are zero and the totals equal
 * that value.
 */
export const tradeInSellOrderPayload = (input: TradeInOrderInput): Result.Result<SellOrderPayload, SellOrderPayloadError> =>
  Result.map(
    buildSellOrderPayload({
      countryCode: input.market,
      state: { step: "delivery", items: [asTradeInItem(input.item)] },
      offers: [{ ...input.offer, item_index: 0 }],
      payment: null,
      delivery: tradeInPickup(input.delivery, tradeInPickupDay(input.market, input.placedAt)),
      user: { email: input.email, serviceDbUserId: input.owner },
      evaluationId: null,
      voucherCode: null,
      now: input.placedAt
    }),
    (payload) => {
      const products = payload.products.map((product) => ({
        ...product,
        voucherCode: null,
        voucherValue: 0,
        offerWithVoucher: product.offerWithoutVoucher
      }))
      return { ...payload, products, totalEstimatedOffer: sumMoney(products.map((p) => p.offerWithoutVoucher)) }
    }
  )
