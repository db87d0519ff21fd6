import { identityMessageKeys } from "@shop/core/auth/identityError"
import { validationMessageKeys } from "@shop/core/validation/messageKeys"
import type { Translator } from "../../i18n/translator.ts"

/**
 * The translations an account page hands its form answers (ActionResults `texts`): the keys a refusal
 * may carry, so the browser shows the validator's or the identity's message in the page's language.
 */
export const validationTexts = (tr: Translator): Readonly<Record<string, string>> =>
  Object.fromEntries(validationMessageKeys.map((key) => [key, tr.t(key)]))

export const identityTexts = (tr: Translator): Readonly<Record<string, string>> =>
  Object.fromEntries(identityMessageKeys.map((key) => [key, tr.t(key)]))
