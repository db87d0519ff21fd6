import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import * as fc from "fast-check"
import {
  AfterSalesStatuses,
  AfterSalesTargets,
  isActiveAfterSales,
  isLegalAfterSales,
  planAfterSales,
  refundAmountOf,
  type AfterSalesStatus
} from "../../src/account/afterSales.ts"

describe("returns and warranty claims: the staff's steps", () => {
  it("has exactly the edges open->accepted|refused, accepted->received->refunded; refused and refunded are final", () => {
    const all = AfterSalesStatuses.flatMap((from) => AfterSalesStatuses.map((to) => [from, to] as const))
    expect(all.filter(([from, to]) => isLegalAfterSales(from, to))).toEqual([
      ["open", "accepted"],
      ["open", "refused"],
      ["accepted", "received"],
      ["received", "refunded"]
    ])
    expect(AfterSalesStatuses.filter(isActiveAfterSales)).toEqual(["open", "accepted", "received"])
  })

  it("any request sequence: only legal steps, refunded only after received after accepted, a refusal always has its reason (property)", () => {
    const step = fc.record({ to: fc.constantFrom(...AfterSalesTargets), reason: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }) })
    fc.assert(fc.property(fc.array(step, { maxLength: 20 }), (requests) => {
      let status: AfterSalesStatus = "open"
      const path: Array<AfterSalesStatus> = ["open"]
      for (const request of requests) {
        const plan = planAfterSales(status, request)
        if (Result.isSuccess(plan)) {
          expect(isLegalAfterSales(status, plan.success.to)).toBe(true)
          if (plan.success.to === "refused") expect(plan.success.reason?.length ?? 0).toBeGreaterThanOrEqual(3)
          status = plan.success.to
          path.push(status)
        }
      }
      if (path.includes("refunded")) expect(path).toEqual(["open", "accepted", "received", "refunded"])
      if (path.includes("refused")) expect(path).toEqual(["open", "refused"])
    }))
  })

  it("a refusal needs a reason of 3 to 500 characters, trimmed", () => {
    expect(Result.isFailure(planAfterSales("open", { to: "refused" }))).toBe(true)
    expect(Result.isFailure(planAfterSales("open", { to: "refused", reason: "  no " }))).toBe(true)
    expect(Result.isFailure(planAfterSales("open", { to: "refused", reason: "x".repeat(501) }))).toBe(true)
    expect(Result.map(planAfterSales("open", { to: "refused", reason: "  Water damage " }), (p) => p.reason)).toEqual(Result.succeed("Water damage"))
    expect(Result.map(planAfterSales("open", { to: "accepted" }), (p) => p.reason)).toEqual(Result.succeed(null))
    expect(Result.map(planAfterSales("accepted", { to: "received", reason: "ignored" }), (p) => p.reason)).toEqual(Result.succeed(null))
  })

  it("refunds what the named lines cost, device, services and accessories, to the cent, each line once", () => {
    const lines = [
      { unitPrice: 1999.9, extraServices: [{ price: 199.1 }], accessories: [{ price: 0.1 }, { price: 0.2 }] },
      { unitPrice: 100, extraServices: [], accessories: [] }
    ]
    expect(refundAmountOf(lines, [0])).toBe(2199.3)
    expect(refundAmountOf(lines, [1, 0, 1])).toBe(2299.3)
    expect(refundAmountOf(lines, [7])).toBe(0)
  })
})
