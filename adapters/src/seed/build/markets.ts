import { defaultWarrantyReturnsSettings, type WarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import { MarketCodes, type MarketCode } from "@shop/core/markets/market"
import { returnAddresses } from "../data/returnAddresses.ts"
import { fromEur, roundAmount, shelfPrice } from "../money.ts"
import { seedRandom } from "../random.ts"
import type { SeedMarketConfig } from "../types.ts"
import type { FamilyEntry } from "./models.ts"

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
    cartLimitations: {
      isActive: true,
      maxCartItems: maxCartItems[market],
      limitedItems: rnd.sample(candidates, 6),
      maxCartLimitedItems: 2
    },
    warrantyReturns,
    returnAddress: returnAddresses[market]
  }))
}
