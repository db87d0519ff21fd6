import type { MarketCode } from "../markets/market.ts"
import { invalid, requiredThen, valid } from "./check.ts"
import type { FieldCheck, FieldInput } from "./check.ts"
import { compactCode } from "./normalize.ts"
import { marketPatterns } from "./patterns/index.ts"

const ibanCharacters = /^[A-Z]{2}\d{2}[A-Z0-9]+$/u

/**
 * ISO 7064 mod 97-10 over an IBAN: the first 4 characters move to the end, letters become 10..35,
 * and the remainder is taken digit by digit so no big integer is needed. Expects compact upper case.
 */
export const ibanRemainder = (iban: string): number => {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const code = char.charCodeAt(0)
    const value = code >= 65 && code <= 90 ? String(code - 55) : char
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder
}

export const isIbanChecksumValid = (iban: string): boolean => ibanCharacters.test(iban) && ibanRemainder(iban) === 1

/**
 * IBAN per market: the market's country prefix, its length and national format, then the mod-97
 * checksum. Payouts are domestic transfers, so another country's IBAN is refused with its own message.
 */
export const validateIban = (market: MarketCode, value: FieldInput): FieldCheck =>
  requiredThen(value, (raw) => {
    const iban = compactCode(raw)
    const format = marketPatterns[market].iban
    if (!ibanCharacters.test(iban)) return invalid("invalid-iban")
    if (!iban.startsWith(format.country)) return invalid("iban-wrong-country")
    if (iban.length !== format.length || !format.bban.test(iban.slice(4))) return invalid("invalid-iban")
    return ibanRemainder(iban) === 1 ? valid : invalid("iban-checksum-mismatch")
  })
