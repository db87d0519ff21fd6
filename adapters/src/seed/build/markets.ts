import { defaultWarrantyReturnsSettings, type WarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import { sellPricing } from "@shop/core/backend/sell/pricing"
import { MarketCodes, type MarketCode } from "@shop/core/markets/market"
import { fromEur, roundAmount, shelfPrice } from "../money.ts"
import { seedRandom } from "../random.ts"
import type { SeedMarketConfig, SeedPaymentMethod } from "../types.ts"
import type { FamilyEntry } from "./models.ts"

/** Instalments where a provider serves the market (RO, BG TBI, HU financing); GR has none (SPEC 2.2). */
const paymentMethods: { readonly [M in MarketCode]: ReadonlyArray<SeedPaymentMethod> } = {
  RO: ["card", "cash-on-delivery", "instalments"],
  BG: ["card", "cash-on-delivery", "instalments"],
  HU: ["card", "cash-on-delivery", "instalments"],
  GR: ["card", "cash-on-delivery"]
}

/** Anti-reseller caps: how many devices a cart holds, and how many of one popular model + storage. */
const maxCartItems: { readonly [M in MarketCode]: number } = { RO: 5, BG: 4, HU: 5, GR: 3 }

/** SPEC 9 defaults (60-day returns, 2-year warranty) in every market: the spec gives no market its own. */
const warrantyReturns: WarrantyReturnsSettings = {
  ...defaultWarrantyReturnsSettings,
  returnDetails: { ...defaultWarrantyReturnsSettings.returnDetails },
  warrantyDetails: { ...defaultWarrantyReturnsSettings.warrantyDetails }
}

/** Popular current flagships are the ones resellers buy up. */
const limitCandidates = (entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<{ readonly modelName: string; readonly storage: string | null }> =>
  entries
    .filter((e) => e.def.category === "smartphone" && e.def.year >= 2023 && e.def.launchEur >= 900)
    .flatMap((e) => e.lines.flatMap((l) => e.def.storages.slice(0, 2).map((storage) => ({ modelName: l.model.name, storage }))))

export const buildMarkets = (seedNumber: number, entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<SeedMarketConfig> => {
  const rnd = seedRandom(seedNumber, "markets")
  const candidates = limitCandidates(entries)
  return MarketCodes.map((market) => ({
    market,
    courierShippingCost: shelfPrice(market, fromEur(market, 4)),
    lockerShippingCost: shelfPrice(market, fromEur(market, 3)),
    cashOnDeliveryFee: shelfPrice(market, fromEur(market, 2)),
    freeShippingFrom: roundAmount(market, fromEur(market, 100)),
    paymentMethods: paymentMethods[market],
    cartLimitations: {
      isActive: true,
      maxCartItems: maxCartItems[market],
      limitedItems: rnd.sample(candidates, 6),
      maxCartLimitedItems: 2
    },
    warrantyReturns,
    instantSellPercent: sellPricing.instantSellPercent,
    voucherPercent: sellPricing.voucherPercent,
    minimumSellOffer: sellPricing.minimumOffer[market]
  }))
}
