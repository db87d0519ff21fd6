import { Effect, Layer, Option } from "effect"
import { type ConsentChoice, consentFromCookieHeader } from "@shop/core/consent/consentChoice"
import { decideConsent, type HoldBack, initialHoldBack, offerEvent } from "@shop/core/consent/holdBack"
import { Analytics } from "@shop/core/ports/Analytics"
import type { AnalyticsEvent } from "@shop/core/ports/Analytics"

/**
 * A data layer: Google Tag Manager's `window.dataLayer` array, or any array in tests. The consent
 * gate's state is kept beside it (on `window`), so every bundle of the page shares one queue.
 */
export interface DataLayerHolder {
  dataLayer?: Array<unknown>
  shopConsentHoldBack?: HoldBack
}

/** Where the stored consent choice is read from (the consent cookie in the browser). */
export type ConsentSource = () => Option.Option<ConsentChoice>

const write = (target: DataLayerHolder, event: AnalyticsEvent): void => {
  const layer = (target.dataLayer ??= [])
  if (event.event === "consent_update") layer.push(["consent", "update", event.consent])
  // GA4 advice: clear the previous ecommerce object so items never leak into the next event.
  if ("ecommerce" in event) layer.push({ ecommerce: null })
  layer.push(event)
}

const holdBackOf = (target: DataLayerHolder, source: ConsentSource): HoldBack =>
  (target.shopConsentHoldBack ??= initialHoldBack(source()))

/**
 * Analytics over a data layer. The consent update goes in the form Consent Mode reads
 * (`["consent", "update", {...}]`, as gtag() pushes it) followed by the event itself, so tags can
 * also trigger on it. With a consent source, events wait for consent (core `offerEvent`): queued
 * until a choice, released on accept, dropped on reject. A failure to push is logged, never raised:
 * a blocked tag must not break the shop.
 */
export const makeAnalyticsDataLayer = (holder: () => DataLayerHolder, consent?: ConsentSource) =>
  Analytics.of({
    push: (event: AnalyticsEvent) =>
      Effect.try(() => {
        const target = holder()
        if (consent === undefined) return write(target, event)
        const step = offerEvent(holdBackOf(target, consent), event)
        target.shopConsentHoldBack = step.state
        for (const released of step.release) write(target, released)
      }).pipe(Effect.catch((error) => Effect.logError("Failed to push an analytics event", error)))
  })

/**
 * The visitor made (or changed) a consent choice: the consent update goes to the data layer, then
 * the events it releases (core `decideConsent`). `restore` is the page load with a stored choice:
 * the consent update is pushed again and the gate starts from the choice.
 */
export const applyConsentChoice = (holder: DataLayerHolder, choice: ConsentChoice): void => {
  const step = decideConsent(holder.shopConsentHoldBack ?? initialHoldBack(Option.none()), choice)
  holder.shopConsentHoldBack = step.state
  for (const released of step.release) write(holder, released)
}

const browserConsent: ConsentSource = () =>
  consentFromCookieHeader(typeof document === "undefined" ? undefined : document.cookie)

export const AnalyticsDataLayer = {
  /** The browser's data layer, gated by the consent cookie. */
  layer: Layer.sync(Analytics, () => makeAnalyticsDataLayer(() => window as unknown as DataLayerHolder, browserConsent)),
  /** Any holder, ungated (every event goes through). */
  layerOf: (holder: DataLayerHolder) => Layer.succeed(Analytics, makeAnalyticsDataLayer(() => holder)),
  /** Any holder, gated by the given consent source. */
  layerGated: (holder: DataLayerHolder, consent: ConsentSource) =>
    Layer.succeed(Analytics, makeAnalyticsDataLayer(() => holder, consent))
}
