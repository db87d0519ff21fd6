import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { Schema } from "effect"
import {
  acceptAll,
  consentChoiceOfCookieHeader,
  consentChoiceOfCookieValue,
  allowsCategory,
  consentCookieName,
  consentCookieString,
  consentUpdateOf,
  encodeConsentCookie,
  rejectAll,
  type ConsentChoice
} from "../../src/consent/consentChoice.ts"
import { ConsentCookieValue, consentFromCookieHeader } from "../../src/consent/consentCodec.ts"
import { decodeConsentCookie } from "../support/decoders.ts"

const choice: fc.Arbitrary<ConsentChoice> = fc.record({ analytics: fc.boolean(), marketing: fc.boolean() })

describe("consent cookie codec", () => {
  it("round-trips every choice", () => {
    fc.assert(fc.property(choice, (c) => {
      expect(decodeConsentCookie(encodeConsentCookie(c))).toEqual(Option.some(c))
    }))
  })

  it("the plain encoder and the Schema codec agree", () => {
    fc.assert(fc.property(choice, (c) => {
      expect(Schema.encodeSync(ConsentCookieValue)(c)).toBe(encodeConsentCookie(c))
    }))
  })

  it("writes a short cookie-safe value", () => {
    expect(encodeConsentCookie(acceptAll)).toBe("v1.a1.m1")
    expect(encodeConsentCookie(rejectAll)).toBe("v1.a0.m0")
    expect(encodeConsentCookie({ analytics: true, marketing: false })).toBe("v1.a1.m0")
  })

  it("reads garbage, other versions and non-strings as no choice", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.anything()), (value) => {
      const valid = typeof value === "string" && /^v1\.a[01]\.m[01]$/.test(value)
      expect(Option.isSome(decodeConsentCookie(value))).toBe(valid)
    }))
    for (const bad of ["", "v2.a1.m1", "v1.a1.m1 ", "v1.a2.m0", "true", "v1.a1", undefined, null, 1])
      expect(decodeConsentCookie(bad)).toEqual(Option.none())
  })

  it("finds the choice in a cookie header among other cookies", () => {
    fc.assert(fc.property(choice, fc.array(fc.stringMatching(/^[a-z]{1,8}=[a-z0-9]{0,8}$/), { maxLength: 4 }), (c, others) => {
      const header = [...others, `${consentCookieName}=${encodeConsentCookie(c)}`, ...others].join("; ")
      expect(consentFromCookieHeader(header)).toEqual(Option.some(c))
    }))
    expect(consentFromCookieHeader(undefined)).toEqual(Option.none())
    expect(consentFromCookieHeader("other=1; shop_consent=garbage")).toEqual(Option.none())
  })

  it("stores the choice until 2038 for the whole site (SPEC 9)", () => {
    const text = consentCookieString(acceptAll)
    expect(text).toMatch(/^shop_consent=v1\.a1\.m1; /)
    expect(text).toContain("2038")
    expect(text).toContain("Path=/")
  })
})

describe("what a choice allows", () => {
  it("always allows necessary cookies; the rest follow the choice", () => {
    fc.assert(fc.property(choice, (c) => {
      expect(allowsCategory(c, "necessary")).toBe(true)
      expect(allowsCategory(c, "analytics")).toBe(c.analytics)
      expect(allowsCategory(c, "marketing")).toBe(c.marketing)
    }))
  })

  it("maps analytics to analytics storage and marketing to the three ad signals", () => {
    fc.assert(fc.property(choice, (c) => {
      const { consent } = consentUpdateOf(c)
      expect(consent.analytics_storage).toBe(c.analytics ? "granted" : "denied")
      for (const ad of [consent.ad_storage, consent.ad_user_data, consent.ad_personalization])
        expect(ad).toBe(c.marketing ? "granted" : "denied")
    }))
  })
})

describe("the plain cookie reader of the banner (issue 15: no effect on every page)", () => {
  it("agrees with the Schema codec on any value, well-formed or not", () => {
    const value = fc.oneof(fc.string(), fc.constantFrom("v1.a0.m0", "v1.a1.m0", "v1.a0.m1", "v1.a1.m1", "v2.a1.m1", "v1.a1.m1 ", "v1.a2.m0"))
    fc.assert(fc.property(value, (text) => {
      expect(consentChoiceOfCookieValue(text)).toEqual(Option.getOrNull(decodeConsentCookie(text)))
    }))
  })

  it("reads the first consent cookie of a header, decoded as the Schema codec decodes it", () => {
    const part = fc.oneof(
      fc.constantFrom("shop_consent=v1.a1.m0", "shop_consent=v1.a0.m1", "shop_consent=junk", "other=v1.a1.m1", "shop_consentx=v1.a1.m1"),
      fc.stringMatching(/^[a-z_]{1,8}=[a-z0-9.]{0,8}$/)
    )
    fc.assert(fc.property(fc.array(part), (parts) => {
      const first = parts.find((p) => p.slice(0, p.indexOf("=")) === "shop_consent")
      const expected = first === undefined ? null : Option.getOrNull(decodeConsentCookie(first.slice(first.indexOf("=") + 1)))
      expect(consentChoiceOfCookieHeader(parts.join("; "))).toEqual(expected)
    }))
    expect(consentChoiceOfCookieHeader("a=1; shop_consent=v1.a1.m1; shop_consent=v1.a0.m0")).toEqual({ analytics: true, marketing: true })
  })
})
