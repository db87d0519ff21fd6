import "server-only"
import { createHash } from "node:crypto"
import type { StoredImage } from "@shop/core/backend/index"

/**
 * The HTTP answer for a stored image (app/images/[...path]/route.ts): a drawing's SVG text or a
 * photo's bytes, as stored (the image optimizer, /_next/image, makes AVIF and WebP from photos).
 * - Cache-Control: a year, immutable. An image path names one picture (a drawing of a model in a
 *   colour from one side, an accessory icon, an uploaded photo); a different picture gets a different
 *   path, so browsers, CDNs and the optimizer's cache never need to ask again.
 * - ETag: a digest of the body, so a client that does revalidate (a reload) gets a 304.
 * - SVG is a document that can carry script: `nosniff` and a Content-Security-Policy that allows
 *   nothing but inline styles, inside a sandbox, make an SVG opened directly inert. (As an <img>
 *   it never runs script anyway.)
 */

export const imageCacheControl = "public, max-age=31536000, immutable"

export const imageContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** A strong validator: the body's SHA-256, quoted as RFC 9110 asks. */
export const etagOf = (body: string | Uint8Array): string =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`

/** `If-None-Match: "a", W/"b"` or `*`: does it name this ETag? (Weak comparison, as for GET.) */
const matches = (header: string | null, etag: string): boolean => {
  if (header === null) return false
  if (header.trim() === "*") return true
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
}

export const imageResponse = (image: StoredImage, request: Request): Response => {
  const body = image.contentType === "image/svg+xml" ? image.body : image.bytes
  const etag = etagOf(body)
  const headers = {
    "cache-control": imageCacheControl,
    etag,
    "x-content-type-options": "nosniff",
    "content-security-policy": imageContentSecurityPolicy
  }
  if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers })
  return new Response(typeof body === "string" ? body : Uint8Array.from(body), {
    status: 200,
    headers: { ...headers, "content-type": typeof body === "string" ? `${image.contentType}; charset=utf-8` : image.contentType }
  })
}
