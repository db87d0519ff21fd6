import type { ValidationMessageKey } from "../messageKeys.ts"

/** The per-market rules of SPEC 5, as data: the web shell, route handlers and adapters read this one table. */
export interface IbanFormat {
  /** ISO 3166 country prefix of the IBAN (Greece is GR here, although its VAT prefix is EL). */
  readonly country: string
  /** Total IBAN length, check digits included. */
  readonly length: number
  /** The national part after the 4 leading characters (country + check digits), per the SWIFT IBAN registry. */
  readonly bban: RegExp
}

export interface MarketPatterns {
  /** Whether a person's name must also match the letters-only (Hungarian-style) pattern. */
  readonly nameLettersOnly: boolean
  /** International calling code, without `+` or `00`; a number may be written after `+` or `00` and it. */
  readonly callingCode: string
  /**
   * What a number dialled within the country starts with instead (RO, BG "0"; HU "06"); "" where the
   * national number is dialled as it is (GR). Which numbers exist is the numbering plan's answer (validation/phone.ts).
   */
  readonly trunkPrefix: string
  /**
   * Whether numbers are written "+40 (0) 722 ..." here: the bracketed trunk 0, dialled only within the
   * country. It applies where the trunk prefix is a single 0 (RO, BG); HU's trunk is 06 and GR has none.
   */
  readonly trunkMarker: boolean
  /** Checked on the compact upper-case form (`compactCode`). */
  readonly taxCode: RegExp
  /** Checked on the compact upper-case form (`compactCode`); any one alternative suffices. */
  readonly registrationNumber: ReadonlyArray<RegExp>
  /**
   * The check digits behind both shapes (validation/checkDigits.ts): whether a code of the right
   * shape carries a correct check digit, and the market's message for one that does not.
   */
  readonly idCheck: IdCheck
  /** Checked on the tidied form (`tidyPostalCode`). */
  readonly postalCode: RegExp
  /** SPEC 5: a new courier address in HU and GR also needs a postal code. */
  readonly postalCodeRequired: boolean
  readonly iban: IbanFormat
}

export interface IdCheck {
  /** Given a tax code or registration number that has its SPEC 5 shape (compact, upper case). */
  readonly taxCode: (compact: string) => boolean
  readonly registrationNumber: (compact: string) => boolean
  /** Names the market's id ("CUI", "EIK", "adószám", "AFM") and says a digit is mistyped. */
  readonly message: ValidationMessageKey
}
