import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { decideReview } from "../../src/reviews/moderation.ts"

describe("review moderation", () => {
  it("a pending review is approved or rejected; a decided one refuses every decision", () => {
    expect(decideReview("pending", "approve")).toEqual(Result.succeed("approved"))
    expect(decideReview("pending", "reject")).toEqual(Result.succeed("rejected"))
    expect(decideReview("approved", "reject")).toEqual(Result.fail("approved"))
    expect(decideReview("rejected", "approve")).toEqual(Result.fail("rejected"))
  })

  it("property: any sequence of decisions decides a review at most once, and the first decision stands", () => {
    const decisions = fc.array(fc.constantFrom("approve" as const, "reject" as const), { minLength: 1, maxLength: 10 })
    fc.assert(fc.property(decisions, (sequence) => {
      let status: "pending" | "approved" | "rejected" = "pending"
      let accepted = 0
      for (const decision of sequence) {
        const next = decideReview(status, decision)
        if (Result.isSuccess(next)) {
          status = next.success
          accepted += 1
        }
      }
      expect(accepted).toBe(1)
      expect(status).toBe(sequence[0] === "approve" ? "approved" : "rejected")
    }))
  })
})
