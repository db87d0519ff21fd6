import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import {
  identityErrorCodes,
  identityErrorFromProviderCode,
  identityErrorMessageKey,
  identityMessageKeys
} from "../../src/auth/index.ts"
import { IdentityError, signInRefusal } from "../../src/auth/identityError.ts"

describe("identity provider errors", () => {
  it.each([
    ["auth/wrong-password", "wrong-password"],
    ["auth/invalid-credential", "wrong-password"],
    ["auth/user-not-found", "user-not-found"],
    ["auth/email-already-in-use", "email-already-in-use"],
    ["auth/too-many-requests", "too-many-requests"],
    ["auth/network-request-failed", "network-request-failed"],
    ["auth/requires-recent-login", "requires-recent-login"],
    ["auth/weak-password", "weak-password"],
    ["auth/invalid-custom-token", "invalid-token"],
    ["auth/invalid-email", "invalid-email"],
    ["EMAIL_NOT_FOUND", "user-not-found"],
    ["WEAK_PASSWORD : Password should be at least 6 characters", "weak-password"],
    ["auth/something-new", "unknown"],
    ["", "unknown"],
    ["constructor", "unknown"],
    ["__proto__", "unknown"]
  ] as const)("maps %s to %s", (providerCode, code) => {
    const error = identityErrorFromProviderCode(providerCode)
    expect(error._tag).toBe("IdentityError")
    expect(error.code).toBe(code)
    expect(error.providerCode).toBe(providerCode)
  })

  it("any provider code maps to one of our codes", () => {
    fc.assert(fc.property(fc.string(), (code) => identityErrorCodes.includes(identityErrorFromProviderCode(code).code)))
  })

  it("every code has its own kebab-case translation key", () => {
    expect(new Set(identityMessageKeys).size).toBe(identityErrorCodes.length)
    for (const code of identityErrorCodes) expect(identityErrorMessageKey[code]).toMatch(/^auth-[a-z]+(?:-[a-z]+)*$/)
  })

  it("a sign-in refusal never says whether the email has an account; other failures are kept", () => {
    for (const code of ["wrong-password", "user-not-found", "invalid-credential"] as const) {
      expect(signInRefusal(new IdentityError({ code, providerCode: "auth/x" }))).toEqual(new IdentityError({ code: "invalid-credential", providerCode: "auth/x" }))
    }
    // By shape: an error of another bundle's class.
    expect(signInRefusal({ _tag: "IdentityError", code: "user-not-found" })).toMatchObject({ code: "invalid-credential" })
    for (const kept of [new IdentityError({ code: "too-many-requests" }), new IdentityError({ code: "user-disabled" }), { _tag: "RepositoryError" }, "text", null]) {
      expect(signInRefusal(kept)).toBe(kept)
    }
  })

  it("SPEC 8's provider codes are kept: the refusal is one answer for every provider code of a refused sign-in", () => {
    for (const providerCode of ["auth/wrong-password", "auth/user-not-found", "auth/invalid-credential", "auth/invalid-login-credentials", "EMAIL_NOT_FOUND", "INVALID_PASSWORD"]) {
      expect(signInRefusal(identityErrorFromProviderCode(providerCode)).code).toBe("invalid-credential")
    }
  })
})
