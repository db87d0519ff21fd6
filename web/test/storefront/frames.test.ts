import { describe, expect, it } from "@effect/vitest"
import { Categories } from "@shop/core/catalog/index"
import { type MarketCode, MarketCodes } from "@shop/core/markets/index"
import {
  allRouteKeys,
  buildPath,
  type ParamRouteKey,
  type ResolvedRoute,
  resolvePath,
  routeAvailable,
  type RouteKey,
  type RouteParams
} from "@shop/core/routes/index"
import { Option, Result } from "effect"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { catalogues, localeOfMarket, type MessageKey } from "../../src/i18n/catalogues.ts"
import { translatorOfMarket } from "../../src/i18n/translator.ts"
import { frames, frameTitle } from "../../src/storefront/frames.ts"
import { resolveRequest } from "../../src/storefront/resolveRequest.ts"
import { HelpView } from "../../src/storefront/help/HelpView.tsx"
import { RoutePage } from "../../src/storefront/RoutePage.tsx"

/** Params for every parameterised key, so each key's page can be asked for by path. */
const sampleParams: { readonly [K in ParamRouteKey]: RouteParams<K> } = {
  blogPost: { slug: "how-we-test-phones" },
  returnForm: { orderId: "A1B2C3" },
  saleDetails: { saleId: "S12345" },
  category: { category: "tablet" },
  shopBrand: { brand: "apple" },
  shopModel: { brand: "apple", model: "iphone-13" },
  product: { category: "smartphone", brand: "apple", model: "iphone-13", storage: "128gb", colour: "blue", legacyModelId: 1043 },
  sellStep: { step: "brand" },
  financingThankYou: { provider: "cofidis" }
}

const samplePath = (market: MarketCode, key: RouteKey): string => {
  const params = (sampleParams as Partial<Record<RouteKey, object>>)[key] ?? {}
  const built = (buildPath as (m: MarketCode, k: RouteKey, p: object) => Result.Result<string, unknown>)(market, key, params)
  if (Result.isFailure(built)) throw new Error(`${market} ${key}: ${String(built.failure)}`)
  return built.success
}

const names = { brand: "Apple", model: "iPhone 13", product: "Apple iPhone 13 128 GB Blue" }

const render = (market: MarketCode, route: ResolvedRoute) =>
  renderToStaticMarkup(createElement(RoutePage, { market, route, tr: translatorOfMarket(market), names }))

const hrefs = (html: string): ReadonlyArray<string> => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? "")

describe("every route key answers with a localized page frame", () => {
  for (const market of MarketCodes) {
    const keys = allRouteKeys.filter((key) => routeAvailable(market, key))

    it(`${market}: each key's path resolves to the key and renders its frame`, () => {
      const messages: Readonly<Record<string, string>> = catalogues[localeOfMarket(market)]
      for (const key of keys) {
        // `contact` is the help page's #contact anchor: the browser asks for the help page.
        const path = samplePath(market, key).split("#")[0] ?? "/"
        const outcome = resolveRequest(market, path, "")
        const expectedKey = key === "contact" ? "faq" : key
        expect(outcome._tag === "Page" ? outcome.route.key : outcome._tag, `${market} ${path}`).toBe(expectedKey)
        if (outcome._tag !== "Page" || key === "index") continue
        const html = render(market, outcome.route)
        const title = frameTitle(outcome.route, translatorOfMarket(market), names)
        expect(title.trim().length, key).toBeGreaterThan(0)
        expect(html).toContain(`data-route-key="${expectedKey}"`)
        expect(html).toContain(`<h1>${title.replace(/&/g, "&amp;")}</h1>`)
        // Localized: the frame's strings come from the market's catalogue, and no raw key leaks.
        expect(messages[frames[key].description as MessageKey]).toBeDefined()
        expect(html).not.toMatch(/page-[a-z-]+-(title|description)/)
        // Every link of the frame leads to a page of the same market.
        for (const href of hrefs(html)) {
          expect(Option.isSome(resolvePath(market, href)), `${market} ${key} links to ${href}`).toBe(true)
        }
      }
    })
  }

  it("the help page carries the contact anchor", () => {
    const route = resolveRequest("RO", "/suport/", "")
    if (route._tag !== "Page" || route.route.key !== "faq") throw new Error("the RO help page must resolve")
    const props = { market: "RO" as const, route: route.route, tr: translatorOfMarket("RO"), names, pathname: "/suport/", searchParams: {} }
    expect(renderToStaticMarkup(createElement(HelpView, props))).toContain(`id="contact"`)
  })
})

describe("the catch-all's request outcome", () => {
  it("redirects alternate category slugs and a missing trailing slash to the canonical path, keeping the query", () => {
    expect(resolveRequest("RO", "/magazin/smartphones/", "?sort=newest")).toEqual({
      _tag: "Redirect",
      location: "/magazin/telefoane/?sort=newest"
    })
    expect(resolveRequest("HU", "/shop/telefoane/", "")).toEqual({ _tag: "Redirect", location: "/shop/telefonok/" })
    expect(resolveRequest("BG", "/magazin/moyata-kolichka", "")).toEqual({ _tag: "Redirect", location: "/magazin/moyata-kolichka/" })
  })

  it("keeps RO and BG apart under the same /magazin/ root", () => {
    expect(resolveRequest("RO", "/magazin/cosul-meu/", "")._tag).toBe("Page")
    expect(resolveRequest("BG", "/magazin/moyata-kolichka/", "")._tag).toBe("Page")
    const roCartInBg = resolveRequest("BG", "/magazin/cosul-meu/", "")
    // In BG the RO cart slug is no page of its own: at most a brand page, never the cart.
    expect(roCartInBg._tag === "Page" ? roCartInBg.route.key : roCartInBg._tag).not.toBe("cart")
  })

  it("answers NotFound for paths of no page", () => {
    for (const market of MarketCodes) {
      expect(resolveRequest(market, "/no/such/page/here/at/all/", "")._tag).toBe("NotFound")
      expect(resolveRequest(market, "/definitely-not-a-page/", "")._tag).toBe("NotFound")
    }
  })

  it("every category listing path is canonical in every market", () => {
    for (const market of MarketCodes) {
      for (const category of Categories) {
        const path = Result.getOrThrow(buildPath(market, "category", { category }))
        expect(resolveRequest(market, path, "")._tag).toBe("Page")
      }
    }
  })
})

describe("an order or a sale in a page title", () => {
  it("is named by its short reference, not its whole id (a UUID wraps over lines on a phone)", () => {
    const id = "5fcedd5f-8b0a-40ee-a5ed-b7068121ef2d"
    const tr = translatorOfMarket("RO")
    for (const key of ["returnForm", "saleDetails"] as const) {
      const params = key === "returnForm" ? { orderId: id } : { saleId: id }
      const path = (buildPath as (m: MarketCode, k: RouteKey, p: object) => Result.Result<string, unknown>)("RO", key, params)
      const route = Option.getOrThrow(resolvePath("RO", Result.getOrThrow(path)))
      const title = frameTitle(route, tr, {})
      expect(title).toContain("5FCEDD5F")
      expect(title).not.toContain(id)
    }
  })
})
