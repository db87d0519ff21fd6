import { describe, expect, it } from "@effect/vitest"
import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import { Categories } from "@shop/core/catalog/index"
import { makeProduct } from "@shop/core/test-support/cartArbitraries"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { translatorOfMarket } from "../../src/i18n/translator.ts"
import { HomePage } from "../../src/storefront/HomePage.tsx"
import type { FeaturedRow } from "../../src/storefront/pageData.ts"
import { formatPrice } from "../../src/ui/price.ts"
import type { HomeTrust } from "../../src/storefront/trustData.ts"
import { defaultWarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import { purchasePromises } from "@shop/core/orders/purchasePromises"
import { pathOf } from "@shop/core/routes/index"

const listed = (id: number, price: number, previousPrice: number | null): ListedProduct => ({
  ...makeProduct({ id, price, previousPrice, imagePath: `/images/products/${id}.svg` }),
  productUrl: `/magazin/telefoane/apple/iphone-13--128gb--blue--${id}/?shape=excellent`,
  stockState: "in-stock"
})

describe("home page", () => {
  it("shows the categories and the featured devices as product cards with localized prices", () => {
    const featured: ReadonlyArray<FeaturedRow> = Categories.map((category, i) => ({
      category,
      items: i === 0 ? [listed(1, 1999.5, 2499), listed(2, 899, null)] : []
    }))
    const html = renderToStaticMarkup(createElement(HomePage, { market: "RO", tr: translatorOfMarket("RO"), featured }))
    expect(html.match(/data-testid="product-card"/g)?.length).toBe(2)
    expect(html).toContain(`src="/images/products/1.svg"`)
    expect(html).toContain(formatPrice("RO", 1999.5))
    expect(html).toContain(`<s class="previous-price">${formatPrice("RO", 2499)}</s>`)
    expect(html.match(/<s /g)?.length).toBe(1)
    expect(html).toContain(`href="/magazin/telefoane/"`)
    expect(html).toContain(`href="/magazin/ceasuri-inteligente/"`)
    expect(html).toContain("Telefoane")
  })

  it("shows the shop's rating under the hero, linking to the reviews, and the promises on every order (issue 17)", () => {
    const trust: HomeTrust = {
      rating: { average: 4.7, count: 128, fillPercent: 94 },
      promises: purchasePromises({ market: "GR", price: null, warranty: defaultWarrantyReturnsSettings, rates: { courier: 5, locker: 4, cashOnDeliveryFee: 2, freeShippingFrom: 500 } })
    }
    const html = renderToStaticMarkup(createElement(HomePage, { market: "GR", tr: translatorOfMarket("GR"), featured: [], trust }))
    expect(html).toMatch(/<section class="hero">.*data-testid="shop-rating".*<\/section>/s)
    expect(html).toContain(`href="${pathOf("GR", "reviews")}"`)
    expect(html).toContain("128 κριτικές")
    expect(html).toContain("Εγγύηση 2 ετών")
    expect(html).toContain("δωρεάν από 500,00\u00a0euro")
    // Without reviews, no stars (never "0 out of 5").
    const none = renderToStaticMarkup(createElement(HomePage, { market: "GR", tr: translatorOfMarket("GR"), featured: [], trust: { ...trust, rating: null } }))
    expect(none).not.toContain("shop-rating")
    expect(none).toContain("purchase-promises")
  })

  it("formats prices in each market's currency", () => {
    expect(formatPrice("RO", 1999.5)).toMatch(/ lei$/)
    expect(formatPrice("BG", 10)).toMatch(/ Lev$/)
    expect(formatPrice("HU", 129990)).not.toMatch(/,00/)
    expect(formatPrice("HU", 129990)).toMatch(/ Ft$/)
    expect(formatPrice("GR", 10)).toMatch(/ euro$/)
  })
})
