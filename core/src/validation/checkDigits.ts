/**
 * The check digits of the company and tax ids the corporate payout form asks for. Each id's last
 * digit (HU: the eighth) is computed from the others, so a mistyped digit is caught in the form
 * instead of at the bank, where a payout to a mistyped company id fails days later.
 *
 * Every function takes the digits alone (no country prefix, no separators) and says whether they
 * form an id with a correct check digit; the lengths are the forms' business (SPEC 5 shapes).
 * The mod-11 schemes write a remainder of 10 as 0, so an id ending in 0 stands for two remainders:
 * that is the one mistyping they cannot see (core/test/validation/checkDigits.test.ts shows it).
 */

const digitsOf = (text: string): ReadonlyArray<number> | undefined =>
  /^\d+$/u.test(text) ? [...text].map(Number) : undefined

const weighted = (digits: ReadonlyArray<number>, weights: ReadonlyArray<number>): number =>
  weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0)

/** No register hands out an id of zeros, though every scheme's sum accepts it. */
const allZeros = (digits: ReadonlyArray<number>): boolean => digits.every((d) => d === 0)

const checked = (text: string, length: number | ReadonlyArray<number>, check: (digits: ReadonlyArray<number>) => number): boolean => {
  const digits = digitsOf(text)
  const lengths: ReadonlyArray<number> = typeof length === "number" ? [length] : length
  return digits !== undefined && lengths.includes(digits.length) && !allZeros(digits) && check(digits) === digits[digits.length - 1]
}

/**
 * RO CUI/CIF (ANAF): the digits before the last, right-aligned under the key 753217532, summed,
 * times 10, mod 11; a remainder of 10 is written 0. 2 to 10 digits.
 */
export const cuiCheckDigit = (body: ReadonlyArray<number>): number => {
  const key = [7, 5, 3, 2, 1, 7, 5, 3, 2]
  const padded = [...Array<number>(Math.max(0, key.length - body.length)).fill(0), ...body]
  return ((weighted(padded, key) * 10) % 11) % 10
}
export const isValidCui = (text: string): boolean =>
  checked(text, [2, 3, 4, 5, 6, 7, 8, 9, 10], (digits) => cuiCheckDigit(digits.slice(0, -1)))

/**
 * BG EIK/BULSTAT of a company, 9 digits: weights 1..8 mod 11; a remainder of 10 is computed again
 * with weights 3..10, and a second 10 is written 0.
 */
export const eikCheckDigit = (body: ReadonlyArray<number>): number => {
  const first = weighted(body, [1, 2, 3, 4, 5, 6, 7, 8]) % 11
  if (first !== 10) return first
  return (weighted(body, [3, 4, 5, 6, 7, 8, 9, 10]) % 11) % 10
}

/**
 * BG EIK of a branch, 13 digits: the company's 9-digit EIK, then 3 digits and a check digit over
 * digits 9 to 12 with weights 2, 7, 3, 5 mod 11, again with 4, 9, 5, 7 on a remainder of 10.
 */
export const eikBranchCheckDigit = (body: ReadonlyArray<number>): number => {
  const tail = body.slice(8, 12)
  const first = weighted(tail, [2, 7, 3, 5]) % 11
  if (first !== 10) return first
  return (weighted(tail, [4, 9, 5, 7]) % 11) % 10
}

export const isValidEik = (text: string): boolean =>
  checked(text, 9, (digits) => eikCheckDigit(digits.slice(0, 8))) ||
  (checked(text, 13, (digits) => eikBranchCheckDigit(digits.slice(0, 12))) && isValidEik(text.slice(0, 9)))

/** The birth date an EGN starts with: YYMMDD, the month plus 20 for the 1800s and plus 40 for the 2000s. */
const egnDateIsReal = (digits: ReadonlyArray<number>): boolean => {
  const [y1 = 0, y2 = 0, m1 = 0, m2 = 0, d1 = 0, d2 = 0] = digits
  const coded = m1 * 10 + m2
  const century = coded > 40 ? 2000 : coded > 20 ? 1800 : 1900
  const month = coded % 20
  const year = century + y1 * 10 + y2
  const day = d1 * 10 + d2
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
  return coded > 0 && coded <= 52 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth
}

/** BG EGN, a person's 10-digit civil number (a self-employed seller's tax number): weights 2, 4, 8, 5, 10, 9, 7, 3, 6 mod 11, 10 written 0. */
export const egnCheckDigit = (body: ReadonlyArray<number>): number =>
  (weighted(body, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10
export const isValidEgn = (text: string): boolean =>
  checked(text, 10, (digits) => (egnDateIsReal(digits) ? egnCheckDigit(digits.slice(0, 9)) : -1))

/** BG personal number of a foreigner (ЛНЧ), 10 digits: weights 21, 19, 17, 13, 11, 9, 7, 3, 1 mod 10. */
export const pnfCheckDigit = (body: ReadonlyArray<number>): number => weighted(body, [21, 19, 17, 13, 11, 9, 7, 3, 1]) % 10
export const isValidPnf = (text: string): boolean => checked(text, 10, (digits) => pnfCheckDigit(digits.slice(0, 9)))

/**
 * HU törzsszám, the first 8 digits of an adószám (12345676-1-42): the eighth is 10 minus the
 * weighted sum (9, 7, 3, 1, 9, 7, 3) mod 10.
 */
export const huTaxNumberCheckDigit = (body: ReadonlyArray<number>): number =>
  (10 - (weighted(body, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10
export const isValidHuTaxNumber = (text: string): boolean => checked(text, 8, (digits) => huTaxNumberCheckDigit(digits.slice(0, 7)))

/** GR AFM, 9 digits: the first 8 weighted by 256, 128, ..., 2, mod 11, written mod 10. */
export const afmCheckDigit = (body: ReadonlyArray<number>): number =>
  (weighted(body, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10
export const isValidAfm = (text: string): boolean => checked(text, 9, (digits) => afmCheckDigit(digits.slice(0, 8)))
