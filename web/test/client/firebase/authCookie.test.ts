import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { Option } from "effect"
import { AUTH_COOKIE_NAME, customTokenOfCookies } from "../../../src/client/firebase/authCookie.ts"

/** The custom token of the auth cookie, as `document.cookie` shows it (the server encodes the value). */
describe("customTokenOfCookies", () => {
  const cookieName = fc.stringMatching(/^[a-z_]{1,12}$/).filter((name) => name !== AUTH_COOKIE_NAME)
  const others = fc.array(fc.tuple(cookieName, fc.string({ maxLength: 20 })), { maxLength: 4 })

  test.prop([fc.string({ minLength: 1, maxLength: 200 }), others, others])(
    "reads back any token the server wrote, among any other cookies",
    (token, before, after) => {
      const part = ([name, value]: readonly [string, string]) => `${name}=${encodeURIComponent(value)}`
      const header = [...before.map(part), `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}`, ...after.map(part)].join("; ")
      expect(customTokenOfCookies(header)).toEqual(Option.some(token))
    }
  )

  it("has no token for a missing cookie, an empty one (SPEC 4: auth cookie without custom token) or a broken escape", () => {
    expect(customTokenOfCookies("")).toEqual(Option.none())
    expect(customTokenOfCookies("shop_session=abc; other=1")).toEqual(Option.none())
    expect(customTokenOfCookies("shop_auth=; other=1")).toEqual(Option.none())
    expect(customTokenOfCookies("shop_auth=%E0%A4%A")).toEqual(Option.none())
    expect(customTokenOfCookies("xshop_auth=abc")).toEqual(Option.none())
  })
})
