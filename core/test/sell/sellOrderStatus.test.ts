import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { toMinor } from "../../src/cart/amounts.ts"
import type { DeviceFinding, SellOrderInspection } from "../../src/sell/inspection.ts"
import type { PaymentDetails } from "../../src/sell/payment.ts"
import { lapseMoveOf, planSellerDecision } from "../../src/sell/counterOfferRules.ts"
import {
  isFinalSellOrderStatus,
  isLegalSellOrderMove,
  isLegalSellOrderTransition,
  legalSellOrderTransitions,
  nextSellOrderStatuses,
  progressAfter,
  submittedProgress,
  type SellOrderMove,
  type SellOrderProgress
} from "../../src/sell/sellOrderStatus.ts"
import {
  amountDue,
  planSellOrderMove,
  staffStepsFor,
  type PlannedSellOrderStep,
  type SellOrderStepContext
} from "../../src/sell/sellOrderSteps.ts"
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
const DAY = 86_400_000
const context = (over: Partial<SellOrderStepContext> = {}): SellOrderStepContext => ({
  market: "RO", offer: 1200, instant: false, pickup: "courier", payoutDetails: details, actor: { id: "staff-1", name: "Ion" }, at: t0, ...over
})

/** An inspection of devices each accepted at `accepted`, worth `reference` on arrival and `found` as found. */
const inspectionOf = (devices: ReadonlyArray<{ accepted: number; reference?: number; found: number }>, at = t0): SellOrderInspection => {
  const findings: Array<DeviceFinding> = devices.map((d, itemIndex) => ({
    itemIndex,
    modelName: `Device ${itemIndex}`,
    identifier: { kind: "serial", value: `SN${itemIndex}` },
    config: {},
    answers: {},
    acceptedValue: d.accepted,
    referenceValue: d.reference ?? d.accepted,
    foundValue: d.found,
    notAcceptedReason: d.found === 0 ? "sell.not-accepted.condition" : null,
    differences: d.found < (d.reference ?? d.accepted) ? [{ subject: "grading-display", declared: [10], found: [11] }] : [],
    note: null
  }))
  return {
    devices: findings,
    referenceTotal: findings.reduce((s, d) => s + d.referenceValue, 0),
    foundTotal: findings.reduce((s, d) => s + d.foundValue, 0),
    requoted: findings.some((d) => d.referenceValue < d.acceptedValue),
    note: "checked",
    at,
    actorId: "staff-1"
  }
}

const apply = (progress: SellOrderProgress, step: PlannedSellOrderStep, ctx = context()) =>
  Result.map(planSellOrderMove(progress, step, ctx), (move) => progressAfter(progress, move))

const through = (steps: ReadonlyArray<PlannedSellOrderStep>, ctx = context()): SellOrderProgress =>
  steps.reduce((progress, step) => Result.getOrThrow(apply(progress, step, ctx)), submittedProgress)

const received: PlannedSellOrderStep = { to: "received", reference: "AWB 123" }
const asDeclared: PlannedSellOrderStep = { to: "inspected", inspection: inspectionOf([{ accepted: 700, found: 700 }, { accepted: 500, found: 520 }]) }
const worse: PlannedSellOrderStep = { to: "inspected", inspection: inspectionOf([{ accepted: 700, found: 600 }, { accepted: 500, found: 520 }]) }
const paid = (amount: number) => ({ to: "paid", amount, reference: "TRF-9" }) as const

const refusal = (progress: SellOrderProgress, step: PlannedSellOrderStep, ctx = context()) => {
  const result = planSellOrderMove(progress, step, ctx)
  return Result.isFailure(result) ? result.failure : undefined
}

const sellerDecides = (progress: SellOrderProgress, accept: boolean, at = t0 + DAY) =>
  Result.map(planSellerDecision(progress, accept, { actorId: "seller:u1", actorName: "ana@example.ro" }, at), (move) => progressAfter(progress, move))

