import { Schema } from "effect"

/**
 * The ids the API hands out for orders, sell orders and payments. An order id is the only key to
 * the shopper's name, address and phone, and a sell-order id to the seller's IBAN, so adapters make
 * them random UUIDs (122 random bits: PostgreSQL gen_random_uuid, Node crypto.randomUUID), never a
 * sequence. The shape is checked at the edge: anything else names nothing (404) and never reaches
 * a database, where a malformed uuid would be a query error.
 */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Lower-case canonical UUID text, as PostgreSQL and crypto.randomUUID write it. */
export const PublicId = Schema.String.check(Schema.isPattern(uuidPattern))
export type PublicId = typeof PublicId.Type

export const isPublicId = (id: string): boolean => uuidPattern.test(id)
