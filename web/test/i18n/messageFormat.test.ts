import { describe, expect, it } from "@effect/vitest"
import { createIntl } from "react-intl/server"
import { catalogues, UiLocales } from "../../src/i18n/catalogues.ts"
import { formatMessage } from "../../src/i18n/messageFormat.ts"

/** ICU argument names of a message: `{count, plural, ...}` and `{name}` give count and name. */
const argumentsOf = (message: string): ReadonlyArray<string> =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? ""))]

// Plural forms of every locale (one, few, other, =0 ...), thousands separators, decimals and text.
const samples: ReadonlyArray<string | number> = [0, 1, 2, 3, 5, 11, 21, 22, 101, 1000, 1234.5, "Ab"]

describe("the islands' message format (no react-intl in the browser)", () => {
  for (const locale of UiLocales) {
    it(`formats every ${locale} message as react-intl does, for every kind of value`, () => {
      const intl = createIntl({ locale, defaultLocale: "en", messages: catalogues[locale], onError: () => undefined })
      const differences: Array<unknown> = []
      for (const [key, text] of Object.entries(catalogues[locale])) {
        for (const sample of samples) {
          const values = Object.fromEntries(argumentsOf(text).map((name) => [name, sample]))
          const expected = String(intl.formatMessage({ id: key }, values))
          const actual = formatMessage(text, locale, values)
          if (actual !== expected) differences.push({ key, sample, expected, actual })
        }
      }
      expect(differences).toEqual([])
    })
  }

  it("reads apostrophes, exact plural matches and # as formatjs does", () => {
    const intl = createIntl({ locale: "en", defaultLocale: "en", messages: {}, onError: () => undefined })
    const cases = [
      "It''s {name}'s",
      "'{name}' is literal, '{'x'}' too",
      "{count, plural, =0 {none} one {# item} other {# items, '#' is a sign}}",
      "{count, plural, other {{name} has #}}",
      "a } b",
      "{count, plural, one {x}}"
    ]
    for (const message of cases) {
      for (const count of [0, 1, 7, 1500]) {
        const values = { count, name: "Ana" }
        expect({ message, count, text: formatMessage(message, "en", values) })
          .toEqual({ message, count, text: String(intl.formatMessage({ id: "m", defaultMessage: message }, values)) })
      }
    }
  })

  it("gives the message as written when a value is missing", () => {
    expect(formatMessage("Hello {name}", "en")).toBe("Hello {name}")
  })
})
