import type { MarketCode } from "@shop/core/markets/market"
import { bgCounties, bgLockers } from "./geographyBg.ts"
import { grCounties, grLockers } from "./geographyGr.ts"
import { huCounties, huLockers } from "./geographyHu.ts"
import { roCounties, roLockers } from "./geographyRo.ts"
import type { CountyDef, LockerNetworkDef } from "./geographyTypes.ts"

export type { CountyDef, LockerNetworkDef, TownDef } from "./geographyTypes.ts"

export const countiesByMarket: { readonly [M in MarketCode]: ReadonlyArray<CountyDef> } = {
  RO: roCounties,
  BG: bgCounties,
  HU: huCounties,
  GR: grCounties
}

export const lockerNetworks: { readonly [M in MarketCode]: LockerNetworkDef } = {
  RO: roLockers,
  BG: bgLockers,
  HU: huLockers,
  GR: grLockers
}
