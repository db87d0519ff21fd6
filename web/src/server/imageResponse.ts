import "server-only"
import { createHash } from "node:crypto"
import type { StoredImage } from "@shop/core/backend/index"

/**
 * The HTTP answer for a stored image (app/images/[...path]/route.ts).
 * - Cache-Control: a year, immutable. An image path names one drawing (model, colour or accessory
 *   type); a different drawing gets a different path, so browsers and CDNs never need to ask again.
 * - ETag: a digest of the body, so a client that does revalidate (a reload) gets a 304.
 * - SVG is a document that can carry script: `nosniff` and a Content-Security-Policy that allows
 *   nothing but inline styles, inside a sandbox, make an SVG opened directly inert. (As an <img>
 *   it never runs script anyway.)
 */

export const imageCacheControl = "public, max-age=31536000, immutable"

export const imageContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** A strong validator: the body's SHA-256, quoted as RFC 9110 asks. */
export const etagOf = (body: string): string =>
  `"${createHash("sha256").update(body, "utf8").digest("base64url").slice(0, 32)}"`

/** `If-None-Match: "a", W/"b"` or `*`: does it name this ETag? (Weak comparison, as for GET.) */
const matches = (header: string | null, etag: string): boolean => {
  if (header === null) return false
  if (header.trim() === "*") return true
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
}

export const imageResponse = (image: StoredImage, request: Request): Response => {
  const etag = etagOf(image.body)
  const headers = {
    "cache-control": imageCacheControl,
    etag,
    "x-content-type-options": "nosniff",
    "content-security-policy": imageContentSecurityPolicy
  }
  if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers })
  return new Response(image.body, {
    status: 200,
    headers: { ...headers, "content-type": `${image.contentType}; charset=utf-8` }
  })
}
