import { type ConsentChoice, consentCookieString } from "@shop/core/consent/consentChoice"

/** The part of `document` the consent cookie needs (a fake in tests). */
export interface CookieJar {
  cookie: string
}

/**
 * Stores a choice for the whole site until 2038 (SPEC 9). Reading it back is core's codec
 * (`consentFromCookieHeader`), on the server and in the data-layer adapter.
 */
export const writeConsentCookie = (jar: CookieJar, choice: ConsentChoice): void => {
  jar.cookie = consentCookieString(choice)
}
