import { type DataLayerHolder, offerToDataLayer } from "@shop/adapters/browser/consentGate"
import { consentChoiceOfCookieHeader } from "@shop/core/consent/consentChoice"
import type { AnalyticsEvent } from "@shop/core/ports/Analytics"

/**
 * One event into the page's data layer behind the consent gate: what the Analytics port's browser
 * adapter does (adapters/src/browser/AnalyticsDataLayer.ts, the same gate and cookie rule), for an
 * island that pushes an event on its first load without the client runtime and its `effect`. A
 * failure is logged, never raised: a blocked tag must not break the shop.
 */
export const pushToDataLayer = (event: AnalyticsEvent): void => {
  try {
    offerToDataLayer(window as unknown as DataLayerHolder, event, () => consentChoiceOfCookieHeader(document.cookie))
  } catch (error) {
    console.error("Failed to push an analytics event", error)
  }
}
