import { catalogues, type Messages, type UiLocale } from "../../i18n/catalogues.ts"

/**
 * Keys the content forms' islands translate: the areas' own, the human check's, the validators', and
 * the rate limits' wait (src/client/tooManyRequests.ts).
 */
const prefixes = ["help-", "reviews-", "human-check-", "too-many-requests-"]
const validatorKeys = new Set(["required-field", "invalid-email", "invalid-name"])

/**
 * The part of a catalogue the forms need, so a help or review page does not ship the whole shop's text
 * to the browser. The forms only ask for these keys (the catalogue test covers them in every locale).
 */
export const formMessages = (locale: UiLocale): Messages =>
  Object.fromEntries(
    Object.entries(catalogues[locale]).filter(([key]) => validatorKeys.has(key) || prefixes.some((p) => key.startsWith(p)))
  ) as Messages
