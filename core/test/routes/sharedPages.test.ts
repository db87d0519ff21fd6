import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { allRouteKeys, isSharedPage, sharedPageKeys, type RouteKey } from "../../src/routes/index.ts"

const routeKey = fc.constantFrom<RouteKey>(...allRouteKeys)
const queryName = fc.oneof(fc.constantFrom("shape", "page", "sort", "brand", "order", "token", "utm_source"), fc.stringMatching(/^[a-z_]{1,8}$/))
const query = fc.dictionary(queryName, fc.oneof(fc.string({ maxLength: 6 }), fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 })), { maxKeys: 3 })

describe("the pages a shared cache may keep (issue 15)", () => {
  it("the storefront's public pages are shared; a visitor's own pages never are", () => {
    for (const key of ["index", "shop", "category", "shopBrand", "shopModel", "product", "faq", "blogPost", "sellLanding"] as const) {
      expect(isSharedPage({ key }, {})).toBe(true)
    }
    for (const key of ["account", "cart", "cartFinalize", "thankYou", "paymentFailed", "login", "sellStep", "reviewsAdd", "myPurchases", "returnForm"] as const) {
      expect(isSharedPage({ key }, {})).toBe(false)
    }
  })

  it("a product page is known by its grade; any other query makes a page the visitor's own", () => {
    expect(isSharedPage({ key: "product" }, { shape: "good" })).toBe(true)
    expect(isSharedPage({ key: "product" }, { shape: ["good", "mint"] })).toBe(false)
    expect(isSharedPage({ key: "product" }, { shape: "good", utm_source: "x" })).toBe(false)
    expect(isSharedPage({ key: "category" }, { sort: "price-asc" })).toBe(false)
    expect(isSharedPage({ key: "index" }, { shape: "good" })).toBe(false)
  })

  it("property: shared means a shared key and only the key's own parameters, each given once", () => {
    fc.assert(fc.property(routeKey, query, (key, q) => {
      const shared = isSharedPage({ key }, q)
      const entries = Object.entries(q)
      const onlyShape = entries.every(([name, value]) => key === "product" && name === "shape" && typeof value === "string")
      expect(shared).toBe(sharedPageKeys.has(key) && onlyShape)
      // A page that is not shared without a query never becomes shared with one.
      if (!isSharedPage({ key }, {})) expect(shared).toBe(false)
    }))
  })
})
