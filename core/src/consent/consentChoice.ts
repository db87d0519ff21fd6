import type { AnalyticsEvent, ConsentState } from "../ports/Analytics.ts"
import { shopConstants } from "../settings/shopConstants.ts"

/**
 * Cookie consent (SPEC 9: stored until 2038; SPEC 7: a "consent update" goes to the data layer).
 * Three categories: necessary (always on, not a choice), analytics and marketing. A visitor's choice
 * is the two optional categories; "accept all" and "reject all" are the two presets.
 *
 * This module and holdBack.ts import nothing from `effect` at run time: the consent banner is on every
 * page, and must not bring Schema into every page's first-load JavaScript. Decoding a stored value is
 * consentCodec.ts (server and the data-layer adapter).
 */
export const ConsentCategories = ["necessary", "analytics", "marketing"] as const
export type ConsentCategory = (typeof ConsentCategories)[number]

export interface ConsentChoice {
  readonly analytics: boolean
  readonly marketing: boolean
}

export const acceptAll: ConsentChoice = { analytics: true, marketing: true }
export const rejectAll: ConsentChoice = { analytics: false, marketing: false }

/** Whether a choice allows a category; necessary cookies need no consent. */
export const allowsCategory = (choice: ConsentChoice, category: ConsentCategory): boolean =>
  category === "necessary" ? true : choice[category]

/** Name of the cookie that keeps the choice. */
export const consentCookieName = "shop_consent"

/** SPEC 9: the choice is kept until the end of 2038. */
export const consentCookieExpiresAt: string = shopConstants.cookieConsentExpiresAt

const bit = (on: boolean): "0" | "1" => (on ? "1" : "0")

/**
 * The cookie value: `v1.a<0|1>.m<0|1>` (version, analytics, marketing). Short, cookie-safe, and
 * versioned so a later banner with more categories can tell an old choice from a new one. Its
 * decoder is `ConsentCookieValue` (consentCodec.ts); the tests check both ways agree.
 */
export const encodeConsentCookie = (choice: ConsentChoice): string =>
  `v1.a${bit(choice.analytics)}.m${bit(choice.marketing)}`

/** The `document.cookie` string that stores a choice until 2038 for the whole site. */
export const consentCookieString = (choice: ConsentChoice): string =>
  `${consentCookieName}=${encodeConsentCookie(choice)}; Expires=${new Date(consentCookieExpiresAt).toUTCString()}; Path=/; SameSite=Lax`

const state = (on: boolean): ConsentState => (on ? "granted" : "denied")

/** The data layer's consent update (Consent Mode v2): analytics storage, and the three ad signals from marketing. */
export const consentUpdateOf = (choice: ConsentChoice): Extract<AnalyticsEvent, { readonly event: "consent_update" }> => ({
  event: "consent_update",
  consent: {
    ad_storage: state(choice.marketing),
    analytics_storage: state(choice.analytics),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing)
  }
})
