import { isValidAfm } from "../checkDigits.ts"
import type { MarketPatterns } from "./market.ts"

/** Greece. */
export const grPatterns: MarketPatterns = {
  nameLettersOnly: false,
  // Greek numbers have no trunk prefix: the 10 digits, after +30 or 0030 or on their own.
  callingCode: "30",
  trunkPrefix: "",
  trunkMarker: false,
  // SPEC 5: the EL prefix plus 9 digits (the AFM as a VAT number).
  taxCode: /^EL\d{9}$/u,
  // SPEC 5: 9 digits.
  registrationNumber: [/^\d{9}$/u],
  // The AFM behind EL has a check digit; SPEC 5's 9-digit registration number is not said to be an
  // AFM (the GEMI number has 12 digits), so it keeps its shape alone.
  idCheck: { taxCode: (compact) => isValidAfm(compact.slice(2)), registrationNumber: () => true, message: "tax-id-check-digit-gr" },
  // 5 digits, written "106 82" or "10682".
  postalCode: /^\d{3} ?\d{2}$/u,
  postalCodeRequired: true,
  // GR kk + 7 digits (bank + branch) + 16 alphanumerics.
  iban: { country: "GR", length: 27, bban: /^\d{7}[A-Z0-9]{16}$/u }
}
