import { describe, expect, it } from "@effect/vitest"
import { Option, Result } from "effect"
import { MarketCodes, type MarketCode } from "../../src/markets/market.ts"
import {
  buildPath,
  marketOnlyRouteKeys,
  pathOf,
  pathOfRoute,
  resolvePath,
  routeAvailable,
  type RouteKey,
  type StaticRouteKey
} from "../../src/routes/index.ts"
import { FunnelStepIds } from "../../src/sell/steps.ts"

const pathIn = (market: MarketCode, key: StaticRouteKey): string => Result.getOrThrow(buildPath(market, key))

/** SPEC 2.2's table, row by row. `help` is the FAQ page; contact is it at `#contact`. */
const specTable: ReadonlyArray<readonly [string, StaticRouteKey, { readonly [M in MarketCode]: string }]> = [
  ["login", "login", { BG: "/vlez-v-akaunt/", HU: "/login/", RO: "/autentifica-te/", GR: "/login/" }],
  ["account", "account", { BG: "/account/", HU: "/fiokom/", RO: "/cont/", GR: "/my-account/" }],
  ["shop root", "shop", { BG: "/magazin/", HU: "/shop/", RO: "/magazin/", GR: "/shop/" }],
  [
    "cart",
    "cart",
    { BG: "/magazin/moyata-kolichka/", HU: "/shop/kosar/", RO: "/magazin/cosul-meu/", GR: "/shop/my-cart/" }
  ],
  [
    "thank-you",
    "thankYou",
    { BG: "/magazin/blagodarim-ti/", HU: "/shop/koszonjuk/", RO: "/magazin/multumim/", GR: "/shop/thank-you/" }
  ],
  [
    "sell landing",
    "sellLanding",
    { BG: "/prodai/", HU: "/eladas/", RO: "/vinde/", GR: "/poulise-to-kinito-sou/" }
  ],
  ["help", "faq", { BG: "/pomosht/", HU: "/segitseg/", RO: "/suport/", GR: "/ypostirixi/" }]
]

const bgPaths: ReadonlyArray<readonly [StaticRouteKey, string]> = [
  ["register", "/registratsia/"],
  ["aboutUs", "/za-nas/"],
  ["sellerGuide", "/rakovodstvo-na-prodavacha/"],
  ["reviews", "/revyuta/"],
  ["reviewsAdd", "/revyuta/add/"],
  ["reviewsError", "/revyuta/error/"],
  ["reviewsThanks", "/revyuta/thanks/"],
  ["paymentProcessing", "/magazin/obrabotka-na-plashtane/"],
  ["paymentFailed", "/magazin/neuspeshno-plashtane/"],
  ["instalmentThankYou", "/magazin/tbi-blagodarim-ti/"],
  ["cartExtra", "/magazin/moyata-kolichka/extra/"],
  ["cartLogin", "/magazin/moyata-kolichka/login/"],
  ["cartFinalize", "/magazin/moyata-kolichka/finalize/"],
  ["myPurchases", "/account/my-purchases/"],
  ["return", "/account/return/"],
  ["settings", "/account/settings/"],
  ["myWarranties", "/account/my-warranties/"],
  ["sendInWarranty", "/account/send-in-warranty/"],
  ["mySales", "/account/my-sales/"]
]

