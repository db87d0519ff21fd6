import { afterEach, describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import { marketFromRequest, resetMarketHostConfig } from "../../src/server/marketConfig.ts"

// `server-only` throws outside Next's server bundles; the tests are server code too.
vi.mock("server-only", () => ({}))

const saved = { MARKET: process.env["MARKET"], MARKET_HOSTS: process.env["MARKET_HOSTS"] }

const setEnv = (name: "MARKET" | "MARKET_HOSTS", value: string | undefined) => {
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
}

afterEach(() => {
  setEnv("MARKET", saved.MARKET)
  setEnv("MARKET_HOSTS", saved.MARKET_HOSTS)
  resetMarketHostConfig()
})

describe("marketFromRequest", () => {
  it("reads the market from the request URL's host", () => {
    setEnv("MARKET", undefined)
    setEnv("MARKET_HOSTS", undefined)
    expect(marketFromRequest(new Request("http://bg.localhost:3000/api/catalog/brands/"))).toBe("BG")
    expect(marketFromRequest(new Request("http://localhost/api/catalog/brands/"))).toBe("RO")
  })

  it("prefers the Host header, and X-Forwarded-Host behind a proxy", () => {
    setEnv("MARKET", undefined)
    setEnv("MARKET_HOSTS", "shop.hu=HU")
    const viaHost = new Request("http://127.0.0.1:3000/api/", { headers: { host: "gr.localhost:3000" } })
    expect(marketFromRequest(viaHost)).toBe("GR")
    const viaProxy = new Request("http://127.0.0.1:3000/api/", {
      headers: { host: "127.0.0.1:3000", "x-forwarded-host": "shop.hu, proxy.internal" }
    })
    expect(marketFromRequest(viaProxy)).toBe("HU")
  })

  it("answers the single MARKET setting for every host", () => {
    setEnv("MARKET", "gr")
    expect(marketFromRequest(new Request("http://ro.localhost/api/"))).toBe("GR")
  })

  it("fails loudly on a malformed setting", () => {
    setEnv("MARKET", "DE")
    expect(() => marketFromRequest(new Request("http://ro.localhost/api/"))).toThrow(/MARKET/)
    resetMarketHostConfig()
    setEnv("MARKET", undefined)
    setEnv("MARKET_HOSTS", "shop.ro=XX")
    expect(() => marketFromRequest(new Request("http://ro.localhost/api/"))).toThrow(/MARKET_HOSTS/)
  })
})
