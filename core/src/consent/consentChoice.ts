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

/** What a stored cookie value looks like (this version). */
export const consentCookiePattern = /^v1\.a[01]\.m[01]$/

/**
 * The choice a cookie value stores; anything missing, malformed or of another version is null ("no
 * choice yet"). Plain code, for the banner of every page; consentCodec.ts's Schema decodes with it.
 */
export const consentChoiceOfCookieValue = (value: unknown): ConsentChoice | null =>
  typeof value === "string" && consentCookiePattern.test(value)
    ? { analytics: value.charAt(4) === "1", marketing: value.charAt(7) === "1" }
    : null

/** The stored choice out of a `Cookie` header or `document.cookie`; the first consent cookie wins. */
export const consentChoiceOfCookieHeader = (header: string | undefined): ConsentChoice | null => {
  if (header === undefined) return null
  for (const part of header.split(";")) {
    const eq = part.indexOf("=")
    if (eq === -1) continue
    if (part.slice(0, eq).trim() === consentCookieName) return consentChoiceOfCookieValue(part.slice(eq + 1).trim())
  }
  return null
}

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
