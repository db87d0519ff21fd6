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
  /** Checked on the compact form (`compactPhone`): prefix, then the national number. */
  readonly phone: RegExp
  /** International calling code, without `+` or `00`. */
  readonly callingCode: string
  /**
   * Whether numbers are written "+40 (0) 722 ..." here: the bracketed trunk 0, dialled only within the
   * country. It applies where the trunk prefix is a single 0 (RO, BG); HU's trunk is 06 and GR has none.
   */
  readonly trunkMarker: boolean
  /** Checked on the compact upper-case form (`compactCode`). */
  readonly taxCode: RegExp
  /** Checked on the compact upper-case form (`compactCode`); any one alternative suffices. */
  readonly registrationNumber: ReadonlyArray<RegExp>
  /** Checked on the tidied form (`tidyPostalCode`). */
  readonly postalCode: RegExp
  /** SPEC 5: a new courier address in HU and GR also needs a postal code. */
  readonly postalCodeRequired: boolean
  readonly iban: IbanFormat
}
