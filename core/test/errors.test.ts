import { describe, expect, it } from "@effect/vitest"
import { InvalidRequest, isBackendError, RateLimited, RepositoryError } from "../src/errors.ts"

describe("the backend's error catalogue", () => {
  it("isBackendError knows the catalogue's failures and nothing else", () => {
    expect(isBackendError(new InvalidRequest({ message: "x" }))).toBe(true)
    expect(isBackendError(new RepositoryError({ operation: "x", message: "y" }))).toBe(true)
    expect(isBackendError(new RateLimited({ limit: "contact", retryAfterSeconds: 5, message: "wait" }))).toBe(true)
    expect(isBackendError(new Error("x"))).toBe(false)
    expect(isBackendError({ _tag: "InvalidRequest", code: "invalid-request", message: "forged" })).toBe(false)
  })

  it("an error carries its code and data, nothing of HTTP", () => {
    const limited = new RateLimited({ limit: "contact", retryAfterSeconds: 5, message: "wait" })
    expect({ ...limited, message: limited.message }).toEqual({
      _tag: "RateLimited", code: "too-many-requests", limit: "contact", retryAfterSeconds: 5, message: "wait"
    })
  })
})