describe("sell order status machine", () => {
  it("has exactly issue 19's edges; paid, returned and cancelled are final", () => {
    const all = SellOrderStatuses.flatMap((from) => SellOrderStatuses.map((to) => [from, to] as const))
    expect(all.filter(([from, to]) => isLegalSellOrderTransition(from, to))).toEqual([
      ["submitted", "received"],
      ["submitted", "cancelled"],
      ["received", "evaluated"],
      ["received", "counter-offered"],
      ["received", "paid"],
      ["received", "cancelled"],
      ["evaluated", "paid"],
      ["counter-offered", "accepted"],
      ["counter-offered", "declined"],
      ["accepted", "paid"],
      ["declined", "returned"]
    ])
    expect(new Set(legalSellOrderTransitions.map(([f, t]) => `${f}>${t}`)).size).toBe(legalSellOrderTransitions.length)
    expect(SellOrderStatuses.filter(isFinalSellOrderStatus)).toEqual(["returned", "paid", "cancelled"])
    expect(nextSellOrderStatuses("declined")).toEqual(["returned"])
  })

  it("an inspection as declared evaluates at the accepted offer; the payout is that amount", () => {
    const done = through([received, asDeclared, { to: "paid", amount: 1200, reference: "TRF-9", note: " sent " }])
    expect(done.status).toBe("paid")
    expect(done.arrival).toEqual({ via: "courier", reference: "AWB 123", at: t0 })
    expect(done.evaluation).toEqual({ amount: 1200, note: "checked", at: t0 })
    expect(done.inspection).toEqual(asDeclared.to === "inspected" ? asDeclared.inspection : null)
    expect(done.counterOffer).toBeNull()
    expect(done.payout).toEqual({ method: "card", account: details.iban, payee: "Ana Pop", amount: 1200, reference: "TRF-9", paidOn: "2026-11-27", at: t0 })
    expect(done.history.map((e) => [e.from, e.to, e.note])).toEqual([
      ["submitted", "received", null],
      ["received", "evaluated", "checked"],
      ["evaluated", "paid", "sent"]
    ])
  })

  it("an inspection that finds less makes a counter-offer of min(found, reference) per device, 14 days, the market's lapse rule", () => {
    const offered = through([received, worse])
    expect(offered.status).toBe("counter-offered")
    // 600 + min(520, 500): a better second device never pays for the first one's fault.
    expect(offered.counterOffer).toEqual({ amount: 1100, expiresAt: t0 + 14 * DAY, lapse: "accept" })
    expect(offered.evaluation).toBeNull()
    expect(staffStepsFor(offered, false)).toEqual([])
    const accepted = Result.getOrThrow(sellerDecides(offered, true))
    expect(accepted.status).toBe("accepted")
    expect(accepted.decision).toEqual({ accepted: true, by: "seller", at: t0 + DAY })
    expect(amountDue(accepted, context())).toBe(1100)
    expect(refusal(accepted, paid(1200))).toMatchObject({ kind: "invalid", fields: { amount: "staff-sell-amount-not-due" } })
    const done = Result.getOrThrow(apply(accepted, paid(1100), context({ at: t0 + DAY })))
    expect(done.payout?.amount).toBe(1100)
    // Answering twice: refused.
    expect(Result.isFailure(sellerDecides(accepted, true))).toBe(true)
    expect(Result.isFailure(sellerDecides(done, false))).toBe(true)
  })

  it("a declined counter-offer ends returned with the waybill; nothing is paid", () => {
    const declined = Result.getOrThrow(sellerDecides(through([received, worse]), false))
    expect(declined.status).toBe("declined")
    expect(staffStepsFor(declined, false)).toEqual(["returned"])
    expect(refusal(declined, paid(1100))?.kind).toBe("illegal")
    expect(refusal(declined, { to: "cancelled", note: "x" })?.kind).toBe("illegal")
    expect(refusal(declined, { to: "returned", reference: " " })).toMatchObject({ kind: "invalid", fields: { reference: "staff-sell-reference-required" } })
    const back = Result.getOrThrow(apply(declined, { to: "returned", reference: "RET 1" }))
    expect(back.status).toBe("returned")
    expect(back.returned).toEqual({ reference: "RET 1", at: t0 })
    expect(back.payout).toBeNull()
  })

  it("the lapse rule answers after 14 days, dated at the expiry; the seller can no longer answer", () => {
    const offered = through([received, worse])
    expect(lapseMoveOf(offered, t0 + 14 * DAY)).toBeNull()
    const lapse = lapseMoveOf(offered, t0 + 14 * DAY + 1)
    expect(lapse).toMatchObject({ kind: "decided", to: "accepted", decision: { accepted: true, by: "lapse", at: t0 + 14 * DAY } })
    expect(Result.isFailure(sellerDecides(offered, false, t0 + 14 * DAY + 1))).toBe(true)
    const returning = { ...offered, counterOffer: offered.counterOffer && { ...offered.counterOffer, lapse: "return" as const } }
    expect(lapseMoveOf(returning, t0 + 20 * DAY)).toMatchObject({ to: "declined", decision: { accepted: false, by: "lapse" } })
  })

  it("a counter-offer of 0 (nothing buyable) can only be declined, and lapses to a return", () => {
    const nothing = through([received, { to: "inspected", inspection: inspectionOf([{ accepted: 1200, found: 0 }]) }])
    expect(nothing.counterOffer).toEqual({ amount: 0, expiresAt: t0 + 14 * DAY, lapse: "return" })
    expect(Result.isFailure(sellerDecides(nothing, true))).toBe(true)
    expect(Result.getOrThrow(sellerDecides(nothing, false)).status).toBe("declined")
    expect(lapseMoveOf(nothing, t0 + 15 * DAY)).toMatchObject({ to: "declined" })
  })

  it("an instant-sell order is paid from received at the accepted offer; its inspection is a reconciliation that stays paid", () => {
    const ctx = context({ instant: true })
    const arrived = through([received], ctx)
    expect(staffStepsFor(arrived, true)).toEqual(["paid", "cancelled"])
    expect(refusal(arrived, worse, ctx)?.kind).toBe("illegal")
    expect(refusal(arrived, paid(1100), ctx)).toMatchObject({ kind: "invalid", fields: { amount: "staff-sell-amount-not-due" } })
    const done = Result.getOrThrow(apply(arrived, paid(1200), ctx))
    expect(staffStepsFor(done, true)).toEqual(["inspected"])
    const reconciled = Result.getOrThrow(apply(done, worse, ctx))
    expect(reconciled.status).toBe("paid")
    expect(reconciled.payout).toEqual(done.payout)
    expect(reconciled.counterOffer).toBeNull()
    expect(reconciled.history.at(-1)).toMatchObject({ from: "paid", to: "paid" })
    expect(staffStepsFor(reconciled, true)).toEqual([])
    expect(refusal(reconciled, worse, ctx)?.kind).toBe("illegal")
    // Not instant: a received order is inspected, never paid straight away.
    expect(refusal(through([received]), paid(1200))?.kind).toBe("illegal")
  })

  it("checks each step's values, naming the field", () => {
    const rated = through([received, asDeclared])
    const fieldOf = (progress: SellOrderProgress, step: PlannedSellOrderStep, ctx = context()) => {
      const r = refusal(progress, step, ctx)
      return r?.kind === "invalid" ? r.fields : r
    }
    expect(fieldOf(submittedProgress, { to: "received", reference: "   " })).toEqual({ reference: "staff-sell-reference-required" })
    expect(fieldOf(rated, paid(1199.99))).toEqual({ amount: "staff-sell-amount-not-due" })
    expect(fieldOf(rated, { ...paid(1200), reference: "" })).toEqual({ reference: "staff-sell-reference-required" })
    expect(fieldOf(rated, { ...paid(1200), paidOn: "2026-02-30" })).toEqual({ paidOn: "staff-sell-day-invalid" })
    expect(fieldOf(rated, { ...paid(1200), paidOn: "2026-11-28" })).toEqual({ paidOn: "staff-sell-day-out-of-range" })
    expect(fieldOf(rated, { ...paid(1200), paidOn: "2026-11-26" })).toEqual({ paidOn: "staff-sell-day-out-of-range" })
    expect(fieldOf(submittedProgress, { to: "cancelled", note: " " })).toEqual({ note: "staff-sell-note-required" })
    expect(refusal(rated, paid(1200), context({ payoutDetails: null }))).toMatchObject({ kind: "illegal", message: "the seller has not given payout details yet" })
  })

  it("takes a payout day in the market's calendar: at 23:30 UTC it is already tomorrow in Bucharest", () => {
    const late = t0 + 13.5 * 3_600_000
    const rated = through([received, asDeclared], context({ at: late }))
    expect(Result.getOrThrow(apply(rated, paid(1200), context({ at: late }))).payout?.paidOn).toBe("2026-11-28")
  })
})

