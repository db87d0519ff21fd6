import type { MarketCode } from "@shop/core/markets/market"

/**
 * Currency conversion and shelf-price rounding. The catalogue reasons in EUR; each market
 * shows its own currency (RON, BGN, HUF, EUR) with the price endings local shops use:
 * 2 449 lei, 959 лв, 189 990 Ft, 489 €, and 49.99 for small amounts.
 */
export const eurRates: { readonly [M in MarketCode]: number } = { RO: 4.97, BG: 1.95583, HU: 395, GR: 1 }

/** Local price level relative to RO: Greek refurbished prices run a little higher, Bulgarian lower. */
export const priceLevels: { readonly [M in MarketCode]: number } = { RO: 1, BG: 0.97, HU: 1.03, GR: 1.05 }

const cents = (amount: number): number => Math.round(amount * 100) / 100

/** An EUR amount in the market's currency, unrounded. */
export const fromEur = (market: MarketCode, eur: number): number => eur * eurRates[market] * priceLevels[market]

/**
 * The shelf price nearest `amount`: ...9 for large amounts, ...x.99 for small ones, ...990 Ft.
 * Non-decreasing in `amount`, so nudging an amount up never lowers its shelf price.
 */
export const shelfPrice = (market: MarketCode, amount: number): number => {
  if (market === "HU") {
    const step = amount >= 10_000 ? 1000 : 100
    return Math.max(step, Math.round(amount / step) * step) - 10
  }
  const whole = Math.max(1, Math.round(amount))
  return whole >= 100 ? Math.round(amount / 10) * 10 - 1 : cents(whole - 0.01)
}

/** A shelf price about `factor` times `price` and strictly above it (previous and retail prices). */
export const shelfPriceAbove = (market: MarketCode, price: number, factor: number): number => {
  let amount = Math.max(price * factor, price + 0.5)
  let candidate = shelfPrice(market, amount)
  while (candidate <= price) {
    amount *= 1.02
    candidate = shelfPrice(market, amount)
  }
  return candidate
}

/** A round buyback amount: to 5 (under 1 000) or 10 units, to 500 Ft (under 100 000) or 1 000 Ft. */
export const roundOffer = (market: MarketCode, amount: number): number => {
  const step = market === "HU" ? (amount >= 100_000 ? 1000 : 500) : amount >= 1000 ? 10 : 5
  return Math.max(step, Math.round(amount / step) * step)
}

/** A round amount for thresholds and band edges (free shipping, extra-service bands). */
export const roundAmount = (market: MarketCode, amount: number): number => {
  const step = market === "HU" ? 1000 : 10
  return Math.round(amount / step) * step
}
