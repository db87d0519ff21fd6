import { describe, expect, it } from "@effect/vitest"
import { Categories } from "@shop/core/catalog/category"
import { Locales } from "@shop/core/markets/index"
import { catalogues } from "../../src/i18n/catalogues.ts"
import { categoryNameKey } from "../../src/ui/categoryNames.ts"

/**
 * One term per category per language (issue 17): the menu calls a category by the name its
 * catalogue gives it ("Τάμπλετ", "Ceasuri inteligente"), so no other message of that language may
 * call it by the English word ("Tablet", "Smartwatch") unless the language's own name is that word
 * (Hungarian "Tabletek", Romanian "Laptopuri").
 */
const englishTerms: { readonly [C in (typeof Categories)[number]]: ReadonlyArray<string> } = {
  smartphone: ["smartphone", "phone"],
  tablet: ["tablet"],
  laptop: ["laptop"],
  smartwatch: ["smartwatch", "smart watch"],
  console: ["console"]
}

// A placeholder ("{phone}") is a name for code, not a word the shopper reads.
const fold = (text: string) => text.replace(/\{[^{}]*\}/g, " ").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()
const hasWord = (text: string, word: string) => new RegExp(`(?<![\\p{L}])${word}`, "u").test(fold(text))

describe("category terms", () => {
  for (const locale of Locales) {
    it(`${locale}: every message calls a category by the menu's word`, () => {
      const messages: Readonly<Record<string, string>> = catalogues[locale]
      const stray = Categories.flatMap((category) => {
        const own = fold(messages[categoryNameKey[category]] ?? "")
        return englishTerms[category]
          .filter((word) => !own.includes(word))
          .flatMap((word) => Object.entries(messages).filter(([, text]) => hasWord(text, word)).map(([key, text]) => `${key}: ${text}`))
      })
      expect(stray).toStrictEqual([])
    })
  }
})