/** A random step a staff member, the seller or the clock might take; `careful` ones carry the right values. */
type Action =
  | { readonly kind: "staff"; readonly step: PlannedSellOrderStep; readonly careful: boolean }
  | { readonly kind: "seller"; readonly accept: boolean; readonly afterDays: number }
  | { readonly kind: "lapse"; readonly afterDays: number }

const arbInspection = fc.array(
  fc.record({ accepted: fc.integer({ min: 10, max: 900 }), cut: fc.integer({ min: 0, max: 100 }), found: fc.integer({ min: 0, max: 1000 }) }),
  { minLength: 1, maxLength: 3 }
).map((devices) => inspectionOf(devices.map((d) => ({ accepted: d.accepted, reference: Math.round(d.accepted * (100 - (d.cut > 70 ? d.cut - 70 : 0)) / 100), found: d.found }))))

const arbStaff: fc.Arbitrary<PlannedSellOrderStep> = fc.oneof(
  fc.record({ to: fc.constant("received" as const), reference: fc.constantFrom("AWB-1", "", " LCK 7 ") }),
  fc.record({ to: fc.constant("inspected" as const), inspection: arbInspection }),
  fc.record({ to: fc.constant("paid" as const), amount: fc.integer({ min: 0, max: 3000 }).map((m) => m / 2), reference: fc.constantFrom("TRF", "") }),
  fc.record({ to: fc.constant("returned" as const), reference: fc.constantFrom("RET", "") }),
  fc.record({ to: fc.constant("cancelled" as const), note: fc.constantFrom("seller asked", "") })
)

