import "server-only"
import { cookies, headers } from "next/headers"
import { type CookieSetting, cookiesOfHeader, isSecureRequest } from "./cookies.ts"

/**
 * Cookies in pages and server actions, by the same rule as route handlers (cookies.ts
 * cookiesOfHeader): read from the request's Cookie header, never from Next's `cookies()`, which
 * keeps the LAST of a repeated name where our parser keeps the first. The only module that touches
 * `next/headers` cookies, and only to set them (web/test/server/cookieReaders.test.ts checks it).
 */
export const pageCookies = async (): Promise<ReadonlyMap<string, string>> => cookiesOfHeader((await headers()).get("cookie"))

/**
 * The page request as a web Request (its headers on a placeholder URL): for what route handlers read
 * from one (the client address, https through the boundary's X-Forwarded-Proto).
 */
export const pageRequest = async (): Promise<Request> => new Request("http://localhost/", { headers: await headers() })

/** Sets cookies from a server action, with the attributes Set-Cookie gets in route handlers. */
export const setPageCookies = async (settings: ReadonlyArray<CookieSetting>): Promise<void> => {
  const secure = isSecureRequest(await pageRequest())
  const jar = await cookies()
  for (const setting of settings) {
    jar.set(setting.name, setting.value, { path: "/", maxAge: setting.maxAgeSeconds, sameSite: setting.sameSite === "Strict" ? "strict" : "lax", httpOnly: setting.httpOnly, secure })
  }
}
