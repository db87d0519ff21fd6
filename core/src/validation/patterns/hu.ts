import { isValidHuTaxNumber } from "../checkDigits.ts"
import type { MarketPatterns } from "./market.ts"

/** Hungary. */
export const huPatterns: MarketPatterns = {
  // SPEC 5: the Hungarian-style name pattern, letters only.
  nameLettersOnly: true,
  // Prefix +36, 0036 or the trunk 06.
  callingCode: "36",
  trunkPrefix: "06",
  trunkMarker: false,
  // SPEC 5: 8 digits (the taxpayer's core number).
  taxCode: /^\d{8}$/u,
  // SPEC 5: "8-1-2 digits", the full tax number 12345678-1-42; hyphens optional.
  registrationNumber: [/^\d{8}-?\d-?\d{2}$/u],
  // Both hold the törzsszám, whose eighth digit checks the first seven.
  idCheck: {
    taxCode: isValidHuTaxNumber,
    registrationNumber: (compact) => isValidHuTaxNumber(compact.slice(0, 8)),
    message: "tax-id-check-digit-hu"
  },
  postalCode: /^\d{4}$/u,
  postalCodeRequired: true,
  // HU kk + 24 digits.
  iban: { country: "HU", length: 28, bban: /^\d{24}$/u }
}
