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
