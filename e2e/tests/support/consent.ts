import { acceptAll, consentCookieName, encodeConsentCookie } from "@shop/core/consent/consentChoice"
import { hostOf, markets } from "./markets.ts"

/**
 * A browser state in which the visitor has already accepted all cookies in every market: the consent
 * banner stays closed (it would cover buttons near the bottom of the screen) and analytics events reach
 * the data layer at once. The suite's default (playwright.config.ts); the consent specs start without it.
 */
export const consentAccepted = {
  cookies: markets.map((market) => ({
    name: consentCookieName,
    value: encodeConsentCookie(acceptAll),
    domain: hostOf(market),
    path: "/",
    expires: Date.UTC(2038, 11, 31) / 1000,
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const
  })),
  origins: []
}

/** No stored choice: the banner shows and analytics events wait. */
export const noConsent = { cookies: [], origins: [] }
