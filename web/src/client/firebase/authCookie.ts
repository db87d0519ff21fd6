import { Option } from "effect"
import { authCookieRawValue } from "./authCookieName.ts"

export { AUTH_COOKIE_NAME } from "./authCookieName.ts"

/**
 * The custom token in the auth cookie of `cookieHeader` (`document.cookie`): none when the cookie is
 * missing, empty (SPEC 4 "an auth cookie without a custom token") or not decodable.
 */
export const customTokenOfCookies = (cookieHeader: string): Option.Option<string> => {
  const raw = authCookieRawValue(cookieHeader)
  if (raw === undefined) return Option.none()
  try {
    const value = decodeURIComponent(raw)
    return value === "" ? Option.none() : Option.some(value)
  } catch {
    return Option.none()
  }
}
