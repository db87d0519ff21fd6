import { messagesFor } from "../../i18n/islandMessages.ts"

/**
 * The part of a catalogue the content forms' islands translate, so a help or review page does not ship
 * the whole shop's text to the browser: the areas' own keys, the human check's, the validators', and
 * the rate limits' wait (src/client/tooManyRequests.ts). The catalogue test covers them in every locale.
 */
export const formMessages = messagesFor({
  areas: [],
  prefixes: ["help-", "reviews-", "human-check-", "too-many-requests-"],
  keys: ["required-field", "invalid-email", "invalid-name"]
})
