import { describe, expect, it } from "@effect/vitest"
import { MarketCodes } from "@shop/core/markets/index"
import { Result } from "effect"
import fc from "fast-check"
import { DEFAULT_MARKET, emptyHostConfig, hostName, mailLinkOrigin, marketFromHost, parseMarketHosts } from "../../src/market/hosts.ts"

const table = (text: string) => {
  const parsed = parseMarketHosts(text)
  if (Result.isFailure(parsed)) throw new Error(parsed.failure)
  return { single: null, hosts: parsed.success }
}

describe("marketFromHost", () => {
  it("reads <market>.localhost on any port", () => {
    expect(marketFromHost("ro.localhost", emptyHostConfig)).toBe("RO")
    expect(marketFromHost("bg.localhost:3000", emptyHostConfig)).toBe("BG")
    expect(marketFromHost("HU.LOCALHOST:8080", emptyHostConfig)).toBe("HU")
    expect(marketFromHost("gr.localhost.", emptyHostConfig)).toBe("GR")
  })

  it("falls back to RO for unknown hosts, plain localhost and no host", () => {
    expect(DEFAULT_MARKET).toBe("RO")
    for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000", "de.localhost", "example.com", null]) {
      expect(marketFromHost(host, emptyHostConfig)).toBe("RO")
    }
  })

  it("uses the configured host table before the local names", () => {
    const config = table("shop.bg = BG, www.shop.hu=hu,GR.example=GR")
    expect(marketFromHost("shop.bg", config)).toBe("BG")
    expect(marketFromHost("WWW.SHOP.HU:443", config)).toBe("HU")
    expect(marketFromHost("gr.example", config)).toBe("GR")
    expect(marketFromHost("bg.localhost", config)).toBe("BG")
    expect(marketFromHost("shop.ro", config)).toBe("RO")
  })

  it("answers the single MARKET for every host", () => {
    const config = { ...table("shop.bg=BG"), single: "HU" as const }
    expect(marketFromHost("shop.bg", config)).toBe("HU")
    expect(marketFromHost("ro.localhost", config)).toBe("HU")
    expect(marketFromHost(null, config)).toBe("HU")
  })

  it("never throws and always answers a market, whatever the header", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (host) => {
        expect(MarketCodes).toContain(marketFromHost(host, emptyHostConfig))
      })
    )
  })
})

describe("parseMarketHosts", () => {
  it("accepts an empty table", () => {
    expect(Result.isSuccess(parseMarketHosts(""))).toBe(true)
    expect(Result.isSuccess(parseMarketHosts(" , "))).toBe(true)
  })

  it("refuses malformed entries, naming them", () => {
    for (const text of ["shop.ro", "shop.ro=DE", "shop.ro=RO=BG", "=RO", "shop ro=RO", "shop.ro:3000=RO"]) {
      const parsed = parseMarketHosts(text)
      expect(Result.isFailure(parsed)).toBe(true)
      if (Result.isFailure(parsed)) expect(parsed.failure).toContain("MARKET_HOSTS")
    }
  })
})

describe("hostName", () => {
  it("drops the port and lower-cases", () => {
    expect(hostName("Shop.RO:3000")).toBe("shop.ro")
    expect(hostName("[::1]:3000")).toBe("[::1]")
  })
})

describe("mailLinkOrigin", () => {
  const origin = (href: string, config = emptyHostConfig) => mailLinkOrigin(new URL(href), config)

  it("keeps the request's origin on the shop's own hosts: local names and the configured table", () => {
    expect(origin("http://ro.localhost:3000/api/auth/forgot/")).toBe("http://ro.localhost:3000")
    expect(origin("http://localhost:3000/x")).toBe("http://localhost:3000")
    expect(origin("http://127.0.0.1:3000/x")).toBe("http://127.0.0.1:3000")
    expect(origin("http://[::1]:3000/x")).toBe("http://[::1]:3000")
    expect(origin("https://shop.bg/x", table("shop.bg=BG"))).toBe("https://shop.bg")
  })

  it("never takes a forged host: the market's configured host instead, or no link at all", () => {
    expect(origin("https://evil.example/x", table("shop.ro=RO,shop.bg=BG"))).toBe("https://shop.ro")
    expect(origin("http://evil.example/x")).toBeNull()
    expect(origin("http://localhost.evil.example/x")).toBeNull()
    expect(origin("http://127.0.0.1.evil.example/x")).toBeNull()
    expect(origin("https://evil.example/x", { single: "HU", hosts: table("shop.hu=HU,shop.ro=RO").hosts })).toBe("https://shop.hu")
  })

  it("answers a configured or local origin for any host whatever", () => {
    const config = table("shop.ro=RO,shop.gr=GR")
    fc.assert(fc.property(fc.domain(), (domain) => {
      const answer = mailLinkOrigin(new URL(`https://${domain}/`), config)
      expect(answer === null || answer === "https://shop.ro" || answer === "https://shop.gr" || answer === `https://${domain}`).toBe(true)
      if (answer === `https://${domain}`) expect(config.hosts.has(domain) || domain.endsWith(".localhost") || domain === "localhost").toBe(true)
    }))
  })
})
