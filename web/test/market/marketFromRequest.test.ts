import { afterEach, describe, expect, it } from "@effect/vitest"
import { MarketCodes } from "@shop/core/markets/index"
import fc from "fast-check"
import { vi } from "vitest"
import { marketOfHeaders, type MarketHostConfig } from "../../src/market/hosts.ts"
import { marketFromRequest } from "../../src/server/marketConfig.ts"
import { serveWithSettings, serverSettings, settingsOf } from "../../src/server/settings.ts"
import { useEnvironmentSettings, useSettings } from "../support/settings.ts"

// `server-only` throws outside Next's server bundles; the tests are server code too.
vi.mock("server-only", () => ({}))

afterEach(useEnvironmentSettings)

describe("marketFromRequest", () => {
  it("reads the market from the request URL's host", () => {
    useSettings({})
    expect(marketFromRequest(new Request("http://bg.localhost:3000/api/catalog/brands/"))).toBe("BG")
    expect(marketFromRequest(new Request("http://localhost/api/catalog/brands/"))).toBe("RO")
  })

  it("prefers the Host header, and X-Forwarded-Host behind a proxy", () => {
    useSettings({ MARKET_HOSTS: "shop.hu=HU" })
    const viaHost = new Request("http://127.0.0.1:3000/api/", { headers: { host: "gr.localhost:3000" } })
    expect(marketFromRequest(viaHost)).toBe("GR")
    const viaProxy = new Request("http://127.0.0.1:3000/api/", {
      headers: { host: "127.0.0.1:3000", "x-forwarded-host": "shop.hu, proxy.internal" }
    })
    expect(marketFromRequest(viaProxy)).toBe("HU")
  })

  it("takes an empty X-Forwarded-Host as none: the Host decides, for the page and its calls alike", () => {
    useSettings({})
    for (const forwarded of ["", " ", " , ro.localhost"]) {
      const headers = { host: "bg.localhost:3000", "x-forwarded-host": forwarded }
      expect(marketFromRequest(new Request("http://bg.localhost:3000/api/cart-refresh/", { headers })), forwarded).toBe("BG")
      expect(marketOfHeaders(new Headers(headers), serverSettings().markets), forwarded).toBe("BG")
    }
  })

  it("answers the single MARKET setting for every host", () => {
    useSettings({ MARKET: "gr" })
    expect(marketFromRequest(new Request("http://ro.localhost/api/"))).toBe("GR")
  })

  it("fails loudly on a malformed setting, naming it", () => {
    expect(() => settingsOf({ MARKET: "DE" })).toThrow(/MARKET "DE" is not RO, BG, HU or GR/)
    expect(() => settingsOf({ MARKET_HOSTS: "shop.ro=XX" })).toThrow(/MARKET_HOSTS entry "shop.ro=XX"/)
  })
})

const arbHost = fc.constantFrom(
  "ro.localhost:3000", "BG.localhost", "hu.localhost:80", "gr.localhost.", "localhost:3000", "shop.hu", "WWW.Shop.GR:443",
  "shop.bg", "127.0.0.1:3400", "[::1]:3000", "10.0.0.5", "de.localhost"
)
/** What a proxy may put in X-Forwarded-Host: nothing, blanks, one host, a list with blank entries. */
const arbForwarded = fc.oneof(
  fc.constantFrom("", " ", ",", " , shop.bg"),
  arbHost,
  fc.array(fc.oneof(arbHost, fc.constant(" ")), { minLength: 1, maxLength: 3 }).map((hosts) => hosts.join(", "))
)
const arbConfig: fc.Arbitrary<MarketHostConfig> = fc.record({
  single: fc.option(fc.constantFrom(...MarketCodes), { nil: null }),
  hosts: fc.constantFrom(new Map(), new Map([["shop.hu", "HU"], ["www.shop.gr", "GR"], ["shop.bg", "BG"]] as const))
})

describe("one market for a request, whoever asks", () => {
  it("a page (its headers) and a route handler (its Request, whose URL Next builds from the Host) agree for any headers", () => {
    fc.assert(fc.property(fc.option(arbHost, { nil: undefined }), fc.option(arbForwarded, { nil: undefined }), arbConfig, (host, forwarded, markets) => {
      const entries: Record<string, string> = {
        ...(host === undefined ? {} : { host }),
        ...(forwarded === undefined ? {} : { "x-forwarded-host": forwarded })
      }
      serveWithSettings({ ...settingsOf({}), markets })
      const request = new Request(`http://${host ?? "localhost"}/api/catalog/brands/`, { headers: entries })
      expect(marketFromRequest(request)).toBe(marketOfHeaders(new Headers(entries), markets))
    }))
  })
})
