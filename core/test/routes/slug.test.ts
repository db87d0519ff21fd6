import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { isSlug, slugify } from "../../src/routes/index.ts"

const anyText = fc.string({ unit: "grapheme", maxLength: 30 })

describe("slugify", () => {
  it("answers a URL slug or the empty string for any text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = slugify(text)
        expect(slug === "" || isSlug(slug)).toBe(true)
      })
    )
  })

  it("is idempotent", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text))
      })
    )
  })

  it("strips Romanian and Hungarian diacritics", () => {
    expect(slugify("Ștefan Țară Îngustă")).toBe("stefan-tara-ingusta")
    expect(slugify("Őszi Ünnep Árvíztűrő")).toBe("oszi-unnep-arvizturo")
  })

  it("transliterates Bulgarian as the BG slugs of SPEC 2.2 do", () => {
    expect(slugify("Продай")).toBe("prodai")
    expect(slugify("Влез в акаунт")).toBe("vlez-v-akaunt")
    expect(slugify("Помощ")).toBe("pomosht")
    expect(slugify("Ръководство на продавача")).toBe("rakovodstvo-na-prodavacha")
    expect(slugify("Черен, Щастлив")).toBe("cheren-shtastliv")
  })

  it("transliterates Greek as the GR slugs of SPEC 2.2 do", () => {
    expect(slugify("Πούλησε το κινητό σου")).toBe("poulise-to-kinito-sou")
    expect(slugify("Υποστήριξη")).toBe("ypostirixi")
    expect(slugify("Μαύρο Ευχαριστούμε")).toBe("mavro-efcharistoume")
    expect(slugify("Εγγραφή")).toBe("eggrafi")
  })

  it("spells + as plus so S21+ and S21 differ", () => {
    expect(slugify("Galaxy S21+")).toBe("galaxy-s21-plus")
    expect(slugify("Galaxy S21")).toBe("galaxy-s21")
  })

  it("drops apostrophes and collapses punctuation", () => {
    expect(slugify("  iPhone 13 Pro (2021) / Men's  ")).toBe("iphone-13-pro-2021-mens")
  })
})
