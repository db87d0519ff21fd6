import "server-only"

/**
 * The two cookies of a signed-in browser (docs/decisions-identity.md, decisions-security.md):
 * - `shop_session`: httpOnly, the random token of the server's session row (core sessions.ts: 30 days,
 *   extended while in use); the server trusts only it, and only while its row lives;
 * - `shop_auth`: the SPEC 4/7 auth cookie, readable by the page's script, whose value is the custom
 *   token the client signs in to the identity provider with (SPEC 7). An auth cookie present with an
 *   empty value is "the auth cookie without a custom token" of SPEC 4.
 * Both SameSite=Lax, Path=/, Secure on https.
 */
export const sessionCookieName = "shop_session"
export const authCookieName = "shop_auth"

/** Cookie values of the request (the first of a repeated name), decoded; undecodable ones are skipped. */
export const requestCookies = (request: Request): ReadonlyMap<string, string> => {
  const cookies = new Map<string, string>()
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=")
    if (index <= 0) continue
    const name = part.slice(0, index).trim()
    if (cookies.has(name)) continue
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()))
    } catch {
      // A malformed escape is a cookie we did not write.
    }
  }
  return cookies
}

const secure = (request: Request) =>
  new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https"

const cookie = (request: Request, name: string, value: string, maxAgeSeconds: number, httpOnly: boolean) =>
  [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${maxAgeSeconds}`,
    "SameSite=Lax",
    ...(httpOnly ? ["HttpOnly"] : []),
    ...(secure(request) ? ["Secure"] : [])
  ].join("; ")

const seconds = (ms: number) => Math.floor(ms / 1000)

/**
 * Set-Cookie values of a live session: its token and the auth cookie with the custom token, both for
 * as long as the session lives on the server (`lifetimeMs` from now).
 */
export const signedInCookies = (request: Request, session: string, customToken: string, lifetimeMs: number): ReadonlyArray<string> => [
  cookie(request, sessionCookieName, session, Math.max(0, seconds(lifetimeMs)), true),
  // The auth cookie lives as long as the session; its custom token is refreshed by GET /api/auth/session/.
  cookie(request, authCookieName, customToken, Math.max(0, seconds(lifetimeMs)), false)
]

/** Set-Cookie values that remove both cookies. */
export const signedOutCookies = (request: Request): ReadonlyArray<string> => [
  cookie(request, sessionCookieName, "", 0, true),
  cookie(request, authCookieName, "", 0, false)
]

export { clientAddress } from "../clientAddress.ts"
