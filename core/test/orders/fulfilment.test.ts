import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import * as fc from "fast-check"
import {
  FulfilmentStates,
  FulfilmentTargets,
  isFinalFulfilment,
  isLegalFulfilment,
  isReadyToFulfil,
  legalFulfilments,
  planFulfilment,
  trackingNumberOf,
  type FulfilmentState,
  type FulfilmentTarget
} from "../../src/orders/fulfilment.ts"
import { factsOfStatus, orderStatus, OrderStatuses } from "../../src/orders/orderStatus.ts"
import { PaymentMethods } from "../../src/orders/orderTypes.ts"
import { PaymentStates } from "../../src/payments/paymentState.ts"

const order = (state: FulfilmentState) => ({ state, paymentMethod: "card" as const, paymentState: "paid" as const })

/** Runs requests from `placed`, each step planned by core and taken when allowed: the edges taken, and the tracking number at each state. */
const run = (requests: ReadonlyArray<{ readonly to: FulfilmentTarget; readonly trackingNumber?: string | undefined }>) => {
  let state: FulfilmentState = "placed"
  let tracking: string | null = null
  const visited: Array<{ readonly from: FulfilmentState; readonly to: FulfilmentState; readonly tracking: string | null }> = []
  for (const request of requests) {
    const plan = planFulfilment(order(state), request)
    if (Result.isSuccess(plan)) {
      if (plan.success.to === "shipped") tracking = plan.success.trackingNumber
      visited.push({ from: state, to: plan.success.to, tracking })
      state = plan.success.to
    }
  }
  return { state, visited }
}

const request = fc.record({
  to: fc.constantFrom(...FulfilmentTargets),
  trackingNumber: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 45 }), fc.stringMatching(/^[A-Z0-9-]{4,40}$/))
}, { requiredKeys: ["to"] })

