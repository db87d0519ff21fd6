import type { MetadataJson } from "libphonenumber-js/core"
import { MarketCodes } from "@shop/core/markets/market"

/**
 * The markets' part of libphonenumber's complete ("max") metadata: the numbering plans of RO, BG, HU
 * and GR with every number type's pattern. The "min" metadata checks lengths only (it takes
 * +40 390 536 228, a number nobody has) and knows no types; the whole "max" set is 153 KB for the
 * world, of which the browser's checkout needs four countries (marketMetadata.ts, ~3 KB).
 */
export const sliceMetadata = (full: MetadataJson): MetadataJson => {
  const countries = new Set<string>(MarketCodes)
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(
      Object.entries(full.country_calling_codes)
        .map(([code, members]) => [code, members.filter((country) => countries.has(country))] as const)
        .filter(([, members]) => members.length > 0)
    ),
    countries: Object.fromEntries(Object.entries(full.countries).filter(([country]) => countries.has(country))),
    nonGeographic: {}
  } as MetadataJson
}
