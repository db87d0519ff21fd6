import { Option, Schema, SchemaTransformation } from "effect"
import type { AnalyticsEvent, ConsentState } from "../ports/Analytics.ts"
import { shopConstants } from "../settings/shopConstants.ts"

/**
 * Cookie consent (SPEC 9: stored until 2038; SPEC 7: a "consent update" goes to the data layer).
 * Three categories: necessary (always on, not a choice), analytics and marketing. A visitor's choice
 * is the two optional categories; "accept all" and "reject all" are the two presets.
 */
export const ConsentCategories = ["necessary", "analytics", "marketing"] as const
export type ConsentCategory = (typeof ConsentCategories)[number]

export const ConsentChoice = Schema.Struct({
  analytics: Schema.Boolean,
  marketing: Schema.Boolean
})
export type ConsentChoice = typeof ConsentChoice.Type

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
 * versioned so a later banner with more categories can tell an old choice from a new one.
 */
export const ConsentCookieValue = Schema.String.check(Schema.isPattern(/^v1\.a[01]\.m[01]$/)).pipe(
  Schema.decodeTo(
    ConsentChoice,
    SchemaTransformation.transform({
      decode: (text: string) => ({ analytics: text.charAt(4) === "1", marketing: text.charAt(7) === "1" }),
      encode: (choice: ConsentChoice) => `v1.a${bit(choice.analytics)}.m${bit(choice.marketing)}`
    })
  )
)

export const encodeConsentCookie = (choice: ConsentChoice): string => Schema.encodeSync(ConsentCookieValue)(choice)

/** The stored choice; anything missing, malformed or of another version is "no choice yet". */
export const decodeConsentCookie = (value: unknown): Option.Option<ConsentChoice> =>
  Schema.decodeUnknownOption(ConsentCookieValue)(value)

/** The consent cookie's value out of a `Cookie` header or `document.cookie`; the first one wins. */
export const consentFromCookieHeader = (header: string | undefined): Option.Option<ConsentChoice> => {
  if (header === undefined) return Option.none()
  for (const part of header.split(";")) {
    const eq = part.indexOf("=")
    if (eq === -1) continue
    if (part.slice(0, eq).trim() === consentCookieName) return decodeConsentCookie(part.slice(eq + 1).trim())
  }
  return Option.none()
}

/** The `Set-Cookie`/`document.cookie` string that stores a choice until 2038 for the whole site. */
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
