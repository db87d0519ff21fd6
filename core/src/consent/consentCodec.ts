import { Option, Schema, SchemaTransformation } from "effect"
import {
  type ConsentChoice,
  consentChoiceOfCookieHeader,
  consentChoiceOfCookieValue,
  consentCookiePattern,
  encodeConsentCookie,
  rejectAll
} from "./consentChoice.ts"

export const ConsentChoiceSchema = Schema.Struct({
  analytics: Schema.Boolean,
  marketing: Schema.Boolean
})

/** The consent cookie's value (`v1.a<0|1>.m<0|1>`) as a choice, and back. */
export const ConsentCookieValue = Schema.String.check(Schema.isPattern(consentCookiePattern)).pipe(
  Schema.decodeTo(
    ConsentChoiceSchema,
    SchemaTransformation.transform({
      // The pattern is checked above, so the plain reader always answers here.
      decode: (text: string): ConsentChoice => consentChoiceOfCookieValue(text) ?? rejectAll,
      encode: encodeConsentCookie
    })
  )
)

/** The consent cookie's value out of a `Cookie` header or `document.cookie`; the first one wins. */
export const consentFromCookieHeader = (header: string | undefined): Option.Option<ConsentChoice> =>
  Option.fromNullishOr(consentChoiceOfCookieHeader(header))
