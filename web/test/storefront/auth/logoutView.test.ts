import { describe, expect, it } from "@effect/vitest"
import { MarketCodes } from "@shop/core/markets/index"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import { catalogues, localeOfMarket } from "../../../src/i18n/catalogues.ts"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { ForgotView, LogoutView } from "../../../src/storefront/auth/views.tsx"
import { signsOutOnArrival } from "../../../src/storefront/auth/logoutArrival.ts"

vi.mock("server-only", () => ({}))
vi.mock("../../../src/client/islands.tsx", () => import("../../support/islands.ts"))
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }))
vi.mock("next/headers", () => ({ headers: async () => requestHeaders.current }))

/** Issue 14: another site cannot sign a shopper out by linking to /logout/. */
describe("/logout/ on arrival", () => {
  it("signs out on arrival only after a same-origin navigation or one the shopper started", () => {
    const arrival = (value: string | null) => signsOutOnArrival(new Headers(value === null ? {} : { "sec-fetch-site": value }))
    expect(arrival("same-origin")).toBe(true)
    expect(arrival("none")).toBe(true)
    expect(arrival(" Same-Origin ")).toBe(true)
    for (const value of ["cross-site", "same-site", "", "same-origin, cross-site", null]) expect(arrival(value)).toBe(false)
  })

  for (const market of MarketCodes) {
    it(`${market}: from another site the page asks with a "Sign out" button in the market's language; from the shop it signs out`, async () => {
      const render = async (site: string | null) => {
        requestHeaders.current = new Headers(site === null ? {} : { "sec-fetch-site": site })
        const view = await LogoutView({ market, route: { key: "logout", params: {} }, tr: translatorOfMarket(market), names: {}, pathname: "/", searchParams: {} })
        return renderToStaticMarkup(view)
      }
      const messages = catalogues[localeOfMarket(market)]
      const signedOutTitle = translatorOfMarket(market).t("page-logout-title")
      const signedOutLead = translatorOfMarket(market).t("page-logout-description")
      for (const site of ["cross-site", "same-site", null]) {
        const html = await render(site)
        expect(html).toContain('data-state="confirm"')
        expect(html).toContain('data-testid="logout-confirm"')
        expect(html).toContain(messages["account-logout-button"])
        // It has not signed out yet: no "You've signed out" heading or lead.
        expect(html).toContain(`<h1>${messages["account-logout-button"]}</h1>`)
        expect(html).not.toContain(`<h1>${signedOutTitle}</h1>`)
        expect(html).not.toContain(signedOutLead)
        // Nor in the breadcrumb.
        expect(html).not.toContain(signedOutTitle)
      }
      for (const site of ["same-origin", "none"]) {
        const html = await render(site)
        expect(html).toContain('data-state="pending"')
        expect(html).not.toContain('data-testid="logout-confirm"')
        expect(html).toContain(`<h1>${signedOutTitle}</h1>`)
      }
    })
  }
})

/** Headings that say what the page does now, not the step before or after it. */
describe("/forgot/ opened from a reset link", () => {
  for (const market of MarketCodes) {
    it(`${market}: is headed "choose a new password", without the forgot page's "we will send you a link"`, async () => {
      const tr = translatorOfMarket(market)
      const render = async (searchParams: Record<string, string>) =>
        renderToStaticMarkup(await ForgotView({ market, route: { key: "forgot", params: {} }, tr, names: {}, pathname: "/", searchParams }))
      const reset = await render({ token: "abc" })
      expect(reset).toContain(`<h1>${tr.t("account-reset-title")}</h1>`)
      expect(reset).not.toContain(tr.t("page-forgot-description"))
      const forgot = await render({})
      expect(forgot).toContain(`<h1>${tr.t("page-forgot-title")}</h1>`)
      expect(forgot).toContain(tr.t("page-forgot-description"))
    })
  }
})
