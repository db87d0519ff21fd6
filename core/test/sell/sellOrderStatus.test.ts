import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import type { PaymentDetails } from "../../src/sell/payment.ts"
import {
  isFinalSellOrderStatus,
  isLegalSellOrderTransition,
  legalSellOrderTransitions,
  nextSellOrderStatuses,
  progressAfter,
  submittedProgress,
  type SellOrderProgress
} from "../../src/sell/sellOrderStatus.ts"
import { planSellOrderMove, type SellOrderStep, type SellOrderStepContext } from "../../src/sell/sellOrderSteps.ts"
import { SellOrderStatuses } from "../../src/sell/sellTypes.ts"

const details: PaymentDetails = {
  paymentType: "card",
  iban: "RO49AAAA1B31007593840000",
  sellerName: "Ana Pop",
  cui: null,
  nrc: null,
  address: { county: "Cluj", city: "Cluj-Napoca" },
  isCorporate: false,
  partner: false
}

/** 2026-11-27 10:00 UTC: noon in Bucharest. */
const t0 = 1_795_773_600_000
const context = (over: Partial<SellOrderStepContext> = {}): SellOrderStepContext => ({
  market: "RO", offer: 1200, pickup: "courier", payoutDetails: details, actor: { id: "staff-1", name: "Ion" }, at: t0, ...over
})

const apply = (progress: SellOrderProgress, step: SellOrderStep, ctx = context()) =>
  Result.map(planSellOrderMove(progress, step, ctx), (move) => progressAfter(progress, move))

const through = (steps: ReadonlyArray<SellOrderStep>, ctx = context()): SellOrderProgress =>
  steps.reduce((progress, step) => Result.getOrThrow(apply(progress, step, ctx)), submittedProgress)

const received: SellOrderStep = { to: "received", reference: "AWB 123" }
const evaluated: SellOrderStep = { to: "evaluated", amount: 1100.5, note: "scratched case" }
const paid: SellOrderStep = { to: "paid", amount: 1100.5, reference: "TRF-9" }

const refusal = (progress: SellOrderProgress, step: SellOrderStep, ctx = context()) => {
  const result = planSellOrderMove(progress, step, ctx)
  return Result.isFailure(result) ? result.failure : undefined
}

