import { describe, expect, it } from "vitest"
import { MarketCodes } from "@shop/core/markets/index"
import { allRouteKeys, buildPath, isSearchIndexed, routeAvailable, type RouteKey } from "@shop/core/routes/index"
import { Result } from "effect"
import { disallowedPaths } from "../../../src/storefront/seo/robotsRules.ts"
import { catalogueEntries, contentEntries } from "../../../src/storefront/seo/sitemaps.ts"
import { seededPages } from "./seedPages.ts"

const sampleParams: Partial<Record<RouteKey, object>> = {
  returnForm: { orderId: "A1B2C3" },
  saleDetails: { saleId: "S1" },
  sellStep: { step: "offer" },
  financingThankYou: { provider: "cofidis" },
  blogPost: { slug: "a-post" },
  category: { category: "laptop" },
  shopBrand: { brand: "apple" },
  shopModel: { brand: "apple", model: "iphone-13" },
  product: { category: "smartphone", brand: "apple", model: "iphone-13", colour: "blue", legacyModelId: 1 }
}

const pathOfKey = (market: (typeof MarketCodes)[number], key: RouteKey): string => {
  const built = (buildPath as (m: string, k: RouteKey, p: object) => Result.Result<string, unknown>)(market, key, sampleParams[key] ?? {})
  if (Result.isFailure(built)) throw new Error(`${market} ${key}`)
  return built.success.split("#")[0] ?? "/"
}

describe("robots.txt's disallowed paths", () => {
  for (const market of MarketCodes) {
    it(`${market}: cover the cart, checkout, sign-in, account, sell steps and /api/, and no page search engines index`, () => {
      const disallowed = disallowedPaths(market)
      const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix))
      for (const key of ["cart", "cartFinalize", "thankYou", "paymentFailed", "login", "register", "forgot", "account", "myPurchases", "settings", "sellStep", "returnForm"] as const) {
        expect(blocked(pathOfKey(market, key)), `${market} ${key}`).toBe(true)
      }
      expect(blocked("/api/cart-refresh/")).toBe(true)
      for (const key of allRouteKeys.filter((k) => routeAvailable(market, k) && isSearchIndexed(k))) {
        expect(blocked(pathOfKey(market, key)), `${market} ${key}`).toBe(false)
      }
      const pages = seededPages(market)
      const listed = [
        ...(["categories", "brands", "models", "products-1"] as const).flatMap((child) => catalogueEntries(market, child, pages)),
        ...contentEntries(market, pages, { posts: [], reviews: { shop: null, seller: null } })
      ]
      expect(listed.filter((entry) => blocked(entry.href))).toEqual([])
      // Shortest first and none covered by another.
      expect(disallowed.filter((path, i) => disallowed.some((other, j) => j !== i && path.startsWith(other)))).toEqual([])
    })
  }

  it("HU's financing thank-you pages are covered whatever the provider", () => {
    expect(disallowedPaths("HU")).toContain("/shop/koszonjuk-")
  })
})
