import { describe, expect, it } from "vitest"
import { decodeFunnel } from "@shop/core/sell/funnelQuery"
import { Result } from "effect"
import { funnelHref, locateFunnel, sessionOf, tradeInStartHref, variantsOf } from "../../../src/storefront/sell/funnelLocation.ts"

const defaults = { paymentTest: true, partner: true }
const phone = "0.category=1&0.brand=3&0.model=12-iPhone%2012&0.colour=10001&0.storage=10005&0.provider=530"

describe("the trade-in funnel (issue 19)", () => {
  it("is the sell funnel with tradeIn=1: no partner, no payment test, its way back kept across steps", () => {
    const variants = variantsOf({ tradeIn: "1", back: "/magazin/telefoane/apple/iphone-13/?shape=a", partner: "1" }, defaults)
    expect(variants).toEqual({ paymentTest: false, partner: false, tradeIn: true, back: "/magazin/telefoane/apple/iphone-13/?shape=a" })
    const located = locateFunnel("liquid-contact", phone, sessionOf(variants, 1024, null))
    const href = funnelHref("RO", located.state, variants)
    const url = new URL(href, "http://ro.localhost")
    expect(url.searchParams.get("tradeIn")).toBe("1")
    expect(url.searchParams.get("back")).toBe("/magazin/telefoane/apple/iphone-13/?shape=a")
    // The codec reads the items and ignores the switches.
    expect(Result.isSuccess(decodeFunnel("liquid-contact", url.search))).toBe(true)
    expect(variantsOf(Object.fromEntries(url.searchParams), defaults)).toEqual(variants)
  })

  it("asks no email and no sign-in: the session counts as signed in", () => {
    expect(sessionOf({ paymentTest: false, partner: false, tradeIn: true }, 390, null).loggedIn).toBe(true)
    expect(sessionOf({ paymentTest: false, partner: false }, 390, null).loggedIn).toBe(false)
  })

  it("goes back only to a path of this shop", () => {
    for (const back of ["//evil.example/", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", "/a b", "magazin/", `/${"a".repeat(400)}`]) {
      expect(variantsOf({ tradeIn: "1", back }, defaults).back, back).toBeUndefined()
    }
    expect(variantsOf({ tradeIn: "1", back: "/magazin/cosul-meu/" }, defaults).back).toBe("/magazin/cosul-meu/")
    // Dot segments are resolved as a browser would, never into another host's `//` path.
    for (const back of ["/.//evil.example/", "/a/..//evil.example/", "/./%2e/..//evil.example"]) {
      const kept = variantsOf({ tradeIn: "1", back }, defaults).back
      expect(kept === undefined || !new URL(kept, "https://ro.localhost").href.startsWith("https://ro.localhost//"), back).toBe(true)
      expect(kept === undefined ? "" : new URL(kept, "https://ro.localhost").host, back).not.toBe("evil.example")
    }
    expect(variantsOf({ tradeIn: "1", back: "/magazin/./cosul-meu/" }, defaults).back).toBe("/magazin/cosul-meu/")
  })

  it("starts at the brand step of the product's category, with the way back", () => {
    const url = new URL(tradeInStartHref("GR", "/shop/my-cart/", 2), "http://gr.localhost")
    expect(url.searchParams.get("0.category")).toBe("2")
    expect(url.searchParams.get("tradeIn")).toBe("1")
    expect(url.searchParams.get("back")).toBe("/shop/my-cart/")
  })

  it("without tradeIn=1 nothing changes: the configured variants, no way back", () => {
    expect(variantsOf({ back: "/magazin/" }, defaults)).toEqual(defaults)
  })
})
