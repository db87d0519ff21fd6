import { describe, expect, it } from "@effect/vitest"
import { Option, Result } from "effect"
import * as fc from "fast-check"
import { Categories } from "../../src/catalog/category.ts"
import { MarketCodes } from "../../src/markets/market.ts"
import {
  alternatePath,
  alternateSlugTable,
  brandSlugAllowed,
  buildPath,
  categorySlug,
  commonRouteKeys,
  filterSlugTable,
  pathOf,
  pathOfRoute,
  resolvePath,
  routeAvailable,
  routeTable
} from "../../src/routes/index.ts"
import { availableKeys, market, marketAndRoute, paramsFor, route, shadowingBrandSlugs } from "./arbitraries.ts"

describe("route table completeness", () => {
  it("every SPEC 2.1 key is available in every market", () => {
    for (const m of MarketCodes) for (const key of commonRouteKeys) expect(routeAvailable(m, key)).toBe(true)
  })

  it("every key available in a market builds a path there for any valid params", () => {
    fc.assert(
      fc.property(
        market.chain((m) => fc.constantFrom(...availableKeys(m)).chain((k) => paramsFor(m, k).map((r) => [m, r] as const))),
        ([m, r]) => {
          const built = pathOfRoute(m, r)
          expect(Result.isSuccess(built)).toBe(true)
        }
      )
    )
  })

  it("routeTable lists exactly the available keys", () => {
    for (const m of MarketCodes) expect(Object.keys(routeTable(m)).sort()).toEqual([...availableKeys(m)].sort())
  })
})

describe("buildPath and resolvePath", () => {
  it("buildPath -> resolvePath -> buildPath is the identity for any valid params", () => {
    fc.assert(
      fc.property(marketAndRoute, ([m, r]) => {
        const path = Result.getOrThrow(pathOfRoute(m, r))
        const resolved = resolvePath(m, path)
        expect(resolved).toEqual(Option.some(r))
        expect(Option.map(resolved, (back) => Result.getOrThrow(pathOfRoute(m, back)))).toEqual(Option.some(path))
      }),
      { numRuns: 500 }
    )
  })

  it("no two keys of one market share a path", () => {
    fc.assert(
      fc.property(
        market.chain((m) => fc.tuple(fc.constant(m), route(m), route(m))),
        ([m, a, b]) => {
          fc.pre(a.key !== b.key)
          expect(Result.getOrThrow(pathOfRoute(m, a))).not.toBe(Result.getOrThrow(pathOfRoute(m, b)))
        }
      ),
      { numRuns: 500 }
    )
    for (const m of MarketCodes) {
      const templates = Object.values(routeTable(m))
      expect(new Set(templates).size).toBe(templates.length)
    }
  })

  it("resolves a path without its trailing slash and with a query string", () => {
    fc.assert(
      fc.property(marketAndRoute, fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/), ([m, r], query) => {
        const path = Result.getOrThrow(pathOfRoute(m, r))
        fc.pre(path !== "/" && !path.includes("#"))
        expect(resolvePath(m, path.slice(0, -1))).toEqual(Option.some(r))
        expect(resolvePath(m, `${path}?${query}`)).toEqual(Option.some(r))
        expect(resolvePath(m, `${path.slice(0, -1)}?${query}`)).toEqual(Option.some(r))
      })
    )
  })

  it("resolves nothing for unknown paths", () => {
    expect(resolvePath("RO", "/nu-exista/")).toEqual(Option.none())
    expect(resolvePath("RO", "/magazin/telefoane/apple/iphone-13/extra/part/")).toEqual(Option.none())
    expect(resolvePath("RO", "/blog//")).toEqual(Option.none())
    expect(resolvePath("RO", "/Magazin/")).toEqual(Option.none())
  })

  it("reports the param it cannot write", () => {
    expect(buildPath("RO", "blogPost", { slug: "Not A Slug" })).toEqual(
      Result.fail(expect.objectContaining({ _tag: "InvalidRouteParam", key: "blogPost", param: "slug" }))
    )
    expect(buildPath("RO", "returnForm", { orderId: "" })).toEqual(
      Result.fail(expect.objectContaining({ _tag: "InvalidRouteParam", param: "orderId" }))
    )
    expect(buildPath("HU", "financingThankYou", { provider: "Cofidis Bank" })).toEqual(
      Result.fail(expect.objectContaining({ _tag: "InvalidRouteParam", param: "provider" }))
    )
  })
})

