import { DbIdFromString } from "@shop/core/catalog/dbId"
import { SafeText } from "@shop/core/validation/safeText"
import { Schema } from "effect"

/**
 * Schemas for path and query parameters, which arrive as strings. Ids are core's DbId written
 * plainly (no sign, exponent, spaces or leading zeros; 1 .. 2^31 - 1).
 */

/** A positive database id given as text, decoded to a number. */
export const Id = DbIdFromString

/** An opaque id chosen by a repository (orders, payments, sell orders): URL-safe, bounded. */
export const OpaqueId = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,128}$/))

/** A URL slug segment: lower-case letters, digits and hyphens (a product item holds `--`). */
export const Slug = Schema.String.check(
  Schema.isPattern(/^[a-z0-9]+(-[a-z0-9]+|--[a-z0-9]+)*$/),
  Schema.isMaxLength(200)
)

/** One line of free query text (a county id, a shape name): no control characters, bounded. */
export const QueryText = (max: number) => SafeText(max).check(Schema.isMinLength(1))
