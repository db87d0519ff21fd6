import { describe, expect, it } from "@effect/vitest"
import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import type { VariantOption } from "@shop/core/backend/catalog/productDetail"
import { defaultWarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import { formatEuroEquivalent } from "@shop/core/markets/euro"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { makeProduct } from "@shop/core/test-support/cartArbitraries"
import { Option } from "effect"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { PriceSummary } from "../../../src/storefront/product/PriceSummary.tsx"
import { WarrantyFacts } from "../../../src/storefront/product/ProductFacts.tsx"
import { hrefFrom, VariantChoices } from "../../../src/storefront/product/VariantChoices.tsx"

const listed = (overrides: Partial<ListedProduct> = {}): ListedProduct => ({
  ...makeProduct({ price: 989, previousPrice: 1189, retailPrice: 4529 }),
  productUrl: "/magazin/telefoane/apple/iphone-13--128gb--blue--11/?shape=excellent",
  stockState: "in-stock",
  ...overrides
})

const option = (value: string, selected: boolean, inStock = true, label = value): VariantOption => ({
  value,
  label,
  productId: value.length,
  price: 989,
  inStock,
  productUrl: `/p/${value}/`,
  selected
})

describe("product page markup", () => {
  it("shows price, struck previous price and the saving against new", () => {
    const html = renderToStaticMarkup(createElement(PriceSummary, { market: "RO", tr: translatorOfMarket("RO"), product: listed() }))
    expect(html).toContain(formatPrice("RO", 989))
    expect(html).toMatch(/<s>.*1\.189,00 lei.*<\/s>/)
    // The struck price is the Omnibus reference, and the page says so; the new price is not ours: never struck.
    expect(html.match(/<s>/g)).toHaveLength(1)
    expect(html).toContain("cel mai mic preț din cele 30 de zile dinaintea reducerii")
    expect(html).toContain(formatPrice("RO", 3540))
    expect(html).toContain("78%")
    expect(html).not.toContain("pdp-euro")
  })

  it("shows no struck price and no Omnibus note without a reduction to announce", () => {
    const html = renderToStaticMarkup(createElement(PriceSummary, { market: "RO", tr: translatorOfMarket("RO"), product: listed({ previousPrice: null }) }))
    expect(html).not.toContain("<s>")
    expect(html).not.toContain("pdp-price-omnibus")
    expect(html).toContain("78%")
  })

  it("adds the euro equivalent next to prices in Bulgaria, written by core's one euro format", () => {
    const html = renderToStaticMarkup(createElement(PriceSummary, { market: "BG", tr: translatorOfMarket("BG"), product: listed() }))
    expect(html.replace(/\u00a0/g, " ")).toContain("≈ 505,67 €")
    expect(html).toContain(Option.getOrThrow(formatEuroEquivalent("BG", 989)))
  })

  it("marks the chosen variant with aria-current and says which are sold out", () => {
    const html = renderToStaticMarkup(createElement(VariantChoices, {
      market: "RO",
      tr: translatorOfMarket("RO"),
      options: { shape: [option("excellent", true), option("good", false, false)], storage: [], colour: [option("Blue", true, true, "Albastru")] }
    }))
    expect(html).toContain("Albastru")
    expect(html).not.toContain(">Blue<")
    expect(html.match(/aria-current="page"/g)?.length).toBe(2)
    expect(html).toContain(`href="/p/good/"`)
    expect(html).toContain("Epuizat")
    expect(html).toContain("Excelent")
    // No storage sizes: no storage group.
    expect(html).not.toContain("pdp-choose-storage")
  })

  it("links another grade of the same device by its query, and another device by its whole path", () => {
    const here = "/magazin/telefoane/apple/iphone-13--128gb--blue--1/?shape=good"
    expect(hrefFrom(here, "/magazin/telefoane/apple/iphone-13--128gb--blue--1/?shape=fair")).toBe("?shape=fair")
    expect(hrefFrom(here, "/magazin/telefoane/apple/iphone-13--256gb--blue--2/?shape=good")).toBe("/magazin/telefoane/apple/iphone-13--256gb--blue--2/?shape=good")
    expect(hrefFrom(here, "/magazin/telefoane/apple/iphone-13--128gb--blue--1/")).toBe("/magazin/telefoane/apple/iphone-13--128gb--blue--1/")
    expect(hrefFrom(null, "/p/?shape=good")).toBe("/p/?shape=good")
    // Resolved as a browser does, the short link names the same page as the long one.
    expect(new URL(hrefFrom(here, "/magazin/telefoane/apple/iphone-13--128gb--blue--1/?shape=fair"), `http://ro.localhost${here}`).href)
      .toBe("http://ro.localhost/magazin/telefoane/apple/iphone-13--128gb--blue--1/?shape=fair")
  })

  it("states the warranty and the return period from the settings", () => {
    const html = renderToStaticMarkup(createElement(WarrantyFacts, { tr: translatorOfMarket("RO"), warranty: defaultWarrantyReturnsSettings }))
    expect(html).toContain("2 ani de garanție")
    expect(html).toContain("60 de zile pentru retur")
  })
})
