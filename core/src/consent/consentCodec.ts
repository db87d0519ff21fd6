import { Option, Schema, SchemaTransformation } from "effect"
import { type ConsentChoice, consentCookieName, encodeConsentCookie } from "./consentChoice.ts"

export const ConsentChoiceSchema = Schema.Struct({
  analytics: Schema.Boolean,
  marketing: Schema.Boolean
})

/** The consent cookie's value (`v1.a<0|1>.m<0|1>`) as a choice, and back. */
export const ConsentCookieValue = Schema.String.check(Schema.isPattern(/^v1\.a[01]\.m[01]$/)).pipe(
  Schema.decodeTo(
    ConsentChoiceSchema,
    SchemaTransformation.transform({
      decode: (text: string): ConsentChoice => ({ analytics: text.charAt(4) === "1", marketing: text.charAt(7) === "1" }),
      encode: encodeConsentCookie
    })
  )
)

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