describe("shop root: categories, brands and models", () => {
  it("lists a category at the shop root plus its localized slug", () => {
    expect(buildPath("RO", "category", { category: "smartphone" })).toEqual(Result.succeed("/magazin/telefoane/"))
    expect(buildPath("HU", "category", { category: "tablet" })).toEqual(Result.succeed("/shop/tabletek/"))
  })

  it("shows a brand at the shop root plus the brand and a model below it", () => {
    expect(buildPath("RO", "shopBrand", { brand: "apple" })).toEqual(Result.succeed("/magazin/apple/"))
    expect(buildPath("GR", "shopModel", { brand: "samsung", model: "galaxy-s21" })).toEqual(
      Result.succeed("/shop/samsung/galaxy-s21/")
    )
  })

  it("a category slug, alternate or filter slug wins over a brand when resolving", () => {
    for (const m of MarketCodes) {
      const slugs = [
        ...Categories.map((c) => [categorySlug(m, c), c] as const),
        ...alternateSlugTable(m),
        ...filterSlugTable(m)
      ]
      for (const [slug, category] of slugs) {
        expect(resolvePath(m, `${pathOf(m, "shop")}${slug}/`)).toEqual(
          Option.some({ key: "category", params: { category } })
        )
      }
    }
  })

  it("refuses a brand slug equal to a category slug or a shop page segment", () => {
    const refused = [
      ["RO", "telefoane"],
      ["RO", "laptop"],
      ["RO", "smartphones"],
      ["RO", "cosul-meu"],
      ["RO", "multumim"],
      ["BG", "moyata-kolichka"],
      ["BG", "tbi-blagodarim-ti"],
      ["HU", "kosar"],
      ["HU", "koszonjuk"],
      ["HU", "koszonjuk-cofidis"],
      ["GR", "my-cart"],
      ["GR", "thank-you"],
      ["GR", "kinita"]
    ] as const
    for (const [m, brand] of refused) {
      expect(brandSlugAllowed(m, brand)).toBe(false)
      expect(buildPath(m, "shopBrand", { brand })).toEqual(
        Result.fail(expect.objectContaining({ _tag: "InvalidRouteParam", param: "brand" }))
      )
    }
  })

  it("gives a product page to a brand slugged like a category or a shop page", () => {
    for (const m of MarketCodes) {
      for (const brand of shadowingBrandSlugs(m)) {
        expect(brandSlugAllowed(m, brand)).toBe(false)
        const params = { category: "tablet", brand, model: "tab-s9", colour: "grey", legacyModelId: 8 } as const
        const path = Result.getOrThrow(buildPath(m, "product", params))
        expect(resolvePath(m, path)).toEqual(Option.some({ key: "product", params }))
      }
    }
  })

  it("a shop page below the shop root never resolves as a brand", () => {
    for (const m of MarketCodes) {
      for (const key of ["cart", "thankYou", "paymentProcessing", "paymentFailed", "cartExtra"] as const) {
        expect(Option.map(resolvePath(m, pathOf(m, key)), (r) => r.key)).toEqual(Option.some(key))
      }
    }
  })
})

describe("alternatePath", () => {
  it("re-slugs a category listing for another market", () => {
    expect(alternatePath("RO", "/magazin/telefoane/", "HU")).toEqual(Option.some("/shop/telefonok/"))
    expect(alternatePath("BG", "/prodai/", "GR")).toEqual(Option.some("/poulise-to-kinito-sou/"))
    expect(alternatePath("BG", "/sell/brand/", "GR")).toEqual(Option.some("/sell/brand/"))
  })

  it("has no alternate for a page the target market lacks", () => {
    expect(alternatePath("HU", "/termtk-visszakuldese-es-visszaterites/", "RO")).toEqual(Option.none())
  })
})
