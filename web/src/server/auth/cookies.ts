import "server-only"
import { AUTH_COOKIE_NAME } from "../../client/firebase/authCookieName.ts"

/**
 * The two cookies of a signed-in browser (docs/decisions-identity.md, decisions-security.md):
 * - `shop_session`: httpOnly, the random token of the server's session row (core sessions.ts: 30 days,
 *   extended while in use, never past 90); the server trusts only it, and only while its row lives;
 * - `shop_auth`: the SPEC 4/7 auth cookie, readable by the page's script, whose value is the custom
 *   token the client signs in to the identity provider with (SPEC 7). An auth cookie present with an
 *   empty value is "the auth cookie without a custom token" of SPEC 4.
 * Both SameSite=Lax, Path=/, Secure on https.
 */
export const sessionCookieName = "shop_session"
export const authCookieName = AUTH_COOKIE_NAME

/**
 * THE cookie reading of the server: route handlers (`requestCookies`), pages and server actions
 * (pageCookies.ts) all read a request's Cookie header through this one function, so no two paths
 * can see two different sessions. A name sent twice (a cookie of another path or a parent domain
 * beside ours) keeps its FIRST value: the browser lists the most specific cookie first (RFC 6265
 * 5.4), and Next's own `cookies()` (which keeps the last) is not used for reading. Values are
 * percent-decoded; an undecodable one is skipped (we never wrote it), and so is a part without a name.
 */
export const cookiesOfHeader = (header: string | null | undefined): ReadonlyMap<string, string> => {
  const cookies = new Map<string, string>()
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=")
    if (index <= 0) continue
    const name = part.slice(0, index).trim()
    if (name === "" || cookies.has(name)) continue
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()))
    } catch {
      // A malformed escape is a cookie we did not write.
    }
  }
  return cookies
}

/** Cookie values of a request (cookiesOfHeader's rule). */
export const requestCookies = (request: Request): ReadonlyMap<string, string> => cookiesOfHeader(request.headers.get("cookie"))

/** Whether the request came over https (the boundary sets X-Forwarded-Proto, web/server/forwarded.mjs). */
export const isSecureRequest = (request: Request): boolean =>
  new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https"

/** A cookie the server sets: a Set-Cookie header of a route's answer, or `cookies().set` in a server action (pageCookies.ts). */
export interface CookieSetting {
  readonly name: string
  readonly value: string
  readonly maxAgeSeconds: number
  readonly httpOnly: boolean
  /** Lax unless said (the staff console's cookie is Strict: no other site's link carries it). */
  readonly sameSite?: "Strict" | "Lax"
}

const setCookieOf = (request: Request, setting: CookieSetting) =>
  [
    `${setting.name}=${encodeURIComponent(setting.value)}`,
    "Path=/",
    `Max-Age=${setting.maxAgeSeconds}`,
    `SameSite=${setting.sameSite ?? "Lax"}`,
    ...(setting.httpOnly ? ["HttpOnly"] : []),
    ...(isSecureRequest(request) ? ["Secure"] : [])
  ].join("; ")

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000))

/**
 * The cookies of a live session: its token and the auth cookie with the custom token, both for as
 * long as the session lives on the server (`lifetimeMs` from now).
 */
export const signedInCookieSettings = (session: string, customToken: string, lifetimeMs: number): ReadonlyArray<CookieSetting> => [
  { name: sessionCookieName, value: session, maxAgeSeconds: seconds(lifetimeMs), httpOnly: true },
  // The auth cookie lives as long as the session; its custom token is refreshed by GET /api/auth/session/.
  { name: authCookieName, value: customToken, maxAgeSeconds: seconds(lifetimeMs), httpOnly: false }
]

/** The settings that remove both cookies. */
export const signedOutCookieSettings: ReadonlyArray<CookieSetting> = [
  { name: sessionCookieName, value: "", maxAgeSeconds: 0, httpOnly: true },
  { name: authCookieName, value: "", maxAgeSeconds: 0, httpOnly: false }
]

/** Set-Cookie values of cookie settings, for a route's answer (http.ts `withCookies`). */
export const setCookieHeaders = (request: Request, settings: ReadonlyArray<CookieSetting>): ReadonlyArray<string> =>
  settings.map((setting) => setCookieOf(request, setting))
