import { describe, expect, it } from "@effect/vitest"
import { identityMessageKeys } from "@shop/core/auth/index"
import { Locales, translationDefaults } from "@shop/core/markets/index"
import { allRouteKeys } from "@shop/core/routes/index"
import { validationMessageKeys } from "@shop/core/validation/index"
import { catalogueAreas, catalogues, UiLocales } from "../../src/i18n/catalogues.ts"
import { translatorFor } from "../../src/i18n/translator.ts"
import { frames } from "../../src/storefront/frames.ts"

// The catalogues are read as plain records here: a key missing from a JSON file must fail this test
// even when the compile-time check (src/i18n/catalogues.ts) is bypassed.
const records: ReadonlyArray<readonly [string, Readonly<Record<string, string>>]> = UiLocales.map((l) => [l, catalogues[l]])
const english: Readonly<Record<string, string>> = catalogues.en

/** ICU argument names of a message: `{count, plural, ...}` and `{name}` give count and name. */
const placeholders = (message: string): ReadonlyArray<string> =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? ""))].sort()

describe("message catalogues", () => {
  it("exist for en (the default) and every market locale, in the common namespace", () => {
    expect(translationDefaults.defaultLanguage).toBe("en")
    expect([...UiLocales].sort()).toEqual(["en", ...Locales].sort())
  })

  for (const [locale, messages] of records) {
    it(`${locale} has exactly the English keys, none empty`, () => {
      const missing = Object.keys(english).filter((key) => !(key in messages))
      const extra = Object.keys(messages).filter((key) => !(key in english))
      expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] })
      const empty = Object.entries(messages).filter(([, text]) => text.trim() === "").map(([key]) => key)
      expect(empty).toEqual([])
    })

    it(`${locale} uses the same placeholders as English, and every message formats`, () => {
      const tr = translatorFor(locale as (typeof UiLocales)[number])
      for (const [key, text] of Object.entries(messages)) {
        expect({ key, args: placeholders(text) }).toEqual({ key, args: placeholders(english[key] ?? "") })
        const values = Object.fromEntries(placeholders(text).map((name) => [name, "X"]))
        const formatted = tr.intl.formatMessage({ id: key }, values)
        expect(typeof formatted === "string" && formatted.length > 0, key).toBe(true)
      }
    })

    it(`${locale} holds every core validation and identity message, and sorry-no-stock`, () => {
      const required = [...validationMessageKeys, ...identityMessageKeys, "sorry-no-stock"]
      expect(required.filter((key) => !(key in messages))).toEqual([])
    })

    it(`${locale} has a title and a description for every route key's frame`, () => {
      const keys = allRouteKeys.flatMap((key) => [frames[key].title, frames[key].description])
      expect(keys.filter((key) => !(key in messages))).toEqual([])
    })
  }

  it("keeps each key in one area file per language", () => {
    for (const locale of UiLocales) {
      const seen = new Map<string, number>()
      for (const area of catalogueAreas[locale]) for (const key of Object.keys(area)) seen.set(key, (seen.get(key) ?? 0) + 1)
      expect([...seen].filter(([, count]) => count > 1).map(([key]) => `${locale}:${key}`)).toEqual([])
    }
  })

  it("translates: the market catalogues are not copies of English", () => {
    for (const locale of Locales) {
      const same = Object.keys(english).filter((key) => (catalogues[locale] as Readonly<Record<string, string>>)[key] === english[key])
      // Brand, blog, "Total", "Card" and placeholder-only labels can be the same word in a language;
      // sentences are not. At most one key in twenty may equal its English text.
      expect(same.length, `${locale}: ${same.join(", ")}`).toBeLessThan(Math.max(12, Object.keys(english).length / 20))
    }
  })
})
