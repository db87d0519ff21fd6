import { Schema } from "effect"
import type { Locale } from "../markets/market.ts"

/**
 * The catalogue's words (colour families, makers' colour names, spec values, model names) in the
 * shop's languages. The catalogue itself keys on the maker's English value ("Sierra Blue",
 * "Stainless Steel"): product URLs, filters, carts and limits use it, so it never changes with the
 * market. A language without a name shows that value: right where the word is a brand's own name
 * ("(PRODUCT)RED"), a fallback elsewhere.
 */
export const LocalizedNames = Schema.Struct({
  en: Schema.optionalKey(Schema.String),
  ro: Schema.optionalKey(Schema.String),
  bg: Schema.optionalKey(Schema.String),
  hu: Schema.optionalKey(Schema.String),
  el: Schema.optionalKey(Schema.String)
})
export type LocalizedNames = typeof LocalizedNames.Type

/** The languages names are kept in: the markets' and the default (SPEC 1: en). */
export type NameLocale = keyof LocalizedNames

/** The word in `locale`, else the catalogue's own value. */
export const nameIn = (names: LocalizedNames | undefined, locale: Locale, catalogueValue: string): string =>
  names?.[locale] ?? catalogueValue

/** A colour family's name in `locale`: its English name where the language has none, its id last. */
export const colourFamilyLabel = (family: { readonly id: string; readonly names: LocalizedNames }, locale: Locale): string =>
  nameIn(family.names, locale, family.names.en ?? family.id)
