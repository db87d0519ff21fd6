import "server-only"
import { createHash, timingSafeEqual } from "node:crypto"
import { notFoundAnswer, unauthorizedAnswer } from "@shop/adapters/http/errorAnswer"
import { Option, Redacted } from "effect"
import type { RouteGuard } from "../../server/http.ts"
import { serverSettings } from "../../server/settings.ts"

/**
 * Guards the moderation calls with the ADMIN_TOKEN setting (a secret: kept redacted in the server's
 * settings, compared in constant time over SHA-256 digests). No ADMIN_TOKEN (or a short one): the
 * calls answer 404, as if they did not exist.
 */
const minimumLength = 16

const digest = (text: string): Buffer => createHash("sha256").update(text, "utf8").digest()

export const adminTokenMatches = (header: string | null, configured: string | undefined): boolean => {
  if (configured === undefined || configured.trim().length < minimumLength) return false
  const presented = header?.match(/^Bearer (.+)$/)?.[1]
  if (presented === undefined) return false
  return timingSafeEqual(digest(presented), digest(configured.trim()))
}

/**
 * The staff calls' guard (`route({ guard: adminToken })`): no usable ADMIN_TOKEN, 404 as for a path
 * that names no call; a missing or wrong token, 401 with `WWW-Authenticate: Bearer`.
 */
export const adminToken: RouteGuard = (request) => {
  const configured = Option.getOrUndefined(Option.map(serverSettings().adminToken, Redacted.value))
  if (configured === undefined || configured.trim().length < minimumLength) {
    return { answer: notFoundAnswer(`no call at ${new URL(request.url).pathname}`) }
  }
  if (!adminTokenMatches(request.headers.get("authorization"), configured)) {
    return { answer: unauthorizedAnswer("a valid moderator token is required"), headers: { "www-authenticate": "Bearer" } }
  }
  return null
}
