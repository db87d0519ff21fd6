import { Categories } from "@shop/core/catalog/category"
import { MarketCodes, type MarketCode } from "@shop/core/markets/market"
import { fromEur, roundAmount, shelfPrice } from "../money.ts"
import type { SeedExtraService, SeedExtraServiceType } from "../types.ts"

/** Device price bands (EUR) a service is priced by; the last has no upper bound. */
const bandEdgesEur = [0, 250, 500, 900] as const
/** A typical device price inside each band, the base of the service price. */
const bandValueEur = [180, 375, 700, 1200] as const

interface ServiceDef {
  readonly type: SeedExtraServiceType
  readonly key: string
  readonly months: number
  /** Share of the device value the service costs. */
  readonly rate: number
  readonly markets: ReadonlyArray<MarketCode>
}

/** Warranty extensions everywhere; theft and damage insurance only in RO (the RO account has "my insurances"). */
const serviceDefs: ReadonlyArray<ServiceDef> = [
  { type: "WARRANTY_EXTENSION", key: "extra-service.warranty-extension-12-months", months: 12, rate: 0.06, markets: MarketCodes },
  { type: "WARRANTY_EXTENSION", key: "extra-service.warranty-extension-24-months", months: 24, rate: 0.1, markets: MarketCodes },
  { type: "INSURANCE", key: "extra-service.insurance-theft-and-damage-12-months", months: 12, rate: 0.09, markets: ["RO"] }
]

/** Laptops cost more to repair, watches less: the rate is scaled per category. */
const categoryRisk = { smartphone: 1, tablet: 0.9, laptop: 1.2, smartwatch: 0.8, console: 0.7 } as const

export const buildExtraServices = (): ReadonlyArray<SeedExtraService> => {
  let nextId = 1
  const rows: Array<SeedExtraService> = []
  for (const market of MarketCodes) {
    const edges = bandEdgesEur.map((eur) => roundAmount(market, fromEur(market, eur)))
    for (const def of serviceDefs) {
      if (!def.markets.includes(market)) continue
      for (const category of Categories) {
        edges.forEach((min, band) => {
          rows.push({
            id: nextId++,
            market,
            type: def.type,
            key: def.key,
            price: shelfPrice(market, fromEur(market, (bandValueEur[band] ?? 0) * def.rate * categoryRisk[category])),
            category,
            minDevicePrice: min,
            maxDevicePrice: edges[band + 1] ?? null,
            months: def.months
          })
        })
      }
    }
  }
  return rows
}
