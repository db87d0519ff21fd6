import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import * as fc from "fast-check"
import { applyPaymentEvent, PaymentEvents, type PaymentEventName } from "../../src/backend/payments/paymentMachine.ts"
import { isLegalTransition, legalTransitions, PaymentStates, type PaymentState } from "../../src/payments/paymentState.ts"

const run = (events: ReadonlyArray<PaymentEventName>) => {
  let state: PaymentState = "created"
  const edges: Array<readonly [PaymentState, PaymentState]> = []
  for (const event of events) {
    const next = applyPaymentEvent(state, event)
    if (Result.isSuccess(next)) {
      edges.push([state, next.success])
      state = next.success
    }
  }
  return { state, edges }
}

describe("payment state machine", () => {
  it("has exactly the edges created->processing->paid|failed, failed->processing, unpaid->cancelled, paid->refunded", () => {
    const all = PaymentStates.flatMap((from) => PaymentStates.map((to) => [from, to] as const))
    expect(all.filter(([from, to]) => isLegalTransition(from, to))).toEqual([
      ["created", "processing"],
      ["created", "cancelled"],
      ["processing", "paid"],
      ["processing", "failed"],
      ["processing", "cancelled"],
      ["paid", "refunded"],
      ["failed", "processing"],
      ["failed", "cancelled"]
    ])
    expect(legalTransitions).toHaveLength(8)
  })

  it("expires an unpaid order from created, processing or failed, never a paid or cancelled one", () => {
    expect(run(["expire"]).edges).toEqual([["created", "cancelled"]])
    expect(run(["start", "expire"]).state).toBe("cancelled")
    expect(run(["start", "fail", "expire"]).state).toBe("cancelled")
    expect(run(["start", "succeed", "expire"]).state).toBe("paid")
    expect(run(["expire", "start", "retry", "succeed"]).edges).toEqual([["created", "cancelled"]])
  })

  it("runs the happy path and the failed-then-retried path", () => {
    expect(run(["start", "succeed"]).state).toBe("paid")
    expect(run(["start", "fail", "retry", "succeed"]).edges).toEqual([
      ["created", "processing"],
      ["processing", "failed"],
      ["failed", "processing"],
      ["processing", "paid"]
    ])
  })

  it("refuses events that do not apply", () => {
    expect(Result.isFailure(applyPaymentEvent("created", "succeed"))).toBe(true)
    expect(Result.isFailure(applyPaymentEvent("created", "retry"))).toBe(true)
    expect(Result.isFailure(applyPaymentEvent("processing", "start"))).toBe(true)
    expect(Result.isFailure(applyPaymentEvent("failed", "succeed"))).toBe(true)
    for (const event of PaymentEvents) expect(Result.isFailure(applyPaymentEvent("paid", event))).toBe(event !== "refund")
    expect(applyPaymentEvent("paid", "refund")).toEqual(Result.succeed("refunded"))
    for (const event of PaymentEvents) expect(Result.isFailure(applyPaymentEvent("cancelled", event))).toBe(true)
    for (const event of PaymentEvents) expect(Result.isFailure(applyPaymentEvent("refunded", event))).toBe(true)
  })

  it("any event sequence: every recorded change is a legal edge; cancelled and refunded are never left, paid only for refunded (property)", () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...PaymentEvents), { maxLength: 40 }), (events) => {
      const { edges } = run(events)
      for (const [from, to] of edges) expect(isLegalTransition(from, to)).toBe(true)
      const endAt = edges.findIndex(([, to]) => to === "cancelled" || to === "refunded")
      if (endAt !== -1) expect(edges.slice(endAt + 1)).toEqual([])
      const paidAt = edges.findIndex(([, to]) => to === "paid")
      if (paidAt !== -1) expect(edges.slice(paidAt + 1).every(([, to]) => to === "refunded")).toBe(true)
      // The edges chain: each starts where the previous ended, from `created`.
      edges.forEach(([from], i) => expect(from).toBe(i === 0 ? "created" : edges[i - 1]?.[1]))
    }))
  })
})