describe("fulfilment state machine", () => {
  it("has exactly the edges placed->packed->shipped->delivered and placed|packed->cancelled, once each", () => {
    const all = FulfilmentStates.flatMap((from) => FulfilmentStates.map((to) => [from, to] as const))
    expect(all.filter(([from, to]) => isLegalFulfilment(from, to))).toEqual([
      ["placed", "packed"],
      ["placed", "cancelled"],
      ["packed", "shipped"],
      ["packed", "cancelled"],
      ["shipped", "delivered"]
    ])
    expect(new Set(legalFulfilments.map(([f, t]) => `${f}>${t}`)).size).toBe(legalFulfilments.length)
    expect(FulfilmentStates.filter(isFinalFulfilment)).toEqual(["delivered", "cancelled"])
  })

  it("any request sequence: no step is skipped, shipped always has a tracking number, delivered and cancelled are final (property)", () => {
    const order = ["placed", "packed", "shipped", "delivered"]
    fc.assert(fc.property(fc.array(request, { maxLength: 30 }), (requests) => {
      const { visited } = run(requests)
      visited.forEach(({ from, to }, i) => {
        expect(isLegalFulfilment(from, to)).toBe(true)
        expect(from).toBe(i === 0 ? "placed" : visited[i - 1]?.to)
        if (to !== "cancelled") expect(order.indexOf(to)).toBe(order.indexOf(from) + 1)
      })
      for (const step of visited) if (step.to === "shipped" || step.to === "delivered") expect(step.tracking).toMatch(/^[A-Za-z0-9-]{4,40}$/)
      const end = visited.findIndex(({ to }) => to === "cancelled" || to === "delivered")
      if (end !== -1) expect(visited.slice(end + 1)).toEqual([])
      // Cancelled never follows shipped.
      expect(visited.some(({ from, to }) => to === "cancelled" && (from === "shipped" || from === "delivered"))).toBe(false)
    }))
  })

  it("packs only an order whose money is in: paid by card or instalments, or cash on delivery not cancelled", () => {
    for (const method of PaymentMethods) {
      for (const payment of PaymentStates) {
        const plan = planFulfilment({ state: "placed", paymentMethod: method, paymentState: payment }, { to: "packed" })
        const ready = method === "cash-on-delivery" ? payment === "created" : payment === "paid"
        expect(isReadyToFulfil(method, payment), `${method} ${payment}`).toBe(ready)
        expect(Result.isSuccess(plan), `${method} ${payment}`).toBe(ready)
      }
    }
    expect(Result.getFailure(planFulfilment({ state: "placed", paymentMethod: "card", paymentState: "processing" }, { to: "packed" }))).toMatchObject({ _tag: "Some", value: { reason: "not-ready" } })
  })

  it("cancelling: an unpaid payment is cancelled with the order, a paid one refunded; an order already cancelled unpaid or refunded is refused", () => {
    const cancel = (paymentState: (typeof PaymentStates)[number], paymentMethod: (typeof PaymentMethods)[number] = "card") =>
      planFulfilment({ state: "placed", paymentMethod, paymentState }, { to: "cancelled" })
    expect(Result.map(cancel("created"), (p) => p.payment)).toEqual(Result.succeed("cancel"))
    expect(Result.map(cancel("failed"), (p) => p.payment)).toEqual(Result.succeed("cancel"))
    expect(Result.map(cancel("created", "cash-on-delivery"), (p) => p.payment)).toEqual(Result.succeed("cancel"))
    expect(Result.map(cancel("paid"), (p) => p.payment)).toEqual(Result.succeed("refund"))
    expect(Result.isFailure(cancel("cancelled"))).toBe(true)
    expect(Result.isFailure(cancel("refunded"))).toBe(true)
    expect(Result.isFailure(planFulfilment({ state: "shipped", paymentMethod: "card", paymentState: "paid" }, { to: "cancelled" }))).toBe(true)
  })

  it("takes tracking numbers of 4-40 letters, digits or hyphens, trimmed; refuses anything else", () => {
    expect(trackingNumberOf("  AWB-1234567890 ")).toBe("AWB-1234567890")
    expect(trackingNumberOf("1234")).toBe("1234")
    expect(trackingNumberOf("x".repeat(40))).toBe("x".repeat(40))
    for (const bad of [undefined, "", "   ", "123", "x".repeat(41), "AWB 123", "AWB_123", "ΑΒΓ1234", "12;drop"]) expect(trackingNumberOf(bad), String(bad)).toBeNull()
    const shipped = planFulfilment(order("packed"), { to: "shipped", trackingNumber: "bad number" })
    expect(Result.getFailure(shipped)).toMatchObject({ _tag: "Some", value: { reason: "invalid", fields: { trackingNumber: "tracking-number-invalid" } } })
    expect(Result.map(planFulfilment(order("packed"), { to: "shipped", trackingNumber: " RO123456 ", note: "  " }), (p) => [p.trackingNumber, p.note])).toEqual(Result.succeed(["RO123456", null]))
    expect(Result.isFailure(planFulfilment(order("placed"), { to: "packed", note: "x".repeat(501) }))).toBe(true)
  })

  it("names every (fulfilment, method, payment) one status, and factsOfStatus lists exactly those (property over all triples)", () => {
    const all = FulfilmentStates.flatMap((fulfilment) => PaymentMethods.flatMap((paymentMethod) => PaymentStates.map((paymentState) => ({ fulfilment, paymentMethod, paymentState }))))
    expect(OrderStatuses.flatMap(factsOfStatus)).toHaveLength(all.length)
    for (const facts of all) expect(factsOfStatus(orderStatus(facts))).toContainEqual(facts)
    expect(orderStatus({ fulfilment: "placed", paymentMethod: "card", paymentState: "cancelled" })).toBe("cancelled")
    expect(orderStatus({ fulfilment: "placed", paymentMethod: "cash-on-delivery", paymentState: "created" })).toBe("to-pack")
    expect(orderStatus({ fulfilment: "placed", paymentMethod: "card", paymentState: "created" })).toBe("awaiting-payment")
  })
})
