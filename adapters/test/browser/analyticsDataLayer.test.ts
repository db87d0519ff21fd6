import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import { acceptAll, consentUpdateOf, rejectAll } from "@shop/core/consent/consentChoice"
import { Analytics, AnalyticsEvent } from "@shop/core/ports/Analytics"
import { AnalyticsProbe, analyticsSuite, sampleAnalyticsEvents } from "@shop/core/test-support/analyticsSuite"
import { consentFromCookieHeader } from "@shop/core/consent/consentCodec"
import { AnalyticsDataLayer, applyConsentChoice, type DataLayerHolder } from "../../src/browser/AnalyticsDataLayer.ts"
import { type CookieJar, writeConsentCookie } from "../../src/browser/ConsentCookie.ts"

const isEvent = Schema.is(AnalyticsEvent)

/** The adapter over a fresh data layer, and a probe that reads the events back out of it. */
const layerWithProbe = () => {
  const holder: DataLayerHolder = {}
  const probe = Layer.succeed(AnalyticsProbe, AnalyticsProbe.of({
    // Tag-manager plumbing (the consent command, the ecommerce reset) is not an event of ours.
    pushed: Effect.sync(() => (holder.dataLayer ?? []).filter(isEvent))
  }))
  return Layer.merge(AnalyticsDataLayer.layerOf(holder), probe)
}

analyticsSuite("AnalyticsDataLayer", layerWithProbe)

describe("AnalyticsDataLayer specifics", () => {
  const [addToCart, , consent] = sampleAnalyticsEvents

  it.effect("clears the previous ecommerce object before an ecommerce event (GA4)", () => {
    const holder: DataLayerHolder = {}
    return Effect.gen(function*() {
      const analytics = yield* Analytics
      if (addToCart === undefined) return expect.fail("sample missing")
      yield* analytics.push(addToCart)
      expect(holder.dataLayer).toEqual([{ ecommerce: null }, addToCart])
    }).pipe(Effect.provide(AnalyticsDataLayer.layerOf(holder)))
  })

  it.effect("pushes a consent update as Consent Mode's command, then as an event", () => {
    const holder: DataLayerHolder = { dataLayer: ["earlier"] }
    return Effect.gen(function*() {
      const analytics = yield* Analytics
      if (consent === undefined || consent.event !== "consent_update") return expect.fail("sample missing")
      yield* analytics.push(consent)
      expect(holder.dataLayer).toEqual(["earlier", ["consent", "update", consent.consent], consent])
    }).pipe(Effect.provide(AnalyticsDataLayer.layerOf(holder)))
  })

  it.effect("never fails when the data layer refuses the push", () => {
    const holder = { dataLayer: Object.freeze([]) as unknown as Array<unknown> }
    return Effect.gen(function*() {
      const analytics = yield* Analytics
      if (addToCart === undefined) return expect.fail("sample missing")
      yield* analytics.push(addToCart)
      expect(holder.dataLayer).toEqual([])
    }).pipe(Effect.provide(AnalyticsDataLayer.layerOf(holder)))
  })
})

/** The gated adapter with analytics already granted keeps the whole contract. */
const gatedGrantedWithProbe = () => {
  const holder: DataLayerHolder = {}
  const probe = Layer.succeed(AnalyticsProbe, AnalyticsProbe.of({
    pushed: Effect.sync(() => (holder.dataLayer ?? []).filter(isEvent))
  }))
  return Layer.merge(AnalyticsDataLayer.layerGated(holder, () => acceptAll), probe)
}

analyticsSuite("AnalyticsDataLayer gated, analytics granted", gatedGrantedWithProbe)

describe("AnalyticsDataLayer consent gate", () => {
  const tracked = sampleAnalyticsEvents.filter((e) => e.event !== "consent_update")
  const pushAll = (events: ReadonlyArray<AnalyticsEvent>) =>
    Effect.gen(function*() {
      const analytics = yield* Analytics
      for (const event of events) yield* analytics.push(event)
    })

  it.effect("holds events back before a choice and releases them on accept, after the consent update", () => {
    const holder: DataLayerHolder = {}
    return Effect.gen(function*() {
      yield* pushAll(tracked)
      expect((holder.dataLayer ?? []).filter(isEvent)).toEqual([])
      applyConsentChoice(holder, acceptAll)
      expect((holder.dataLayer ?? []).filter(isEvent)).toEqual([consentUpdateOf(acceptAll), ...tracked])
      yield* pushAll(tracked)
      expect((holder.dataLayer ?? []).filter(isEvent)).toEqual([consentUpdateOf(acceptAll), ...tracked, ...tracked])
    }).pipe(Effect.provide(AnalyticsDataLayer.layerGated(holder, () => null)))
  })

  it.effect("drops held and later events on reject; the consent update still goes", () => {
    const holder: DataLayerHolder = {}
    return Effect.gen(function*() {
      yield* pushAll(tracked)
      applyConsentChoice(holder, rejectAll)
      yield* pushAll(tracked)
      expect((holder.dataLayer ?? []).filter(isEvent)).toEqual([consentUpdateOf(rejectAll)])
      expect(holder.dataLayer?.[0]).toEqual(["consent", "update", consentUpdateOf(rejectAll).consent])
    }).pipe(Effect.provide(AnalyticsDataLayer.layerGated(holder, () => null)))
  })

  it.effect("starts from the stored choice: a stored refusal drops events at once", () => {
    const holder: DataLayerHolder = {}
    return Effect.gen(function*() {
      yield* pushAll(tracked)
      expect(holder.dataLayer ?? []).toEqual([])
      expect(holder.shopConsentHoldBack).toEqual({ status: "denied" })
    }).pipe(Effect.provide(AnalyticsDataLayer.layerGated(holder, () => rejectAll)))
  })
})

describe("consent cookie", () => {
  it("writes a choice that reads back; garbage reads as no choice", () => {
    const jar: CookieJar = { cookie: "" }
    writeConsentCookie(jar, { analytics: true, marketing: false })
    expect(jar.cookie).toContain("2038")
    expect(consentFromCookieHeader(jar.cookie.split(";")[0])).toEqual(Option.some({ analytics: true, marketing: false }))
    expect(consentFromCookieHeader("a=1; shop_consent=v1.a1.m0")).toEqual(Option.some({ analytics: true, marketing: false }))
    expect(consentFromCookieHeader("shop_consent=%7Bjunk")).toEqual(Option.none())
  })
})
