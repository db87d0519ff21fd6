import { Layer, Option } from "effect"
import type { MarketCode } from "../../src/markets/market.ts"
import { PhoneNumbers, type PhoneNumberKind, type PhoneNumberPlan } from "../../src/ports/PhoneNumbers.ts"
import { knownPhoneNumbers } from "./knownPhoneNumbers.ts"

const key = (country: MarketCode, nationalNumber: string) => `${country}:${nationalNumber}`

const table: ReadonlyMap<string, PhoneNumberKind> = new Map(
  knownPhoneNumbers.flatMap(([country, number, kind]) => (kind === null ? [] : [[key(country, number), kind] as const]))
)

/**
 * The PhoneNumbers fake of core's tests: the real plans' answers for the numbers in
 * knownPhoneNumbers.ts, and no number anywhere else. It passes the port's contract like the adapter
 * (adapters/src/phone), so a core test that passes here passes with Google's data.
 */
export const phoneNumbersTable: PhoneNumberPlan = {
  kindOf: (country, nationalNumber) => Option.fromUndefinedOr(table.get(key(country, nationalNumber)))
}

export const PhoneNumbersTable = { layer: Layer.succeed(PhoneNumbers, phoneNumbersTable) }
