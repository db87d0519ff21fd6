import { Schema } from "effect"
import { Locales, MarketCodes } from "./marketTable.ts"

export * from "./marketTable.ts"

/** The four storefronts, by their ISO country code (upper case, as the backend expects). */
export const MarketCode = Schema.Literals(MarketCodes)
export type MarketCode = typeof MarketCode.Type

/** UI locales; Greece speaks `el`, not `gr`. */
export const Locale = Schema.Literals(Locales)
export type Locale = typeof Locale.Type
