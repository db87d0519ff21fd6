import { MarketCodes } from "../markets/market.ts"
import { marketPatterns } from "./patterns/index.ts"

/**
 * Normalisers shared by the validators and by whoever stores the value: a rule checks the normalised
 * form, so the submitter must store the same normalised form (route handlers call these too).
 */

/** Codes (tax codes, registration numbers, IBANs, ID numbers) are case-insensitive and often typed in groups. */
export const compactCode = (value: string): string => value.replace(/\s+/gu, "").toUpperCase()

const phoneSeparators = /[\s.\-/]+/gu

/**
 * "+40 (0) 722 ...": the bracketed trunk 0 right after the international prefix, for the calling codes
 * whose market writes numbers that way (the table's `trunkMarker`). It is dropped, not kept, since the
 * trunk 0 is never dialled after a country code. Elsewhere "(0)" stays an error.
 */
const trunkMarker = new RegExp(
  `^(\\+|00)(${MarketCodes.filter((m) => marketPatterns[m].trunkMarker).map((m) => marketPatterns[m].callingCode).join("|")})\\(0\\)`,
  "u"
)

/**
 * Phone numbers are typed with spaces, dots, dashes, slashes or brackets between digit groups, and in
 * RO and BG sometimes with the "(0)" trunk marker after the country code; the compact form has none.
 */
export const compactPhone = (value: string): string =>
  value.replace(phoneSeparators, "").replace(trunkMarker, "$1$2").replace(/[()]+/gu, "")

/** Postal codes keep a single inner space (Greek "106 82") but lose the outer ones. */
export const tidyPostalCode = (value: string): string => value.trim().replace(/\s+/gu, " ")