describe("sell order status machine", () => {
  it("has exactly the edges submitted -> received -> evaluated -> paid, and cancelled from submitted or received", () => {
    const all = SellOrderStatuses.flatMap((from) => SellOrderStatuses.map((to) => [from, to] as const))
    expect(all.filter(([from, to]) => isLegalSellOrderTransition(from, to))).toEqual([
      ["submitted", "received"],
      ["submitted", "cancelled"],
      ["received", "evaluated"],
      ["received", "cancelled"],
      ["evaluated", "paid"]
    ])
    expect(new Set(legalSellOrderTransitions.map(([f, t]) => `${f}>${t}`)).size).toBe(legalSellOrderTransitions.length)
    expect(SellOrderStatuses.filter(isFinalSellOrderStatus)).toEqual(["paid", "cancelled"])
    expect(nextSellOrderStatuses("submitted")).toEqual(["received", "cancelled"])
  })

  it("records each step: arrival, evaluation, payout from the seller's details, and the history", () => {
    const done = through([received, evaluated, { ...paid, note: " sent " }])
    expect(done.status).toBe("paid")
    expect(done.arrival).toEqual({ via: "courier", reference: "AWB 123", at: t0 })
    expect(done.evaluation).toEqual({ amount: 1100.5, note: "scratched case", at: t0 })
    expect(done.payout).toEqual({ method: "card", account: details.iban, payee: "Ana Pop", amount: 1100.5, reference: "TRF-9", paidOn: "2026-11-27", at: t0 })
    expect(done.history.map((e) => [e.from, e.to, e.note])).toEqual([
      ["submitted", "received", null],
      ["received", "evaluated", "scratched case"],
      ["evaluated", "paid", "sent"]
    ])
    expect(done.history.every((e) => e.actorId === "staff-1" && e.actorName === "Ion" && e.at === t0)).toBe(true)
  })

  it("refuses steps that skip or leave a final status as illegal", () => {
    expect(refusal(submittedProgress, evaluated)?.kind).toBe("illegal")
    expect(refusal(submittedProgress, paid)?.kind).toBe("illegal")
    expect(refusal(through([received, evaluated]), { to: "cancelled", note: "no" })?.kind).toBe("illegal")
    const cancelled = through([{ to: "cancelled", note: "seller changed their mind" }])
    for (const step of [received, evaluated, paid, { to: "cancelled", note: "again" } as const]) expect(refusal(cancelled, step)?.kind).toBe("illegal")
    const done = through([received, evaluated, paid])
    for (const step of [received, evaluated, paid, { to: "cancelled", note: "late" } as const]) expect(refusal(done, step)?.kind).toBe("illegal")
  })

  it("checks each step's values, naming the field", () => {
    const arrived = through([received])
    const fieldOf = (progress: SellOrderProgress, step: SellOrderStep, ctx = context()) => {
      const r = refusal(progress, step, ctx)
      return r?.kind === "invalid" ? r.fields : r
    }
    expect(fieldOf(submittedProgress, { to: "received", reference: "   " })).toEqual({ reference: "staff-sell-reference-required" })
    expect(fieldOf(arrived, { ...evaluated, amount: 1200.01 })).toEqual({ amount: "staff-sell-amount-over-offer" })
    expect(fieldOf(arrived, { ...evaluated, amount: 0 })).toEqual({ amount: "staff-sell-amount-invalid" })
    expect(fieldOf(arrived, { ...evaluated, amount: -5 })).toEqual({ amount: "staff-sell-amount-invalid" })
    expect(fieldOf(arrived, { ...evaluated, amount: 10.005 })).toEqual({ amount: "staff-sell-amount-invalid" })
    expect(fieldOf(arrived, { ...evaluated, note: "" })).toEqual({ note: "staff-sell-note-required" })
    expect(Result.isSuccess(apply(arrived, { ...evaluated, amount: 1200 }))).toBe(true)
    const rated = through([received, evaluated])
    expect(fieldOf(rated, { ...paid, amount: 1100.51 })).toEqual({ amount: "staff-sell-amount-not-evaluated" })
    expect(fieldOf(rated, { ...paid, reference: "" })).toEqual({ reference: "staff-sell-reference-required" })
    expect(fieldOf(rated, { ...paid, paidOn: "2026-02-30" })).toEqual({ paidOn: "staff-sell-day-invalid" })
    expect(fieldOf(rated, { ...paid, paidOn: "2026-11-28" })).toEqual({ paidOn: "staff-sell-day-out-of-range" })
    expect(fieldOf(rated, { ...paid, paidOn: "2026-11-26" })).toEqual({ paidOn: "staff-sell-day-out-of-range" })
    expect(fieldOf(submittedProgress, { to: "cancelled", note: " " })).toEqual({ note: "staff-sell-note-required" })
    expect(refusal(rated, paid, context({ payoutDetails: null }))).toMatchObject({ kind: "illegal", message: "the seller has not given payout details yet" })
  })

  it("takes a payout day in the market's calendar: at 23:30 UTC it is already tomorrow in Bucharest", () => {
    const late = t0 + 13.5 * 3_600_000
    const rated = through([received, evaluated], context({ at: late }))
    const payout = Result.getOrThrow(apply(rated, paid, context({ at: late }))).payout
    expect(payout?.paidOn).toBe("2026-11-28")
  })
})

