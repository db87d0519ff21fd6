import { Effect, Layer, Option } from "effect"
import type { ConsentChoice } from "@shop/core/consent/consentChoice"
import { consentFromCookieHeader } from "@shop/core/consent/consentCodec"
import { Analytics } from "@shop/core/ports/Analytics"
import type { AnalyticsEvent } from "@shop/core/ports/Analytics"
import { type DataLayerHolder, offerToDataLayer, writeToDataLayer } from "./consentGate.ts"

export { applyConsentChoice, type DataLayerHolder } from "./consentGate.ts"

/** Where the stored consent choice is read from (the consent cookie in the browser). */
export type ConsentSource = () => ConsentChoice | null

/**
 * Analytics over a data layer (consentGate.ts writes the events). With a consent source, events wait
 * for consent (core `offerEvent`): queued until a choice, released on accept, dropped on reject.
 * A failure to push is logged, never raised: a blocked tag must not break the shop.
 */
export const makeAnalyticsDataLayer = (holder: () => DataLayerHolder, consent?: ConsentSource) =>
  Analytics.of({
    push: (event: AnalyticsEvent) =>
      Effect.try(() => {
        const target = holder()
        if (consent === undefined) writeToDataLayer(target, event)
        else offerToDataLayer(target, event, consent)
      }).pipe(Effect.catch((error) => Effect.logError("Failed to push an analytics event", error)))
  })

/** The consent cookie of the page, decoded with core's codec; a garbled one is no choice. */
const browserConsent: ConsentSource = () =>
  Option.getOrNull(consentFromCookieHeader(typeof document === "undefined" ? undefined : document.cookie))

export const AnalyticsDataLayer = {
  /** The browser's data layer, gated by the consent cookie. */
  layer: Layer.sync(Analytics, () => makeAnalyticsDataLayer(() => window as unknown as DataLayerHolder, browserConsent)),
  /** Any holder, ungated (every event goes through). */
  layerOf: (holder: DataLayerHolder) => Layer.succeed(Analytics, makeAnalyticsDataLayer(() => holder)),
  /** Any holder, gated by the given consent source. */
  layerGated: (holder: DataLayerHolder, consent: ConsentSource) =>
    Layer.succeed(Analytics, makeAnalyticsDataLayer(() => holder, consent))
}
