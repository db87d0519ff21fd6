import { describe, expect, it } from "@effect/vitest"
import { Locales, markets } from "@shop/core/markets/market"
import { englishCatalogueWords } from "@shop/core/test-support/englishCatalogueWords"
import { accessoryKinds } from "../../src/seed/data/accessoryKinds.ts"
import { modelDefs } from "../../src/seed/data/catalogue.ts"
import { colourFamilies } from "../../src/seed/data/colourFamilies.ts"
import { colourNames } from "../../src/seed/data/colourNames.ts"
import { specNames } from "../../src/seed/data/specNames.ts"
import { colourName, specName } from "../../src/seed/build/catalogueWords.ts"
import { duplicates, seed } from "./fixture.ts"

/** Standards and sizes read the same in every language: they need no names. */
const universal = /^(Wi-Fi|LTE|5G|GPS|Bluetooth|\d+(\.\d+)? ?(mm|")|\d+(GB|TB))$/

const leaks = (texts: ReadonlyArray<string>) =>
  texts.flatMap((text) => {
    const found = englishCatalogueWords(text)
    return found.length === 0 ? [] : [`${text} (${found.join(", ")})`]
  })

describe("the catalogue's words", () => {
  it("name every colour the catalogue sells, in a known family, in every language", () => {
    const families = new Set<string>(colourFamilies.map((f) => f.id))
    const named = new Map(colourNames.map((c) => [c.name, c]))
    expect(duplicates(colourNames.map((c) => c.name))).toStrictEqual([])
    const sold = [...new Set(modelDefs.flatMap((d) => d.colours))]
    expect(sold.filter((colour) => !named.has(colour))).toStrictEqual([])
    for (const c of colourNames) {
      expect(families.has(c.family), c.name).toBe(true)
      for (const locale of Locales) expect(c.names[locale].trim(), `${c.name} ${locale}`).not.toBe("")
    }
  })

  it("tell a model's colours apart in every language, as its colour choices must", () => {
    for (const def of modelDefs) {
      for (const locale of Locales) {
        expect(duplicates(def.colours.map((c) => colourName(c, locale))), `${def.name} ${locale}`).toStrictEqual([])
      }
    }
  })

  it("name every material, connectivity and edition that is a word", () => {
    const values = new Set(modelDefs.flatMap((d) => d.lines.flatMap((l) => [l.material, l.connectivity].flatMap((v) => v ?? []))))
    const named = new Set(specNames.map((s) => s.value))
    expect([...values].filter((v) => !universal.test(v) && !named.has(v))).toStrictEqual([])
    const editions = modelDefs.flatMap((d) => /\((\d+)(st|nd|rd|th) [Gg]en(eration)?\)/.exec(d.name)?.[0] ?? [])
    expect(editions.filter((e) => !named.has(e))).toStrictEqual([])
  })

  it("leave no English catalogue word in the names the four markets show", () => {
    for (const locale of Locales) {
      const texts = [
        ...colourNames.map((c) => c.names[locale]),
        ...colourFamilies.map((f) => f.names[locale]),
        ...specNames.map((s) => s.names[locale]),
        ...Object.values(accessoryKinds).map((k) => k.names[locale]),
        ...seed.models.map((m) => m.names[locale]),
        ...seed.sellOptions.map((o) => (o.attribute === "colour" ? colourName(o.label, locale) : specName(o.label, locale)))
      ]
      expect(leaks(texts), locale).toStrictEqual([])
    }
    for (const p of seed.products) {
      const shown = [p.naming.title, p.naming.shortTitle, p.naming.configSummary, p.naming.modelDisplayName, p.labels.model, p.labels.color]
      expect(leaks(shown), `${p.market} ${p.id}`).toStrictEqual([])
    }
    expect(leaks(seed.accessories.map((a) => a.name))).toStrictEqual([])
  })

  it("name each market's accessories in its language, from their kind", () => {
    const ro = seed.accessories.filter((a) => a.market === "RO")
    expect(ro.find((a) => a.kind === "silicone-case" && a.name.endsWith("iPhone 13"))?.name).toBe("Husă din silicon Apple iPhone 13")
    const hu = seed.accessories.find((a) => a.market === "HU" && a.kind === "folio-case" && a.name.includes("iPad (9"))
    expect(hu?.name).toBe("Apple iPad (9. generáció) könyvtok")
    for (const a of seed.accessories) {
      expect(a.type).toBe(accessoryKinds[a.kind].type)
      expect(a.name).not.toContain("{device}")
    }
    // One accessory, four markets, four languages.
    const names = new Set(seed.accessories.filter((a) => a.kind === "gift-wrapping").map((a) => `${a.market} ${a.name}`))
    expect(names).toStrictEqual(new Set(["RO Ambalaj cadou", "BG Опаковане за подарък", "HU Ajándékcsomagolás", "GR Συσκευασία δώρου"]))
  })

  it("is what the English check finds: a name left in English is caught", () => {
    expect(englishCatalogueWords("Samsung Galaxy A13 32GB White")).toStrictEqual(["White"])
    expect(englishCatalogueWords("Tempered glass screen protector Apple iPhone 13")).toStrictEqual(["tempered glass", "screen protector"])
    expect(englishCatalogueWords("Watch Series 7 41 mm Stainless Steel GPS + Cellular")).toStrictEqual(["stainless steel", "cellular"])
    expect(englishCatalogueWords("Redmi Note 12 (PRODUCT)RED Whitestone")).toStrictEqual([])
    expect(markets.GR.locale).toBe("el")
  })
})
