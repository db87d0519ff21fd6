import { describe, expect, it } from "@effect/vitest"
import { categoryById, categoryIds, Categories } from "../../src/catalog/category.ts"
import { stockState } from "../../src/catalog/product.ts"
import { marketByLocale, MarketCodes, markets, translationDefaults } from "../../src/markets/market.ts"

describe("markets", () => {
  it.each([
    ["RO", "ro", "lei", "Europe/Bucharest"],
    ["BG", "bg", "Lev", "Europe/Sofia"],
    ["HU", "hu", "Ft", "Europe/Budapest"],
    ["GR", "el", "euro", "Europe/Athens"]
  ] as const)("%s has locale %s, currency label %s and time zone %s", (code, locale, currency, zone) => {
    const m = markets[code]
    expect(m.locale).toBe(locale)
    expect(m.currencyLabel).toBe(currency)
    expect(m.timeZone).toBe(zone)
  })

  it("time zones are real IANA zones", () => {
    for (const code of MarketCodes) {
      expect(() => new Intl.DateTimeFormat("en", { timeZone: markets[code].timeZone })).not.toThrow()
    }
  })

  it("only the Bulgarian storefront shows a euro equivalent", () => {
    expect(MarketCodes.filter((c) => markets[c].showsEuroEquivalent)).toEqual(["BG"])
  })

  it("locale lookup finds the market of every locale", () => {
    for (const code of MarketCodes) expect(marketByLocale(markets[code].locale).code).toBe(code)
  })

  it("translations default to English in the common namespace", () => {
    expect(translationDefaults).toEqual({ defaultLanguage: "en", defaultNamespace: "common" })
  })
})

describe("categories", () => {
  it("category ids follow the spec: SMARTPHONE 1, TABLET 2, LAPTOP 3, SMARTWATCH 4, CONSOLE 5", () => {
    expect(categoryIds).toEqual({ smartphone: 1, tablet: 2, laptop: 3, smartwatch: 4, console: 5 })
  })

  it("category by id inverts the id table", () => {
    for (const c of Categories) expect(categoryById(categoryIds[c])).toBe(c)
  })
})

describe("stock", () => {
  it.each([[1, "in-stock"], [7, "in-stock"], [0, "not-in-stock"], [-1, "not-in-stock"]] as const)(
    "stock %d is %s",
    (stock, state) => expect(stockState(stock)).toBe(state)
  )
})
