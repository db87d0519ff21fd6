import type { MarketPatterns } from "./market.ts"

/** Bulgaria. */
export const bgPatterns: MarketPatterns = {
  nameLettersOnly: false,
  // Prefix +359, 00359 or the trunk 0. Mobile 87/88/89/98/99 + 7 digits; Sofia 2 + 7 digits;
  // other areas: area code and subscriber number together 7 or 8 digits starting 3-7.
  phone: /^(?:\+359|00359|0)(?:(?:8[789]|9[89])\d{7}|2\d{7}|[3-7]\d{6,7})$/u,
  callingCode: "359",
  trunkMarker: true,
  // SPEC 5: 9-10 digits (UIC/EIK of a company, or a personal number).
  taxCode: /^\d{9,10}$/u,
  // SPEC 5: 9 or 10 digits.
  registrationNumber: [/^\d{9,10}$/u],
  postalCode: /^\d{4}$/u,
  postalCodeRequired: false,
  // BG kk BBBB SSSS TT + 8 alphanumerics.
  iban: { country: "BG", length: 22, bban: /^[A-Z]{4}\d{6}[A-Z0-9]{8}$/u }
}
