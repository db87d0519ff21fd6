import { describe, expect, it } from "vitest"
import { emptyHostConfig, type HeaderReader, type MarketHostConfig } from "../../../src/market/hosts.ts"
import { saleMailOrigin } from "../../../src/server/sell/saleMailOrigin.ts"

const reader = (values: Readonly<Record<string, string>>): HeaderReader => ({ get: (name) => values[name.toLowerCase()] ?? null })
const production: MarketHostConfig = { single: null, hosts: new Map([["shop.ro", "RO"], ["www.shop.ro", "RO"], ["shop.gr", "GR"]]) }

describe("the origin of a seller's mail link", () => {
  it("is the market's first configured host, https, whatever host the request came by", () => {
    expect(saleMailOrigin("GR", reader({ host: "staff.shop.ro", "x-forwarded-proto": "https" }), production)).toBe("https://shop.gr")
    expect(saleMailOrigin("RO", null, production)).toBe("https://shop.ro")
    expect(saleMailOrigin("RO", reader({ host: "shop.ro", "x-forwarded-proto": "http" }), production)).toBe("http://shop.ro")
  })

  it("is the market's own <market>.localhost with the request's port on a local name", () => {
    expect(saleMailOrigin("GR", reader({ host: "ro.localhost:3400" }), emptyHostConfig)).toBe("http://gr.localhost:3400")
    expect(saleMailOrigin("HU", reader({ host: "localhost" }), emptyHostConfig)).toBe("http://hu.localhost")
  })

  it("is none for a host the shop does not know (a forged Host never makes a link), or without a request and a configured host", () => {
    expect(saleMailOrigin("RO", reader({ host: "evil.example" }), emptyHostConfig)).toBeNull()
    expect(saleMailOrigin("BG", reader({ host: "evil.example" }), production)).toBeNull()
    expect(saleMailOrigin("RO", null, emptyHostConfig)).toBeNull()
  })
})
