import type { MarketCode } from "../../markets/market.ts"
import { bgPatterns } from "./bg.ts"
import type { MarketPatterns } from "./market.ts"
import { grPatterns } from "./gr.ts"
import { huPatterns } from "./hu.ts"
import { roPatterns } from "./ro.ts"

export { commonPatterns } from "./common.ts"
export type { IbanFormat, IdCheck, MarketPatterns } from "./market.ts"

/** The one table of per-market validation patterns. */
export const marketPatterns: { readonly [K in MarketCode]: MarketPatterns } = {
  RO: roPatterns,
  BG: bgPatterns,
  HU: huPatterns,
  GR: grPatterns
}