describe("SPEC 2.2 path shapes", () => {
  for (const [row, key, paths] of specTable) {
    for (const market of MarketCodes) {
      it(`${market} ${row} is ${paths[market]} and resolves back to ${key}`, () => {
        expect(pathIn(market, key)).toBe(paths[market])
        expect(resolvePath(market, paths[market])).toEqual(Option.some({ key, params: {} }))
      })
    }
  }

  for (const [key, path] of bgPaths) {
    it(`BG ${key} is ${path}`, () => {
      expect(pathIn("BG", key)).toBe(path)
      expect(resolvePath("BG", path)).toEqual(Option.some({ key, params: {} }))
    })
  }

  it("BG return form and sale details sit under /account/return-form/ and /account/sale-details/", () => {
    expect(buildPath("BG", "returnForm", { orderId: "1042" })).toEqual(Result.succeed("/account/return-form/1042/"))
    expect(buildPath("BG", "saleDetails", { saleId: "S-77" })).toEqual(Result.succeed("/account/sale-details/S-77/"))
  })

  it("HU refund policy keeps the spec's exact slug", () => {
    expect(pathIn("HU", "refundPolicy")).toBe("/termtk-visszakuldese-es-visszaterites/")
  })

  it("HU financing thank-you is /shop/koszonjuk- plus the provider", () => {
    expect(buildPath("HU", "financingThankYou", { provider: "cofidis" })).toEqual(
      Result.succeed("/shop/koszonjuk-cofidis/")
    )
    expect(resolvePath("HU", "/shop/koszonjuk-cofidis/")).toEqual(
      Option.some({ key: "financingThankYou", params: { provider: "cofidis" } })
    )
  })

  it("RO my insurances is /cont/asigurarile-mele/ and the instalment page sits below the thank-you page", () => {
    expect(pathIn("RO", "myInsurances")).toBe("/cont/asigurarile-mele/")
    expect(pathIn("RO", "instalmentThankYou").startsWith(pathIn("RO", "thankYou"))).toBe(true)
    expect(pathIn("RO", "instalmentThankYou")).not.toBe(pathIn("RO", "thankYou"))
  })

  for (const [key, path] of [
    ["blog", "/blog/"],
    ["logout", "/logout/"],
    ["forgot", "/forgot/"],
    ["returnAddress", "/return-address/"],
    ["index", "/"]
  ] as const) {
    it(`${key} is ${path} in every market`, () => {
      for (const market of MarketCodes) expect(pathOf(market, key)).toBe(path)
    })
  }
})

describe("market-only pages", () => {
  const expected: { readonly [M in MarketCode]: ReadonlyArray<RouteKey> } = {
    RO: ["instalmentThankYou", "myInsurances"],
    BG: ["instalmentThankYou"],
    HU: ["financingThankYou", "refundPolicy"],
    GR: []
  }

  for (const market of MarketCodes) {
    it(`${market} has exactly its market-only pages and refuses to build the others`, () => {
      for (const key of marketOnlyRouteKeys) {
        const available = expected[market].includes(key)
        expect(routeAvailable(market, key)).toBe(available)
        const built = pathOfRoute(
          market,
          key === "financingThankYou" ? { key, params: { provider: "cofidis" } } : { key, params: {} }
        )
        if (available) expect(Result.isSuccess(built)).toBe(true)
        else expect(built).toEqual(Result.fail(expect.objectContaining({ _tag: "RouteUnavailable", market, key })))
      }
    })
  }

  it("GR has no financing or instalment thank-you page to resolve to", () => {
    expect(resolvePath("GR", "/shop/thank-you/rate/")).toEqual(Option.none())
    expect(resolvePath("GR", "/shop/thank-you/")).toEqual(Option.some({ key: "thankYou", params: {} }))
  })
})

describe("help page anchors", () => {
  for (const market of MarketCodes) {
    it(`${market} contact is the help page at #contact`, () => {
      const help = pathOf(market, "faq")
      expect(pathOf(market, "contact")).toBe(`${help}#contact`)
      expect(resolvePath(market, `${help}#contact`)).toEqual(Option.some({ key: "contact", params: {} }))
      expect(resolvePath(market, `${help.slice(0, -1)}?ref=footer#contact`)).toEqual(
        Option.some({ key: "contact", params: {} })
      )
      expect(resolvePath(market, `${help}#shipping`)).toEqual(Option.some({ key: "faq", params: {} }))
    })
  }
})

describe("sell steps", () => {
  for (const market of MarketCodes) {
    it(`${market} sell steps live under /sell/<step>/ (SPEC 2.1), beside the localized landing`, () => {
      for (const step of FunnelStepIds) {
        const path = `/sell/${step}/`
        expect(buildPath(market, "sellStep", { step })).toEqual(Result.succeed(path))
        expect(resolvePath(market, path)).toEqual(Option.some({ key: "sellStep", params: { step } }))
        expect(resolvePath(market, `${pathOf(market, "sellLanding")}${step}/`)).toEqual(Option.none())
      }
    })
  }

  it("starting the funnel opens /sell/brand/ in every market", () => {
    for (const market of MarketCodes) {
      expect(buildPath(market, "sellStep", { step: "brand" })).toEqual(Result.succeed("/sell/brand/"))
    }
  })

  it("refuses a sell step that is not in SPEC 2.5", () => {
    expect(resolvePath("RO", "/sell/marca/")).toEqual(Option.none())
  })
})
