import type { Option } from "effect"
import { type ConsentChoice, consentCookieString, consentFromCookieHeader } from "@shop/core/consent/consentChoice"

/** The part of `document` the consent cookie needs (a fake in tests). */
export interface CookieJar {
  cookie: string
}

/** The stored consent choice, decoded with core's codec: a missing or garbled cookie is no choice. */
export const readConsentCookie = (jar: CookieJar): Option.Option<ConsentChoice> => consentFromCookieHeader(jar.cookie)

/** Stores a choice for the whole site until 2038 (SPEC 9). */
export const writeConsentCookie = (jar: CookieJar, choice: ConsentChoice): void => {
  jar.cookie = consentCookieString(choice)
}
