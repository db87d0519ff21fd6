import { describe, expect, it } from "@effect/vitest"
import { defaultWarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import { type MarketCode, MarketCodes } from "@shop/core/markets/index"
import { pathOf, resolvePath, type ResolvedRoute, routeAvailable } from "@shop/core/routes/index"
import { Option } from "effect"
import { createElement, type ReactNode } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { vi } from "vitest"
import { catalogues, localeOfMarket } from "../../../src/i18n/catalogues.ts"
import { translatorOfMarket } from "../../../src/i18n/translator.ts"
import { contentViews } from "../../../src/storefront/content/views.tsx"
import { Footer } from "../../../src/ui/Footer.tsx"
import { blogPosts } from "../../../src/storefront/content/blogStore.ts"

vi.mock("server-only", () => ({}))
vi.mock("../../../src/client/islands.tsx", () => import("../../support/islands.ts"))
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND")
  },
  permanentRedirect: (location: string) => {
    throw new Error(`NEXT_REDIRECT 308 ${location}`)
  }
}))

const render = (market: MarketCode, route: ResolvedRoute): string => {
  const view = contentViews[route.key] as ((props: object) => ReactNode) | undefined
  if (view === undefined) throw new Error(`no content view for ${route.key}`)
  const tr = translatorOfMarket(market)
  return renderToStaticMarkup(createElement(() => view({ market, route, tr, names: {}, pathname: "/", searchParams: {} })))
}

const hrefs = (html: string): ReadonlyArray<string> => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "")

/** Every link of a page must be a page of the market (no dead links). */
const expectLinksResolve = (market: MarketCode, html: string) => {
  for (const href of hrefs(html)) expect(Option.isSome(resolvePath(market, href)), `${market} ${href}`).toBe(true)
}

const text = (market: MarketCode, key: keyof (typeof catalogues)["en"]) => catalogues[localeOfMarket(market)][key]

describe("content pages in every market", () => {
  for (const market of MarketCodes) {
    it(`${market}: about us shows the company stats, the warranty and the return period`, () => {
      const html = render(market, { key: "aboutUs", params: {} })
      expect(html).toContain(text(market, "page-about-us-title"))
      expect(html).toContain(text(market, "sell-landing-stats"))
      expect(html).toContain(String(defaultWarrantyReturnsSettings.defaultWarrantyPeriodYears))
      expect(html).toContain(String(defaultWarrantyReturnsSettings.defaultReturnPeriodDays))
      expectLinksResolve(market, html)
    })

    it(`${market}: the seller guide links into the sell funnel`, () => {
      const html = render(market, { key: "sellerGuide", params: {} })
      expect(html).toContain(text(market, "content-guide-grading-title"))
      const funnel = hrefs(html).map((href) => Option.getOrThrow(resolvePath(market, href)))
      expect(funnel).toContainEqual({ key: "sellStep", params: { step: "brand" } })
      expect(funnel).toContainEqual({ key: "sellLanding", params: {} })
      expectLinksResolve(market, html)
    })

    it(`${market}: the blog lists the posts of the market's language, each linking to its page`, () => {
      const html = render(market, { key: "blog", params: {} })
      const posts = blogPosts(localeOfMarket(market))
      expect(posts.length).toBeGreaterThanOrEqual(3)
      for (const post of posts) {
        expect(html).toContain(post.title.replaceAll("\"", "&quot;"))
        expect(hrefs(html).map((href) => resolvePath(market, href))).toContainEqual(Option.some({ key: "blogPost", params: { slug: post.slug } }))
      }
      expectLinksResolve(market, html)
    })

    it(`${market}: a post renders its article; an unknown slug is the shop's 404`, () => {
      const post = blogPosts(localeOfMarket(market))[0]
      if (post === undefined) return expect.fail("no post")
      const html = render(market, { key: "blogPost", params: { slug: post.slug } })
      expect(html).toContain(`<h1>${post.title}</h1>`)
      expect(html).toContain("<h2>")
      expectLinksResolve(market, html)
      expect(() => render(market, { key: "blogPost", params: { slug: "no-such-post" } })).toThrow("NEXT_NOT_FOUND")
    })

    it(`${market}: the old FAQ and contact addresses redirect permanently to the help page`, () => {
      expect(() => render(market, { key: "faqOld", params: {} })).toThrow(`NEXT_REDIRECT 308 ${pathOf(market, "faq")}`)
      expect(() => render(market, { key: "contactOld", params: {} })).toThrow(`NEXT_REDIRECT 308 ${pathOf(market, "faq")}#contact`)
    })

    it(`${market}: every footer link is a page of the market, and the cookie settings button is there`, () => {
      const tr = translatorOfMarket(market)
      const html = renderToStaticMarkup(createElement(Footer, { market, tr }))
      expectLinksResolve(market, html)
      for (const key of ["faq", "aboutUs", "reviews", "blog", "sellerGuide", "shop", "sellLanding"] as const)
        expect(hrefs(html)).toContain(pathOf(market, key))
      expect(html).toContain("data-consent-open")
      expect(html).toContain(text(market, "consent-settings-link"))
      expect(hrefs(html).some((href) => resolvePath(market, href).pipe(Option.exists((r) => r.key === "refundPolicy")))).toBe(routeAvailable(market, "refundPolicy"))
    })
  }

  it("HU: the refund policy states the return period and the warranty", () => {
    const html = render("HU", { key: "refundPolicy", params: {} })
    expect(html).toContain(text("HU", "page-refund-policy-title"))
    expect(html).toContain(`${defaultWarrantyReturnsSettings.defaultReturnPeriodDays} napon`)
    expect(html).toContain(`${defaultWarrantyReturnsSettings.defaultWarrantyPeriodYears} éves`)
    expectLinksResolve("HU", html)
  })

  it("only Hungary has the refund-policy page", () => {
    expect(MarketCodes.filter((market) => routeAvailable(market, "refundPolicy"))).toEqual(["HU"])
  })
})