const arbAction: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant("staff" as const), step: arbStaff, careful: fc.boolean() }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant("seller" as const), accept: fc.boolean(), afterDays: fc.integer({ min: 0, max: 8 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant("lapse" as const), afterDays: fc.integer({ min: 0, max: 15 }) }), weight: 1 }
)

describe("sell order machine, over any run of staff steps, seller answers and lapses", () => {
  it("walks only legal moves, never pays twice, pays exactly what is due and never above the accepted offer; a declined device only ever goes back", () => {
    const reached = new Set<string>()
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.integer({ min: 10, max: 1500 }), fc.array(arbAction, { minLength: 3, maxLength: 25 }), (instant, withDetails, offer, actions) => {
        const base = context({ instant, offer, payoutDetails: withDetails ? details : null })
        // Time only moves on: the seller answers and the lapse come days later, staff act "now".
        let now = t0
        const ctx = base
        let progress = submittedProgress
        let payouts = 0
        let acceptedAmount: number | null = null
        for (const action of actions) {
          let move: SellOrderMove | null = null
          if (action.kind === "staff") {
            const at = { ...base, at: now }
            const step: PlannedSellOrderStep = action.careful && action.step.to === "paid"
              ? { ...action.step, amount: amountDue(progress, at) ?? 1 }
              : action.careful && action.step.to !== "inspected" && "reference" in action.step
              ? { ...action.step, reference: "REF" }
              : action.step
            const planned = planSellOrderMove(progress, step, at)
            if (Result.isSuccess(planned)) move = planned.success
          } else if (action.kind === "seller") {
            now += action.afterDays * DAY
            const planned = planSellerDecision(progress, action.accept, { actorId: "seller:u", actorName: "u" }, now)
            if (Result.isSuccess(planned)) move = planned.success
          } else {
            now += action.afterDays * DAY
            move = lapseMoveOf(progress, now)
          }
          if (move === null) continue
          const before = progress
          expect(isLegalSellOrderMove(move)).toBe(true)
          expect(move.event.from).toBe(before.status)
          if (isFinalSellOrderStatus(before.status)) expect(move.kind).toBe("reconciled")
          if (before.status === "declined") expect(move.to).toBe("returned")
          if (move.kind === "paid") {
            payouts += 1
            reached.add(`paid-from-${before.status}`)
            expect(toMinor(move.payout.amount)).toBe(toMinor(amountDue(before, ctx) ?? Number.NaN))
            expect(move.payout.amount).toBeLessThanOrEqual(ctx.offer)
            if (acceptedAmount !== null) expect(move.payout.amount).toBe(acceptedAmount)
          }
          if (move.kind === "inspected" && move.to === "counter-offered") expect(move.counterOffer.amount).toBeLessThan(ctx.offer)
          progress = progressAfter(before, move)
          if (progress.status === "accepted") acceptedAmount = progress.counterOffer?.amount ?? null
          reached.add(`${progress.status}${move.kind === "reconciled" ? "+reconciled" : ""}`)
        }
        expect(payouts).toBeLessThanOrEqual(1)
        expect(progress.history.filter((e) => e.to === "paid" && e.from !== "paid")).toHaveLength(payouts)
        progress.history.forEach((event, i) => expect(event.from).toBe(i === 0 ? "submitted" : progress.history[i - 1]?.to))
        expect(progress.history.at(-1)?.to ?? "submitted").toBe(progress.status)
        if (progress.payout !== null) expect(withDetails).toBe(true)
        if (progress.decision?.accepted === false) expect(["declined", "returned"]).toContain(progress.status)
        if (progress.status === "returned") expect(progress.payout).toBeNull()
      }),
      { numRuns: 1500, seed: 20261128 }
    )
    // The runs must reach every end, or the invariants above were tested on nothing.
    for (const end of ["paid", "paid+reconciled", "returned", "cancelled", "accepted", "declined", "evaluated", "counter-offered", "paid-from-received", "paid-from-evaluated", "paid-from-accepted"]) {
      expect(reached, end).toContain(end)
    }
  })
})
