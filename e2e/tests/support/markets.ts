import type { MarketCode } from "@shop/core/markets/market"
import { pathOf } from "@shop/core/routes/router"
import { e2ePort } from "./browser.ts"

/** The four storefronts, each on its own host (DESIGN.md: the market comes from the host). */
export const markets: ReadonlyArray<MarketCode> = ["RO", "BG", "HU", "GR"]

export const hostOf = (market: MarketCode): string => `${market.toLowerCase()}.localhost`

export const originOf = (market: MarketCode): string => `http://${hostOf(market)}:${e2ePort}`

/** Absolute URL of a page of the market, from core's route table (the test never spells a path). */
export const urlOf = (market: MarketCode, key: Parameters<typeof pathOf>[1], search = ""): string =>
  `${originOf(market)}${pathOf(market, key)}${search}`
