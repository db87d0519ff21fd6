import { describe, expect, it } from "@effect/vitest"
import { MarketCodes } from "@shop/core/markets/index"
import { pathOf } from "@shop/core/routes/index"
import fc from "fast-check"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { translatorOfMarket } from "../../src/i18n/translator.ts"
import { AccountLink, hasAuthCookie } from "../../src/ui/AccountLink.tsx"
import { Header } from "../../src/ui/Header.tsx"

describe("the header's account link (issue 15: no visitor state in the server's HTML)", () => {
  for (const market of MarketCodes) {
    it(`${market}: the server renders the guest link to the login page in the market's language`, () => {
      const tr = translatorOfMarket(market)
      const html = renderToStaticMarkup(createElement(Header, { market, tr }))
      expect(html).toContain('data-testid="header-account"')
      expect(html).toContain('data-state="guest"')
      expect(html).toContain(`href="${pathOf(market, "login")}"`)
      expect(html).toContain(tr.t("nav-sign-in"))
      expect(html).not.toContain(tr.t("nav-my-account"))
    })
  }

  it("AccountLink alone renders the guest state before hydration", () => {
    const texts = { signIn: "Intră în cont", myAccount: "Contul meu", loginHref: "/login/", accountHref: "/cont/" }
    const html = renderToStaticMarkup(createElement(AccountLink, { texts }, null))
    expect(html).toContain('href="/login/"')
    expect(html).toContain("Intră în cont")
  })

  it("the auth cookie is found by name among others, with or without a value", () => {
    expect(hasAuthCookie("shop_auth=")).toBe(true)
    expect(hasAuthCookie("a=1; shop_auth=token; b=2")).toBe(true)
    expect(hasAuthCookie("shop_authx=1; xshop_auth=1")).toBe(false)
    expect(hasAuthCookie("")).toBe(false)
  })

  it("property: any cookie list is signed in exactly when one of its names is shop_auth", () => {
    const name = fc.oneof(fc.constant("shop_auth"), fc.stringMatching(/^[a-z_]{1,10}$/))
    fc.assert(fc.property(fc.array(fc.tuple(name, fc.stringMatching(/^[A-Za-z0-9%=._-]{0,12}$/))), (pairs) => {
      const header = pairs.map(([n, v]) => `${n}=${v}`).join("; ")
      expect(hasAuthCookie(header)).toBe(pairs.some(([n]) => n === "shop_auth"))
    }))
  })
})
