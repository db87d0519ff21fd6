import { Effect, Layer } from "effect"
import { Analytics } from "@shop/core/ports/Analytics"
import type { AnalyticsEvent } from "@shop/core/ports/Analytics"

/** A data layer: Google Tag Manager's `window.dataLayer` array, or any array in tests. */
export interface DataLayerHolder {
  dataLayer?: Array<unknown>
}

/**
 * Analytics over a data layer. The consent update goes in the form Consent Mode reads
 * (`["consent", "update", {...}]`, as gtag() pushes it) followed by the event itself, so tags can
 * also trigger on it. A failure to push is logged, never raised: a blocked tag must not break the shop.
 */
export const makeAnalyticsDataLayer = (holder: () => DataLayerHolder) =>
  Analytics.of({
    push: (event: AnalyticsEvent) =>
      Effect.try(() => {
        const target = holder()
        const layer = (target.dataLayer ??= [])
        if (event.event === "consent_update") layer.push(["consent", "update", event.consent])
        // GA4 advice: clear the previous ecommerce object so items never leak into the next event.
        if ("ecommerce" in event) layer.push({ ecommerce: null })
        layer.push(event)
      }).pipe(Effect.catch((error) => Effect.logError("Failed to push an analytics event", error)))
  })

export const AnalyticsDataLayer = {
  layer: Layer.sync(Analytics, () => makeAnalyticsDataLayer(() => window as unknown as DataLayerHolder)),
  layerOf: (holder: DataLayerHolder) => Layer.succeed(Analytics, makeAnalyticsDataLayer(() => holder))
}
