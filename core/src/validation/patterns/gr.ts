import type { MarketPatterns } from "./market.ts"

/** Greece. */
export const grPatterns: MarketPatterns = {
  nameLettersOnly: false,
  // Greek numbers have no trunk prefix: 10 digits, mobile 69x + 7 digits, landlines 2x...; +30 or 0030 optional.
  phone: /^(?:\+30|0030)?(?:69\d{8}|2\d{9})$/u,
  callingCode: "30",
  trunkMarker: false,
  // SPEC 5: the EL prefix plus 9 digits (the AFM as a VAT number).
  taxCode: /^EL\d{9}$/u,
  // SPEC 5: 9 digits.
  registrationNumber: [/^\d{9}$/u],
  // 5 digits, written "106 82" or "10682".
  postalCode: /^\d{3} ?\d{2}$/u,
  postalCodeRequired: true,
  // GR kk + 7 digits (bank + branch) + 16 alphanumerics.
  iban: { country: "GR", length: 27, bban: /^\d{7}[A-Z0-9]{16}$/u }
}
