/**
 * Market-independent patterns of SPEC 5 "Form fields". Unicode property escapes make the name rules
 * accept Romanian (ș, ț), Bulgarian (Cyrillic), Hungarian (ő, ű) and Greek letters alike; `\p{M}` admits
 * combining marks so decomposed input (s + comma below) counts as a letter too.
 */
export const commonPatterns = {
  /**
   * "The usual address pattern": the WHATWG `input type=email` grammar, but with at least one dot in
   * the domain, since a shop cannot deliver to `user@localhost`.
   */
  email:
    /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/u,
  /** RFC 5321 caps an address path at 254 characters. */
  emailMaxLength: 254,
  /** One word of a person's name: starts with a letter; may hold hyphens, apostrophes or a dot (Jean-Luc, O'Neil, I.). */
  nameWord: /^\p{L}[\p{L}\p{M}'’.-]*$/u,
  /** Letters counted towards the "2 or more letters" rule. */
  letter: /\p{L}/gu,
  /** Words needed, each with `nameMinLetters` letters. */
  nameMinWords: 2,
  nameMinLetters: 2,
  /** Hungarian-style name: letters only, words joined by a single space or hyphen (Kovács-Nagy Éva). */
  lettersOnly: /^(?:\p{L}\p{M}*)+(?:[ -](?:\p{L}\p{M}*)+)*$/u,
  /** Letters, digits, spaces, dot and hyphen (company names, "Sector 1", "Drobeta-Turnu Severin"). */
  alphanumeric: /^[\p{L}\p{M}0-9 .-]+$/u,
  /** Romanian ID-like values: RO prefix with 1-9 digits, or 6-12 digits. Checked on the compact upper-case form. */
  romanianId: /^(?:RO\d{1,9}|\d{6,12})$/u
} as const
