import type { MarketPatterns } from "./market.ts"

/** Romania. */
export const roPatterns: MarketPatterns = {
  nameLettersOnly: false,
  // SPEC 5: mobile 07xx, landlines 02x/03x; prefix +40, 0040 or the trunk 0; 9 digits after the prefix.
  phone: /^(?:\+40|0040|0)(?:7\d{8}|[23]\d{8})$/u,
  callingCode: "40",
  trunkMarker: true,
  // SPEC 5, exactly.
  taxCode: /^RO\d{2,10}$/u,
  registrationNumber: [
    // Trade Register number, classic form: J (companies) or F (authorised persons), county, order, year: J40/1234/2020.
    /^[JF]\d{2}\/\d{1,6}\/(?:19|20)\d{2}$/u,
    // The 2024 single form: letter, year, 6-digit order number, 3-digit county/office code: J2020001234409.
    /^[JF](?:19|20)\d{2}\d{6}\d{3}$/u,
    // CUI-like: the fiscal identifier with or without the RO prefix.
    /^(?:RO)?\d{2,10}$/u
  ],
  postalCode: /^\d{6}$/u,
  postalCodeRequired: false,
  // RO kk BBBB + 16 alphanumerics.
  iban: { country: "RO", length: 24, bban: /^[A-Z]{4}[A-Z0-9]{16}$/u }
}
