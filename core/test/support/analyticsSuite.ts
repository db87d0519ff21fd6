import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Schema } from "effect"
import type { Layer } from "effect"
import * as fc from "fast-check"
import { Categories } from "../../src/catalog/category.ts"
import { MarketCodes } from "../../src/markets/market.ts"
import { Analytics, AnalyticsEvent, ecommerceFor } from "../../src/ports/Analytics.ts"
import type { EcommerceItem } from "../../src/ports/Analytics.ts"

/**
 * Reads back what an adapter delivered, decoded as events: the memory log, or the data layer decoded
 * with `AnalyticsEvent` for the browser adapter. The suite asks for it beside `Analytics`.
 */
export class AnalyticsProbe extends Context.Service<
  AnalyticsProbe,
  { readonly pushed: Effect.Effect<ReadonlyArray<AnalyticsEvent>> }
>()("@shop/core/test/AnalyticsProbe") {}

const phone: EcommerceItem = {
  item_id: "1042",
  item_name: "iPhone 13 128GB Midnight",
  item_brand: "Apple",
  item_category: "smartphone",
  item_variant: "128GB Midnight Excellent",
  price: 2199.9,
  quantity: 1
}
const charger: EcommerceItem = { item_id: "77", item_name: "Charger 20W", price: 89, quantity: 2 }

/** One event of each SPEC 7 kind. */
export const sampleAnalyticsEvents: ReadonlyArray<AnalyticsEvent> = [
  { event: "addToCart", ecommerce: ecommerceFor("RO", [phone]) },
  { event: "removeFromCart", ecommerce: ecommerceFor("RO", [phone]) },
  {
    event: "consent_update",
    consent: { ad_storage: "denied", analytics_storage: "granted", ad_user_data: "denied", ad_personalization: "denied" }
  },
  { event: "sell_funnel_started", country: "BG" },
  { event: "add-device", country: "HU", category: "tablet", brand: "Samsung", model: "Galaxy Tab S8", itemIndex: 1 },
  { event: "add-accessory", deviceId: 1042, ecommerce: ecommerceFor("GR", [charger]) }
]

const price = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100)
const item: fc.Arbitrary<EcommerceItem> = fc.record(
  {
    item_id: fc.string({ minLength: 1 }),
    item_name: fc.string(),
    item_brand: fc.string(),
    item_category: fc.constantFrom(...Categories),
    item_variant: fc.string(),
    price,
    quantity: fc.integer({ min: 1, max: 5 })
  },
  { requiredKeys: ["item_id", "item_name", "price", "quantity"] }
)
const market = fc.constantFrom(...MarketCodes)
const ecommerce = fc.tuple(market, fc.array(item, { maxLength: 4 })).map(([m, items]) => ecommerceFor(m, items))
const consentState = fc.constantFrom("granted" as const, "denied" as const)

/** Any valid SPEC 7 event. */
export const analyticsEventArbitrary: fc.Arbitrary<AnalyticsEvent> = fc.oneof(
  ecommerce.map((e): AnalyticsEvent => ({ event: "addToCart", ecommerce: e })),
  ecommerce.map((e): AnalyticsEvent => ({ event: "removeFromCart", ecommerce: e })),
  fc.record({ ad_storage: consentState, analytics_storage: consentState, ad_user_data: consentState, ad_personalization: consentState })
    .map((consent): AnalyticsEvent => ({ event: "consent_update", consent })),
  fc.tuple(market, fc.option(fc.constantFrom(...Categories), { nil: undefined })).map(([country, category]): AnalyticsEvent =>
    category === undefined ? { event: "sell_funnel_started", country } : { event: "sell_funnel_started", country, category }
  ),
  fc.record({ country: market, category: fc.constantFrom(...Categories), brand: fc.string(), model: fc.string(), itemIndex: fc.nat(20) })
    .map((fields): AnalyticsEvent => ({ event: "add-device", ...fields })),
  fc.tuple(fc.option(fc.nat(), { nil: null }), ecommerce).map(([deviceId, e]): AnalyticsEvent => ({ event: "add-accessory", deviceId, ecommerce: e }))
)

/** The Analytics contract: every pushed event arrives, unchanged and in order; pushing never fails. */
export const analyticsSuite = (name: string, makeLayer: () => Layer.Layer<Analytics | AnalyticsProbe, never>) =>
  describe(name, () => {
    const run = <A, E>(program: Effect.Effect<A, E, Analytics | AnalyticsProbe>) => program.pipe(Effect.provide(makeLayer()))

    it.effect("starts with nothing pushed", () =>
      run(Effect.gen(function* () {
        expect(yield* (yield* AnalyticsProbe).pushed).toEqual([])
      })))

    it.effect("delivers one event of each SPEC 7 kind, in the order pushed", () =>
      run(Effect.gen(function* () {
        const analytics = yield* Analytics
        for (const event of sampleAnalyticsEvents) yield* analytics.push(event)
        expect(yield* (yield* AnalyticsProbe).pushed).toEqual(sampleAnalyticsEvents)
      })))

    it.effect("delivers any valid event unchanged", () =>
      run(Effect.gen(function* () {
        const analytics = yield* Analytics
        const events = fc.sample(analyticsEventArbitrary, 100)
        for (const event of events) {
          expect(Schema.is(AnalyticsEvent)(event)).toBe(true)
          yield* analytics.push(event)
        }
        expect(yield* (yield* AnalyticsProbe).pushed).toEqual(events)
      })))
  })
