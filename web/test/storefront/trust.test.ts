import { describe, expect, it } from "@effect/vitest"
import { defaultWarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import type { ShippingRates } from "@shop/core/catalog/catalogTypes"
import { MarketCodes, type MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import { purchasePromises } from "@shop/core/orders/purchasePromises"
import { shownRating } from "@shop/core/reviews/shownRating"
import { ratingSummary } from "@shop/core/reviews/summary"
import { pathOf } from "@shop/core/routes/index"
import { Option } from "effect"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { translatorOfMarket } from "../../src/i18n/translator.ts"
import { PromisesNearPrice } from "../../src/storefront/product/PromisesNearPrice.tsx"
import { promiseText, PurchasePromises } from "../../src/ui/PurchasePromises.tsx"
import { ShopRating } from "../../src/ui/ShopRating.tsx"

const rates: ShippingRates = { courier: 19.99, locker: 14.99, cashOnDeliveryFee: 7, freeShippingFrom: 500 }
const rating = Option.getOrThrow(shownRating(ratingSummary([5, 5, 5, 4, 4])))
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim()

describe("the shop's rating", () => {
  it("links to the market's reviews page with the average, the count, and stars filled to the average", () => {
    for (const market of MarketCodes) {
      const html = renderToStaticMarkup(createElement(ShopRating, { market, tr: translatorOfMarket(market), rating }))
      expect(html).toContain(`href="${pathOf(market, "reviews")}"`)
      expect(html).toContain(`data-count="5"`)
      expect(html).toContain("width:92%")
    }
    const ro = text(renderToStaticMarkup(createElement(ShopRating, { market: "RO", tr: translatorOfMarket("RO"), rating })))
    expect(ro).toContain("4,6")
    expect(ro).toContain("5 recenzii")
    const el = text(renderToStaticMarkup(createElement(ShopRating, { market: "GR", tr: translatorOfMarket("GR"), rating })))
    expect(el).toContain("5 κριτικές")
  })

  it("is read as one sentence: the glyphs are hidden from screen readers", () => {
    const html = renderToStaticMarkup(createElement(ShopRating, { market: "HU", tr: translatorOfMarket("HU"), rating }))
    expect(html).toMatch(/<span class="visually-hidden">Átlag: 4,6 az 5-ből, 5 értékelés alapján<\/span>/)
    expect(html).toMatch(/<span class="rating-stars" aria-hidden="true">/)
  })
})

describe("the purchase promises", () => {
  const promisesOf = (market: MarketCode, price: number | null) =>
    purchasePromises({ market, price, warranty: defaultWarrantyReturnsSettings, rates })

  it("say the settings' figures in the market's language, with its currency and its ways to pay", () => {
    const ro = promisesOf("RO", 320).map((p) => promiseText("RO", translatorOfMarket("RO"), p))
    expect(ro).toEqual([
      "Garanție 2 ani",
      "Retur gratuit în 60 de zile",
      "Livrare de la 14,99\u00a0lei, gratuită de la 500,00\u00a0lei",
      "Plătești cu cardul, ramburs sau în rate"
    ])
    const el = promisesOf("GR", 320).map((p) => promiseText("GR", translatorOfMarket("GR"), p))
    expect(el).toEqual([
      "Εγγύηση 2 ετών",
      "Δωρεάν επιστροφή σε 60 ημέρες",
      "Παράδοση από 14,99\u00a0euro, δωρεάν από 500,00\u00a0euro",
      "Πληρωμή με κάρτα ή αντικαταβολή"
    ])
  })

  it("promise free delivery for a device above the threshold", () => {
    for (const market of MarketCodes) {
      const tr = translatorOfMarket(market)
      const delivery = promisesOf(market, 999).find((p) => p._tag === "Delivery")!
      expect(promiseText(market, tr, delivery)).toBe(tr.t("promise-delivery-free"))
    }
  })

  it("never break an amount from its currency, and show no English in the four markets", () => {
    for (const market of MarketCodes) {
      const html = renderToStaticMarkup(createElement(PurchasePromises, { market, tr: translatorOfMarket(market), promises: promisesOf(market, 10) }))
      expect(html).not.toContain(formatPrice(market, 14.99))
      expect(html).toContain(formatPrice(market, 14.99).replace(/ /g, "\u00a0"))
      expect(text(html)).not.toMatch(/warranty|returns|delivery|cash on/i)
      expect(html.match(/data-promise=/g)?.length).toBe(4)
    }
  })

  it("under a product's price: the device's own delivery cost", () => {
    const html = renderToStaticMarkup(createElement(PromisesNearPrice, {
      market: "BG",
      tr: translatorOfMarket("BG"),
      price: 1200,
      warranty: { ...defaultWarrantyReturnsSettings, warrantyDetails: { measure: "months", name: "standard-warranty", validity: 18 } },
      rates
    }))
    expect(text(html)).toContain("18 месеца гаранция")
    expect(text(html)).toContain("Безплатна доставка")
  })
})
