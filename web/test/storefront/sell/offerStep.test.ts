import { describe, expect, it } from "@effect/vitest"
import type { MarketCode } from "@shop/core/markets/market"
import { formatPrice } from "@shop/core/markets/priceFormat"
import type { OfferQuote } from "@shop/core/ports/SellApi"
import type { FunnelState } from "@shop/core/sell/funnelState"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import { catalogues, localeOfMarket } from "../../../src/i18n/catalogues.ts"
import { IntlClientProvider } from "../../../src/i18n/IntlClientProvider.tsx"
import { OfferStep } from "../../../src/storefront/sell/OfferStep.tsx"
import type { FunnelNav } from "../../../src/storefront/sell/useFunnel.ts"

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => undefined }) }))

const option = (id: 1 | 2, total: number, previous: number | null = null) =>
  ({ id, value: total - (id === 1 ? 6 : 0), voucher_value: id === 1 ? 6 : 0, total_value: total, promotion_value: 0, previous_price: previous })

const quote: OfferQuote = {
  _tag: "OffersQuoted",
  offers: [{ item_index: 0, item_name: "Galaxy A12", productImage: "/images/sell/a12.png", offers: [option(1, 33, 36), option(2, 27)] }]
}

const device = { category: 1 as const, brand: 1, model: { id: 55, name: "Galaxy A12" }, config: { colour: 1 }, answers: {} }

const nav = (market: MarketCode, state: FunnelState): FunnelNav => ({
  market,
  state,
  session: { loggedIn: false, paymentTest: false, partner: false, viewportWidth: 390 },
  variants: { paymentTest: false, partner: false },
  pending: false,
  go: () => undefined,
  keep: () => undefined,
  apply: () => null
})

/** Quoted on 2026-11-20 at noon: valid until 2026-12-04 (core offerValidUntil, 14 days). */
const validUntil = Date.parse("2026-12-04T12:00:00Z")

const render = (market: MarketCode, state: FunnelState) => {
  const locale = localeOfMarket(market)
  return renderToStaticMarkup(createElement(IntlClientProvider, {
    locale,
    messages: catalogues[locale],
    children: createElement(OfferStep, { nav: nav(market, state), quote, validUntil })
  }))
}

const sumOf = (html: string) => /<p class="sell-offer-sum"[^>]*>(.*?)<\/p>/.exec(html)?.[0] ?? ""

describe("the offer step (issue 17)", () => {
  it("before a choice: every option's total, and a summary asking for the choice with the most it brings, never 0", () => {
    for (const market of ["RO", "BG", "HU", "GR"] as const) {
      const html = render(market, { step: "offer", items: [device] })
      expect(html).toContain(formatPrice(market, 33))
      expect(html).toContain(formatPrice(market, 27))
      const sum = sumOf(html)
      expect(sum).toContain(`data-state="choosing"`)
      expect(sum).not.toContain(formatPrice(market, 0).replace(/ /g, "\u00a0"))
      expect(sum).toContain(formatPrice(market, 33).replace(/ /g, "\u00a0"))
    }
    expect(sumOf(render("GR", { step: "offer", items: [device] }))).toContain("Διάλεξε προσφορά")
  })

  it("after the choice: the chosen total, its amount never broken from the currency", () => {
    const sum = sumOf(render("RO", { step: "offer", items: [{ ...device, offer: 2 }] }))
    expect(sum).toContain(`data-state="chosen"`)
    expect(sum).toContain("27,00\u00a0lei")
    expect(sum).not.toContain("27,00 lei")
  })

  it("keeps each option a label with phrasing content only (no list inside a label)", () => {
    const html = render("HU", { step: "offer", items: [device] })
    expect(html).not.toMatch(/<label[^>]*>(?:(?!<\/label>).)*<(dl|div|p)[ >]/s)
    expect(html.match(/data-testid="sell-offer"/g)?.length).toBe(2)
  })

  it("shows the value's earlier price beside the value it was, never beside the total with the voucher", () => {
    // Option 1: value 27, voucher 6, total 33, earlier value 36 (the quote's previous_price).
    const html = render("RO", { step: "offer", items: [device] })
    const amounts = /<span class="sell-offer-amounts">(.*?)<\/span><\/span>/s.exec(html)?.[1] ?? ""
    expect(amounts).toContain("33,00")
    expect(amounts).not.toContain("sell-offer-previous")
    const lines = /<span class="sell-offer-lines">(.*?)<\/span><\/span><\/label>/s.exec(html)?.[1] ?? ""
    expect(lines).toMatch(/27,00.*<s class="sell-offer-previous">36,00/s)
  })

  it("says until when the offer holds and that a later arrival is priced at that day's price list, in the market's language (issue 19)", () => {
    const validity = (market: MarketCode) => /<p class="sell-offer-validity"[^>]*>(.*?)<\/p>/s.exec(render(market, { step: "offer", items: [device] }))?.[0] ?? ""
    expect(validity("RO")).toContain("data-testid=\"offer-valid-until\"")
    expect(validity("RO")).toContain("04.12.2026")
    expect(validity("RO")).toContain("lista de prețuri")
    expect(validity("GR")).toContain("04/12/2026")
    expect(validity("GR")).toContain("τιμοκατάλογο")
    expect(validity("HU")).toContain("2026. 12. 04.")
  })

  it("says up front what a counter-offer is and what its lapse does, in the market's language (issue 19)", () => {
    const rule = (market: MarketCode) => /<p[^>]*data-testid="counter-offer-rule"[^>]*>(.*?)<\/p>/s.exec(render(market, { step: "offer", items: [device] }))
    const ro = rule("RO")
    expect(ro?.[0]).toContain('data-lapse="accept"')
    expect(ro?.[1]).toContain("14 zile")
    expect(ro?.[1]).toContain("contraofert")
    expect(rule("GR")?.[1]).toContain("14 ημέρες")
    expect(rule("BG")?.[1]).toContain("14 дни")
    expect(rule("HU")?.[1]).toContain("14 napod")
  })
})
