import { describe, expect, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { CurrentUser, isDeactivated } from "../../src/auth/index.ts"

const decode = Schema.decodeUnknownResult(Schema.fromJsonString(CurrentUser))

describe("current user", () => {
  it("decodes the backend's user document", () => {
    const result = decode(JSON.stringify({ id: "u1", deactivated_at: null, payment: { account_number: "RO49AAAA1B31007593840000", name: "Ion Popescu" } }))
    expect(Result.isSuccess(result)).toBe(true)
  })
  it("accepts a user who never saved payout details", () => {
    expect(Result.isSuccess(decode(JSON.stringify({ id: "u1", deactivated_at: null, payment: null })))).toBe(true)
  })
  it("refuses a document without deactivated_at, since deactivation must never be guessed", () => {
    expect(Result.isFailure(decode(JSON.stringify({ id: "u1", payment: null })))).toBe(true)
  })
  it("a user with deactivated_at set is deactivated", () => {
    expect(isDeactivated({ deactivated_at: "2026-01-01T00:00:00Z" })).toBe(true)
    expect(isDeactivated({ deactivated_at: null })).toBe(false)
  })
})
