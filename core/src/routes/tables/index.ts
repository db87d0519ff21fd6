import type { MarketCode } from "../../markets/market.ts"
import { bgTable } from "./bg.ts"
import { grTable } from "./gr.ts"
import { huTable } from "./hu.ts"
import { roTable } from "./ro.ts"

export type { CategorySlugs, MarketTable, QueryWords } from "./marketTable.ts"

/** The one table per market that paths, category slugs and query words come from. */
export const marketTables = { RO: roTable, BG: bgTable, HU: huTable, GR: grTable } as const

export type MarketTables = typeof marketTables

/** Route keys a given market has a page for (its common keys plus its market-only ones). */
export type AvailableRouteKey<M extends MarketCode> = keyof MarketTables[M]["routes"]
