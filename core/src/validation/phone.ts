import { Option } from "effect"
import type { MarketCode } from "../markets/market.ts"
import type { PhoneNumberKind, PhoneNumberPlan } from "../ports/PhoneNumbers.ts"
import { invalid, requiredThen, valid } from "./check.ts"
import type { FieldCheck, FieldInput } from "./check.ts"
import { compactPhone } from "./normalize.ts"
import { marketPatterns } from "./patterns/index.ts"

/**
 * SPEC 5's RO rule, for every market: a mobile or a landline of the market's own country. A landline
 * is any fixed-location number a person or a company answers at the normal tariff: fixed line, VoIP
 * (HU 21) and universal access numbers (RO 037x, a company's location-independent line). Numbers the
 * caller pays extra for, or that reach no one in particular (toll-free, premium, shared cost,
 * personal numbering, pagers, voicemail), are refused: the courier and the payout desk call this number.
 */
export const acceptedPhoneKinds: ReadonlySet<PhoneNumberKind> = new Set<PhoneNumberKind>([
  "mobile",
  "fixed-line",
  "fixed-line-or-mobile",
  "voip",
  "uan"
])

const digitsOnly = /^\d+$/u

/**
 * The national number (what the numbering plan is asked about) of a number typed in the market's
 * written forms: the international `+` or `00` and the calling code, or the trunk prefix ("0" RO and
 * BG, "06" HU; GR has none, the 10 digits stand alone). Undefined for any other form, among them
 * a trunk 0 kept after the calling code ("+40 0722 ..."), which nobody can dial. Works on the
 * compact form, so separators and RO's and BG's "(0)" marker are already gone.
 */
export const nationalNumberOf = (market: MarketCode, typed: string): string | undefined => {
  const compact = compactPhone(typed)
  const { callingCode, trunkPrefix } = marketPatterns[market]
  const prefix = [`+${callingCode}`, `00${callingCode}`, trunkPrefix].find((p) => compact.startsWith(p))
  const national = prefix === undefined ? undefined : compact.slice(prefix.length)
  return national !== undefined && digitsOnly.test(national) ? national : undefined
}

/**
 * SPEC 5 phone, per market: written with the market's prefixes, and a mobile or landline number that
 * exists in the country's numbering plan (the PhoneNumbers port: Google's libphonenumber data).
 */
export const validatePhone = (phones: PhoneNumberPlan, market: MarketCode, value: FieldInput): FieldCheck =>
  requiredThen(value, (typed) => {
    const national = nationalNumberOf(market, typed)
    const kind = national === undefined ? Option.none() : phones.kindOf(market, national)
    return Option.exists(kind, (k) => acceptedPhoneKinds.has(k)) ? valid : invalid("invalid-phone")
  })
