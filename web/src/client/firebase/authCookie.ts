import { Option } from "effect"

import { AUTH_COOKIE_NAME } from "./authCookieName.ts"

export { AUTH_COOKIE_NAME }

/**
 * The custom token in the auth cookie of `cookieHeader` (`document.cookie`): none when the cookie is
 * missing, empty (SPEC 4 "an auth cookie without a custom token") or not decodable.
 */
export const customTokenOfCookies = (cookieHeader: string): Option.Option<string> => {
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=")
    if (index <= 0 || part.slice(0, index).trim() !== AUTH_COOKIE_NAME) continue
    try {
      const value = decodeURIComponent(part.slice(index + 1).trim())
      return value === "" ? Option.none() : Option.some(value)
    } catch {
      return Option.none()
    }
  }
  return Option.none()
}
