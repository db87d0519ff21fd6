import type { MessageKey } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"

const keys = [
  "consent-title",
  "consent-body",
  "consent-accept-all",
  "consent-reject-all",
  "consent-choose",
  "consent-save",
  "consent-preferences-title",
  "consent-necessary-title",
  "consent-necessary-body",
  "consent-analytics-title",
  "consent-analytics-body",
  "consent-marketing-title",
  "consent-marketing-body",
  "consent-always-on",
  "consent-close"
] as const satisfies ReadonlyArray<MessageKey>

export type ConsentTextKey = (typeof keys)[number]
export type ConsentTexts = { readonly [K in ConsentTextKey]: string }

/**
 * The banner's text, translated on the server: the banner is on every page, so it gets its fifteen
 * strings rather than the whole catalogue.
 */
export const consentTexts = (tr: Translator): ConsentTexts =>
  Object.fromEntries(keys.map((key) => [key, tr.t(key)])) as ConsentTexts
