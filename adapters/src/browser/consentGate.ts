import type { ConsentChoice } from "@shop/core/consent/consentChoice"
import { decideConsent, type HoldBack, initialHoldBack, offerEvent } from "@shop/core/consent/holdBack"
import type { AnalyticsEvent } from "@shop/core/ports/Analytics"

/**
 * A data layer: Google Tag Manager's `window.dataLayer` array, or any array in tests. The consent
 * gate's state is kept beside it (on `window`), so every bundle of the page shares one queue.
 * Nothing here imports `effect` at run time: the consent banner, on every page, uses this module.
 */
export interface DataLayerHolder {
  dataLayer?: Array<unknown>
  shopConsentHoldBack?: HoldBack
}

/**
 * One event into the data layer. The consent update goes in the form Consent Mode reads
 * (`["consent", "update", {...}]`, as gtag() pushes it) followed by the event itself, so tags can
 * also trigger on it.
 */
export const writeToDataLayer = (target: DataLayerHolder, event: AnalyticsEvent): void => {
  const layer = (target.dataLayer ??= [])
  if (event.event === "consent_update") layer.push(["consent", "update", event.consent])
  // GA4 advice: clear the previous ecommerce object so items never leak into the next event.
  if ("ecommerce" in event) layer.push({ ecommerce: null })
  layer.push(event)
}

/** An event offered while consent may still be pending (core `offerEvent`): queued, pushed or dropped. */
export const offerToDataLayer = (target: DataLayerHolder, event: AnalyticsEvent, stored: () => ConsentChoice | null): void => {
  const step = offerEvent(target.shopConsentHoldBack ?? initialHoldBack(stored()), event)
  target.shopConsentHoldBack = step.state
  for (const released of step.release) writeToDataLayer(target, released)
}

/**
 * The visitor made (or changed) a consent choice, or a page loaded with one stored: the consent
 * update goes to the data layer, then whatever the choice releases (core `decideConsent`).
 */
export const applyConsentChoice = (target: DataLayerHolder, choice: ConsentChoice): void => {
  const step = decideConsent(target.shopConsentHoldBack ?? initialHoldBack(null), choice)
  target.shopConsentHoldBack = step.state
  for (const released of step.release) writeToDataLayer(target, released)
}