const arbStep: fc.Arbitrary<SellOrderStep> = fc.oneof(
  { arbitrary: fc.record({ to: fc.constant("received" as const), reference: fc.constantFrom("AWB-1", "", " LCK 7 ") }), weight: 3 },
  { arbitrary: fc.record({
    to: fc.constant("evaluated" as const),
    amount: fc.oneof(
      { arbitrary: fc.integer({ min: -100, max: 1000 }).map((minor) => minor / 2), weight: 4 },
      { arbitrary: fc.double({ min: -10, max: 5000, noNaN: true }), weight: 1 }
    ),
    note: fc.constantFrom("ok", "", "worn battery")
  }), weight: 3 },
  { arbitrary: fc.record({
    to: fc.constant("paid" as const),
    amount: fc.integer({ min: 0, max: 3000 }).map((minor) => minor / 2),
    reference: fc.constantFrom("TRF", ""),
    paidOn: fc.constantFrom("2026-11-27", "2026-11-20", "2027-01-01", "soon")
  }), weight: 3 },
  { arbitrary: fc.record({ to: fc.constant("cancelled" as const), note: fc.constantFrom("seller asked", "") }), weight: 1 }
)

/**
 * A run: random steps, each either as generated or (`plausible`) with the values a careful staff member
 * would type for its target (the evaluated amount on a payout, an amount within the offer), so runs
 * get as far as a payout often enough to test what follows it.
 */
const arbRun = fc.record({
  offer: fc.integer({ min: 1, max: 3000 }),
  withDetails: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
  steps: fc.array(fc.tuple(arbStep, fc.boolean()), { minLength: 3, maxLength: 20 })
})

const plausible = (step: SellOrderStep, progress: SellOrderProgress, offer: number): SellOrderStep => {
  switch (step.to) {
    case "received": return { to: "received", reference: "AWB-1" }
    case "evaluated": return { to: "evaluated", amount: Math.max(1, Math.floor(offer / 2)), note: "fine" }
    case "paid": return { to: "paid", amount: progress.evaluation?.amount ?? 1, reference: "TRF", paidOn: "2026-11-27" }
    case "cancelled": return { to: "cancelled", note: "seller asked" }
  }
}

describe("sell order status machine, over any run of steps", () => {
  it("never pays twice, leaves paid and cancelled alone, pays exactly the evaluated amount, walks only legal edges", () => {
    let paidRuns = 0
    fc.assert(
      fc.property(arbRun, ({ offer, withDetails, steps }) => {
        const ctx = context({ offer, payoutDetails: withDetails ? details : null })
        let progress = submittedProgress
        let paidMoves = 0
        for (const [step, careful] of steps) {
          const asked = careful ? plausible(step, progress, offer) : step
          const before = progress
          const result = apply(progress, asked, ctx)
          if (Result.isFailure(result)) continue
          progress = result.success
          if (progress.status === "paid") paidMoves += 1
          expect(isFinalSellOrderStatus(before.status)).toBe(false)
          expect(isLegalSellOrderTransition(before.status, progress.status)).toBe(true)
          expect(progress.history.at(-1)).toMatchObject({ from: before.status, to: progress.status })
        }
        expect(paidMoves).toBeLessThanOrEqual(1)
        if (paidMoves > 0) paidRuns += 1
        expect(progress.history.map((e) => e.to).filter((to) => to === "paid").length).toBe(paidMoves)
        // The history is a walk from submitted to the current status.
        progress.history.forEach((event, i) => expect(event.from).toBe(i === 0 ? "submitted" : progress.history[i - 1]?.to))
        expect(progress.history.at(-1)?.to ?? "submitted").toBe(progress.status)
        if (progress.evaluation !== null) expect(progress.evaluation.amount).toBeLessThanOrEqual(offer)
        if (progress.status === "paid") {
          expect(progress.payout?.amount).toBe(progress.evaluation?.amount)
          expect(withDetails).toBe(true)
        } else {
          expect(progress.payout).toBeNull()
        }
      }),
      { numRuns: 500, seed: 20261127 }
    )
    // The runs must get as far as a payout often, or "never pays twice" would be tested on nothing.
    expect(paidRuns).toBeGreaterThan(50)
  })

  it("a paid or cancelled order refuses every step", () => {
    const done = [through([received, evaluated, paid]), through([{ to: "cancelled", note: "x" }]), through([received, { to: "cancelled", note: "x" }])]
    fc.assert(fc.property(fc.constantFrom(...done), arbStep, (progress, step) => {
      expect(refusal(progress, step)?.kind).toBe("illegal")
    }))
  })
})
