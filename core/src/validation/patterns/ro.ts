import { isValidCui } from "../checkDigits.ts"
import type { MarketPatterns } from "./market.ts"

/** A CUI written with or without its RO prefix: the SPEC 5 tax code, and the registration number's CUI-like form. */
const cuiLike = /^(?:RO)?(\d{2,10})$/u
const cuiOf = (compact: string): string | undefined => cuiLike.exec(compact)?.[1]

/** Romania. */
export const roPatterns: MarketPatterns = {
  nameLettersOnly: false,
  // SPEC 5: prefix +40, 0040 or the trunk 0.
  callingCode: "40",
  trunkPrefix: "0",
  trunkMarker: true,
  // SPEC 5, exactly.
  taxCode: /^RO\d{2,10}$/u,
  registrationNumber: [
    // Trade Register number, classic form: J (companies) or F (authorised persons), county, order, year: J40/1234/2020.
    /^[JF]\d{2}\/\d{1,6}\/(?:19|20)\d{2}$/u,
    // The 2024 single form: letter, year, 6-digit order number, 3-digit county/office code: J2020001234409.
    /^[JF](?:19|20)\d{2}\d{6}\d{3}$/u,
    // CUI-like: the fiscal identifier with or without the RO prefix.
    cuiLike
  ],
  // The Trade Register's J/F numbers carry no check digit; a CUI always does.
  idCheck: {
    taxCode: (compact) => isValidCui(cuiOf(compact) ?? ""),
    registrationNumber: (compact) => {
      const cui = cuiOf(compact)
      return cui === undefined || isValidCui(cui)
    },
    message: "tax-id-check-digit-ro"
  },
  postalCode: /^\d{6}$/u,
  postalCodeRequired: false,
  // RO kk BBBB + 16 alphanumerics.
  iban: { country: "RO", length: 24, bban: /^[A-Z]{4}[A-Z0-9]{16}$/u }
}
