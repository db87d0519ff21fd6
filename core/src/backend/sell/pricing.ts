import type { MarketCode } from "../../markets/market.ts"
import type { OfferOption } from "../../sell/offer.ts"
import type { Deduction, SellPrice } from "../../sell/sellTypes.ts"

/**
 * Buyback offer pricing (our decisions where the spec is silent). Offers are whole currency units.
 * - The answers' deductions come off the base price of the model + storage: percentages of the
 *   base add up, fixed amounts add up, and both apply (a 100 % total leaves nothing).
 * - Offer 1 (normal: paid after our evaluation) adds a shop voucher worth 10 % of its value.
 * - Offer 2 (instant sell: paid on arrival, no voucher) pays 90 % of the normal value, rounded down
 *   and always at least one unit less, so instant < normal.
 * - The iPhone special offer (core qualifiesForSpecialOffer) adds 5 % of the deducted price to both
 *   offers; it is included in `value` and shown as `promotion_value`.
 * - Below the market's minimum the device is not bought (the offer would not pay the shipping).
 */
export const sellPricing = {
  voucherPercent: 10,
  instantSellPercent: 90,
  specialOfferPercent: 5,
  minimumOffer: { RO: 20, BG: 10, HU: 1500, GR: 5 } satisfies { readonly [M in MarketCode]: number }
} as const

/** The base minus the deductions, in whole units, never below 0. */
export const deductedPrice = (base: number, deductions: ReadonlyArray<Deduction>): number => {
  const percent = deductions.filter((d) => d.kind === "percent").reduce((sum, d) => sum + d.amount, 0)
  const fixed = deductions.filter((d) => d.kind === "fixed").reduce((sum, d) => sum + d.amount, 0)
  return Math.max(0, Math.round(base * Math.max(0, 100 - percent) / 100 - fixed))
}

const percentOf = (amount: number, percent: number): number => Math.round(amount * percent / 100)

const instantOf = (deducted: number): number =>
  Math.max(0, Math.min(Math.floor(deducted * sellPricing.instantSellPercent / 100), deducted - 1))

interface OptionAmounts {
  readonly value: number
  readonly voucher: number
  readonly promotion: number
}

const amounts = (deducted: number, specialOffer: boolean): { readonly normal: OptionAmounts; readonly instant: OptionAmounts } => {
  const promotion = specialOffer ? percentOf(deducted, sellPricing.specialOfferPercent) : 0
  const normal = deducted + promotion
  return {
    normal: { value: normal, voucher: percentOf(normal, sellPricing.voucherPercent), promotion },
    instant: { value: instantOf(deducted) + promotion, voucher: 0, promotion }
  }
}

export type PricedOffers =
  | { readonly _tag: "Priced"; readonly offers: readonly [OfferOption, OfferOption] }
  | { readonly _tag: "TooLow"; readonly deducted: number }

/** The two offer options of one device, from its price row and the deductions of its answers. */
export const priceOffers = (
  market: MarketCode,
  price: SellPrice,
  deductions: ReadonlyArray<Deduction>,
  specialOffer: boolean
): PricedOffers => {
  const deducted = deductedPrice(price.base, deductions)
  if (deducted < sellPricing.minimumOffer[market] || deducted < 2) return { _tag: "TooLow", deducted }
  const now = amounts(deducted, specialOffer)
  const before = price.previous === null ? undefined : amounts(deductedPrice(price.previous, deductions), specialOffer)
  const previousOf = (value: number, previous: OptionAmounts | undefined): number | null =>
    previous !== undefined && previous.value > value ? previous.value : null
  const option = (id: 1 | 2, a: OptionAmounts, previous: OptionAmounts | undefined): OfferOption => ({
    id,
    value: a.value,
    voucher_value: a.voucher,
    total_value: a.value + a.voucher,
    promotion_value: a.promotion,
    previous_price: previousOf(a.value, previous)
  })
  return {
    _tag: "Priced",
    offers: [option(1, now.normal, before?.normal), option(2, now.instant, before?.instant)]
  }
}
