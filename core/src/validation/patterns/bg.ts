import { isValidEgn, isValidEik, isValidPnf } from "../checkDigits.ts"
import type { MarketPatterns } from "./market.ts"

/**
 * 9 digits: a company's EIK/BULSTAT. 10 digits: the civil number a self-employed person is registered
 * under, an EGN or, for a foreign resident, an ЛНЧ. (A branch's 13-digit EIK is outside SPEC 5's
 * 9-10 digits: the payout goes to the company, under its 9-digit EIK.)
 */
const bulgarianId = (compact: string): boolean =>
  compact.length === 9 ? isValidEik(compact) : isValidEgn(compact) || isValidPnf(compact)

/** Bulgaria. */
export const bgPatterns: MarketPatterns = {
  nameLettersOnly: false,
  // Prefix +359, 00359 or the trunk 0.
  callingCode: "359",
  trunkPrefix: "0",
  trunkMarker: true,
  // SPEC 5: 9-10 digits (UIC/EIK of a company, or a personal number).
  taxCode: /^\d{9,10}$/u,
  // SPEC 5: 9 or 10 digits.
  registrationNumber: [/^\d{9,10}$/u],
  idCheck: { taxCode: bulgarianId, registrationNumber: bulgarianId, message: "tax-id-check-digit-bg" },
  postalCode: /^\d{4}$/u,
  postalCodeRequired: false,
  // BG kk BBBB SSSS TT + 8 alphanumerics.
  iban: { country: "BG", length: 22, bban: /^[A-Z]{4}\d{6}[A-Z0-9]{8}$/u }
}
