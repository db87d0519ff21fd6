import type { LocalizedNames } from "@shop/core/catalog/catalogueNames"
import { Locales, type Locale } from "@shop/core/markets/market"
import { colourFamilies, type ColourFamilyId } from "../data/colourFamilies.ts"
import { colourNames } from "../data/colourNames.ts"
import { specNames } from "../data/specNames.ts"

/**
 * The catalogue's words in the market languages, as the seed builds names with them: the makers'
 * colour names, spec values and model editions (data/colourNames.ts, data/specNames.ts). A word
 * without a name in a language reads as the catalogue writes it.
 */

const colours = new Map(colourNames.map((c) => [c.name, c]))
const specs = new Map(specNames.map((s) => [s.value, s]))
const editions = specNames.filter((s) => s.value.startsWith("("))

export const colourName = (colour: string, locale: Locale): string => colours.get(colour)?.names[locale] ?? colour

/** The family of a maker's colour name; undefined for one the vocabulary does not know. */
export const colourFamilyOf = (colour: string): ColourFamilyId | undefined => colours.get(colour)?.family

export const specName = (value: string, locale: Locale): string => specs.get(value)?.names[locale] ?? value

/** A family's name in `locale`: the maker's name with its edition in the language ("iPad (9. generáció)"). */
export const familyName = (name: string, locale: Locale): string =>
  editions.reduce((text, e) => (text.includes(e.value) ? text.replace(e.value, e.names[locale]) : text), name)

/** A name in every market language, from a function of the language. */
export const namesOf = (name: (locale: Locale) => string): Required<Omit<LocalizedNames, "en">> => {
  const out = {} as Record<Locale, string>
  for (const locale of Locales) out[locale] = name(locale)
  return out
}

export { colourFamilies }
