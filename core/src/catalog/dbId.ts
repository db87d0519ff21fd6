import { Schema, SchemaTransformation } from "effect"

/**
 * Ids of catalogue rows (products, accessories, extra services, brands, models, buyback choices)
 * are PostgreSQL `integer`s: 1 .. 2^31 - 1. Every id a client sends is decoded with these, so an id
 * the database cannot hold (2^31, 1e15) is a 400 at the door, never a failed query.
 */
export const maxDbId = 2_147_483_647

/** An id as a JSON number: a whole number from 1 to maxDbId (-0, 1.5, NaN and 2^31 are refused). */
export const DbId = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: maxDbId }))
export type DbId = typeof DbId.Type

/** An id written plainly in text: digits only, no sign, exponent, spaces or leading zeros. */
export const dbIdPattern = /^[1-9]\d{0,9}$/

/** An id as a path or query parameter, decoded to its number (and range-checked like DbId). */
export const DbIdFromString = Schema.String.check(Schema.isPattern(dbIdPattern)).pipe(
  Schema.decodeTo(DbId, SchemaTransformation.numberFromString)
)

const decodeText = Schema.decodeUnknownOption(DbIdFromString)

/** The id a text names, or undefined (for hand-written query readers). */
export const dbIdOfText = (text: string): number | undefined => {
  const decoded = decodeText(text)
  return decoded._tag === "Some" ? decoded.value : undefined
}
