import { describe, expect, it } from "vitest"
import { emptyHostConfig, type MarketHostConfig } from "../../../src/market/hosts.ts"
import { marketOrigins } from "../../../src/storefront/seo/origins.ts"

const hosts = (entries: ReadonlyArray<readonly [string, "RO" | "BG" | "HU" | "GR"]>): MarketHostConfig => ({ single: null, hosts: new Map(entries) })

describe("the storefronts' origins a page names (canonical, hreflang, sitemaps)", () => {
  it("locally, every market at <market>.localhost with the request's port and scheme", () => {
    expect(marketOrigins("HU", { proto: "http", host: "hu.localhost:4300" }, emptyHostConfig)).toEqual({
      RO: "http://ro.localhost:4300",
      BG: "http://bg.localhost:4300",
      HU: "http://hu.localhost:4300",
      GR: "http://gr.localhost:4300"
    })
    expect(marketOrigins("RO", { proto: "http", host: "localhost:3000" }, emptyHostConfig).RO).toBe("http://ro.localhost:3000")
  })

  it("in production, each market at its first configured host, whichever alias or forged host the request came by", () => {
    const config = hosts([["shop.ro", "RO"], ["www.shop.ro", "RO"], ["shop.bg", "BG"], ["shop.hu", "HU"], ["shop.gr", "GR"]])
    const fromAlias = marketOrigins("RO", { proto: "https", host: "www.shop.ro" }, config)
    expect(fromAlias).toEqual({ RO: "https://shop.ro", BG: "https://shop.bg", HU: "https://shop.hu", GR: "https://shop.gr" })
    // An unknown host is answered as RO (hosts.ts); its pages still name the configured RO host.
    expect(marketOrigins("RO", { proto: "https", host: "evil.example" }, config).RO).toBe("https://shop.ro")
  })

  it("a market without a configured host is named only by its own pages, at the request's origin", () => {
    const config = hosts([["shop.ro", "RO"]])
    expect(marketOrigins("RO", { proto: "https", host: "shop.ro" }, config)).toEqual({ RO: "https://shop.ro", BG: null, HU: null, GR: null })
  })

  it("a single-market deployment names only its own market", () => {
    expect(marketOrigins("GR", { proto: "https", host: "gr.localhost:3000" }, { single: "GR", hosts: new Map() }))
      .toEqual({ RO: null, BG: null, HU: null, GR: "https://gr.localhost:3000" })
    expect(marketOrigins("GR", { proto: "https", host: "anything" }, { single: "GR", hosts: new Map([["shop.gr", "GR"]]) }).GR)
      .toBe("https://shop.gr")
  })

  it("an IP address or a host nobody configured names only itself", () => {
    expect(marketOrigins("RO", { proto: "http", host: "127.0.0.1:3000" }, emptyHostConfig)).toEqual({ RO: "http://127.0.0.1:3000", BG: null, HU: null, GR: null })
    expect(marketOrigins("RO", { proto: "http", host: "[::1]:3000" }, emptyHostConfig).RO).toBe("http://[::1]:3000")
  })
})
