import { getCountryCallingCode, PhoneNumber, type MetadataJson, type PhoneNumberType } from "libphonenumber-js/core"
import { Layer, Option } from "effect"
import { PhoneNumbers, type PhoneNumberKind, type PhoneNumberPlan } from "@shop/core/ports/PhoneNumbers"
import { marketMetadata } from "./marketMetadata.ts"

const kinds: { readonly [T in PhoneNumberType]: PhoneNumberKind } = {
  MOBILE: "mobile",
  FIXED_LINE: "fixed-line",
  FIXED_LINE_OR_MOBILE: "fixed-line-or-mobile",
  VOIP: "voip",
  UAN: "uan",
  TOLL_FREE: "toll-free",
  PREMIUM_RATE: "premium-rate",
  SHARED_COST: "shared-cost",
  PERSONAL_NUMBER: "personal-number",
  PAGER: "pager",
  VOICEMAIL: "voicemail"
}

/** libphonenumber's numbers are at most 17 digits; anything longer is no number, and not worth a regex run. */
const nationalNumber = /^\d{1,17}$/u

/**
 * The numbering plans of Google's libphonenumber (through libphonenumber-js's core, which takes its
 * metadata as an argument), over the markets' slice of the complete metadata (marketMetadata.ts).
 * No parsing happens here: core's rule has already taken the prefix off, and a PhoneNumber is built
 * from the country's calling code and the national number (each market's calling code is its own),
 * then asked whether it is valid and of which type. Pure and synchronous: the server's runtime
 * provides it (web/src/server/appLayer.ts) and the browser's forms import it
 * (web/src/client/phoneNumbers.ts); it holds no Node or DOM API.
 */
export const makeLibphonenumberPlan = (metadata: MetadataJson): PhoneNumberPlan => ({
  kindOf: (country, digits) => {
    if (!nationalNumber.test(digits)) return Option.none()
    const number = new PhoneNumber(`+${getCountryCallingCode(country, metadata)}${digits}`, metadata)
    const type = number.isValid() ? number.getType() : undefined
    return type === undefined ? Option.none() : Option.some(kinds[type])
  }
})

export const libphonenumberPlan: PhoneNumberPlan = makeLibphonenumberPlan(marketMetadata)

export const PhoneNumbersLibphonenumber = {
  layer: Layer.succeed(PhoneNumbers, libphonenumberPlan)
}
