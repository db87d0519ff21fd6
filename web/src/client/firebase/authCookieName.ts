/**
 * The SPEC 4/7 auth cookie, readable by the page (the server sets and removes it with the httpOnly
 * session cookie: server/auth/cookies.ts takes its name from here). A module without `effect`: the
 * header's account link, on every page, reads it.
 */
export const AUTH_COOKIE_NAME = "shop_auth"

/**
 * The auth cookie's raw value in `cookieHeader` (`document.cookie`), the first one when sent twice;
 * undefined when there is none. Present with an empty value is SPEC 4's "auth cookie without a
 * custom token": still a signed-in browser.
 */
export const authCookieRawValue = (cookieHeader: string): string | undefined => {
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=")
    if (index > 0 && part.slice(0, index).trim() === AUTH_COOKIE_NAME) return part.slice(index + 1).trim()
  }
  return undefined
}
