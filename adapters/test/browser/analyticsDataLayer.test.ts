import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Schema } from "effect"
import { Analytics, AnalyticsEvent } from "@shop/core/ports/Analytics"
import { AnalyticsProbe, analyticsSuite, sampleAnalyticsEvents } from "@shop/core/test-support/analyticsSuite"
import { AnalyticsDataLayer, type DataLayerHolder } from "../../src/browser/AnalyticsDataLayer.ts"

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
