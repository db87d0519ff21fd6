import { Schema, SchemaTransformation } from "effect"

/**
 * Schemas for path and query parameters, which arrive as strings. Ids are written plainly (no sign,
 * exponent, spaces or leading zeros), as core's parseId reads them.
 */

/** A positive integer id given as text, decoded to a number. */
export const Id = Schema.String.check(Schema.isPattern(/^[1-9]\d{0,14}$/)).pipe(
  Schema.decodeTo(Schema.Number, SchemaTransformation.numberFromString)
)

/** An opaque id chosen by a repository (orders, payments, sell orders): URL-safe, bounded. */
export const OpaqueId = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,128}$/))

/** A URL slug segment: lower-case letters, digits and hyphens (a product item holds `--`). */
export const Slug = Schema.String.check(
  Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+|--[a-z0-9]+)*$/),
  Schema.isMaxLength(200)
)
