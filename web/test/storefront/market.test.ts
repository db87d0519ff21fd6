import { describe, expect, it } from "@effect/vitest"
import { MarketCodes } from "@shop/core/markets/index"
import { localeOfMarket } from "../../src/i18n/catalogues.ts"
import { emptyHostConfig, marketOfHeaders, parseMarketHosts } from "../../src/market/hosts.ts"
import { Result } from "effect"

const headersOf = (entries: Record<string, string>) => new Headers(entries)

/** What `<html lang>` says for a request (app/(shop)/layout.tsx). */
const htmlLang = (entries: Record<string, string>, config = emptyHostConfig) =>
  localeOfMarket(marketOfHeaders(headersOf(entries), config))

describe("<html lang> from the request host", () => {
  it("is the market's locale on <market>.localhost (Greece speaks el)", () => {
    expect(htmlLang({ host: "ro.localhost:3400" })).toBe("ro")
    expect(htmlLang({ host: "bg.localhost:3400" })).toBe("bg")
    expect(htmlLang({ host: "hu.localhost" })).toBe("hu")
    expect(htmlLang({ host: "gr.localhost:3000" })).toBe("el")
  })

  it("prefers the forwarded host of a proxy, first entry", () => {
    expect(htmlLang({ host: "10.0.0.5:3000", "x-forwarded-host": "bg.localhost, ro.localhost" })).toBe("bg")
    expect(htmlLang({ host: "hu.localhost", "x-forwarded-host": "" })).toBe("hu")
  })

  it("follows the production host table and the single MARKET setting", () => {
    const hosts = parseMarketHosts("shop.gr=GR,shop.hu=HU")
    if (Result.isFailure(hosts)) throw new Error(hosts.failure)
    expect(htmlLang({ host: "shop.gr" }, { single: null, hosts: hosts.success })).toBe("el")
    for (const code of MarketCodes) {
      expect(marketOfHeaders(headersOf({ host: "ro.localhost" }), { single: code, hosts: new Map() })).toBe(code)
    }
  })

  it("falls back to RO without a known host", () => {
    expect(htmlLang({})).toBe("ro")
    expect(htmlLang({ host: "127.0.0.1:3400" })).toBe("ro")
  })
})
