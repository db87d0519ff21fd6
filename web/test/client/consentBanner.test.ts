import { describe, expect, it } from "@effect/vitest"
import { MarketCodes } from "@shop/core/markets/index"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { ConsentBanner } from "../../src/client/consent/ConsentBanner.tsx"
import { consentTexts } from "../../src/client/consent/consentTexts.ts"
import { StoredConsentBanner } from "../../src/client/consent/StoredConsentBanner.tsx"
import { translatorOfMarket } from "../../src/i18n/translator.ts"

describe("cookie consent banner", () => {
  for (const market of MarketCodes) {
    it(`${market}: shown in the market's language until a choice is stored`, () => {
      const tr = translatorOfMarket(market)
      const texts = consentTexts(tr)
      const html = renderToStaticMarkup(createElement(ConsentBanner, { initial: null, texts }))
      expect(html).toContain('data-testid="consent-banner"')
      for (const key of ["consent-title", "consent-accept-all", "consent-reject-all", "consent-choose"] as const)
        expect(html).toContain(tr.t(key))
      // Every control is a real button: reachable and usable from the keyboard.
      expect(html.match(/<button type="button"/g)?.length).toBe(3)
    })
  }

  it("renders nothing once a choice is stored", () => {
    const texts = consentTexts(translatorOfMarket("RO"))
    expect(renderToStaticMarkup(createElement(ConsentBanner, { initial: { analytics: true, marketing: false }, texts }))).toBe("")
  })
})

describe("the banner with the stored choice (cacheable page HTML, issue 15)", () => {
  it("renders nothing on the server, whatever the visitor has chosen: the browser reads its cookie", () => {
    const texts = consentTexts(translatorOfMarket("GR"))
    expect(renderToStaticMarkup(createElement(StoredConsentBanner, { texts }))).toBe("")
  })
})
