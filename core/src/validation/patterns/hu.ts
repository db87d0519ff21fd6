import type { MarketPatterns } from "./market.ts"

const mobileCodes = "20|30|31|50|70"

/** Hungary. */
export const huPatterns: MarketPatterns = {
  // SPEC 5: the Hungarian-style name pattern, letters only.
  nameLettersOnly: true,
  // Prefix +36, 0036 or the trunk 06. Mobile 20/30/31/50/70 + 7 digits; Budapest 1 + 7 digits;
  // other areas: a two-digit area code (never a mobile code) + 6 digits.
  phone: new RegExp(`^(?:\\+36|0036|06)(?:(?:${mobileCodes})\\d{7}|1\\d{7}|(?!${mobileCodes})[2-9]\\d{7})$`, "u"),
  callingCode: "36",
  trunkMarker: false,
  // SPEC 5: 8 digits (the taxpayer's core number).
  taxCode: /^\d{8}$/u,
  // SPEC 5: "8-1-2 digits", the full tax number 12345678-1-42; hyphens optional.
  registrationNumber: [/^\d{8}-?\d-?\d{2}$/u],
  postalCode: /^\d{4}$/u,
  postalCodeRequired: true,
  // HU kk + 24 digits.
  iban: { country: "HU", length: 28, bban: /^\d{24}$/u }
}
