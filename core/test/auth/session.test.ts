import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { sessionDecision } from "../../src/auth/index.ts"

const active = { deactivated_at: null }
const deactivated = { deactivated_at: "2026-01-01T00:00:00Z" }

describe("session decision", () => {
  it.each([
    [active, true, true, "keep"],
    [active, false, false, "keep"],
    [active, false, true, "keep"],
    [deactivated, true, true, "logout-deactivated"],
    [deactivated, true, false, "logout-deactivated"],
    [active, true, false, "sign-out-and-clear-cart"],
    [null, true, false, "sign-out-and-clear-cart"],
    [null, true, true, "sign-in-with-custom-token"],
    [null, false, false, "anonymous"],
    [null, false, true, "anonymous"]
  ] as const)("user %j, auth cookie %s, custom token %s -> %s", (user, hasAuthCookie, hasCustomToken, expected) => {
    expect(sessionDecision({ user, hasAuthCookie, hasCustomToken })).toBe(expected)
  })

  it("a deactivated user is always logged out (SPEC 4)", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.boolean(), (when, hasAuthCookie, hasCustomToken) =>
        sessionDecision({ user: { deactivated_at: when }, hasAuthCookie, hasCustomToken }) === "logout-deactivated"
      )
    )
  })
  it("an auth cookie without a custom token always signs out and clears the cart unless deactivated (SPEC 4)", () => {
    fc.assert(
      fc.property(fc.constantFrom(null, active), (user) =>
        sessionDecision({ user, hasAuthCookie: true, hasCustomToken: false }) === "sign-out-and-clear-cart"
      )
    )
  })

  it("a session the server ended is logged out like a deactivated one (the local cart kept), unless the auth cookie lost its token", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (hasAuthCookie, hasCustomToken) =>
        sessionDecision({ user: null, hasAuthCookie, hasCustomToken, sessionEnded: true }) ===
          (hasAuthCookie && !hasCustomToken ? "sign-out-and-clear-cart" : "logout-deactivated")
      )
    )
  })
})
