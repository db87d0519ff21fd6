import { describe, expect, it } from "@effect/vitest"
import type { Layer } from "effect"
import { Effect, Option } from "effect"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import { SellOrderRepository } from "../../../src/backend/ports/SellOrderRepository.ts"
import type { SellOrderInspection } from "../../../src/sell/inspection.ts"
import { submittedProgress, type SellOrderMove, type SellOrderStatusEvent } from "../../../src/sell/sellOrderStatus.ts"
import type { NewSellOrder, SellOrderStatus } from "../../../src/sell/sellTypes.ts"
import { suiteDataset } from "./dataset.ts"
import { sampleSellOrders } from "./sellOrderRepositorySuite.ts"

const [ro, bg] = sampleSellOrders
if (ro === undefined || bg === undefined) throw new Error("sample missing")

const t0 = 1_795_773_600_123

const event = (from: SellOrderStatus, to: SellOrderStatus, at: number, note: string | null = null): SellOrderStatusEvent => ({
  at, actorId: "staff-7", actorName: "Ioana Țurcanu", from, to, note
})

/** An inspection as core records it (sell/inspection.ts): two devices, one found worse than declared. */
export const sampleInspection = (at: number, foundTotal = 1100.55, note: string | null = "Case scratched; battery 81 %"): SellOrderInspection => ({
  devices: [
    {
      itemIndex: 0,
      modelName: "iPhone 12",
      identifier: { kind: "imei", value: "490154203237518" },
      config: { colour: 4, storage: 1 },
      answers: { "grading-display": [7] },
      acceptedValue: 1710.5,
      referenceValue: 1710.5,
      foundValue: foundTotal,
      notAcceptedReason: null,
      differences: [{ subject: "grading-display", declared: [6], found: [7] }],
      note: "Scratch on the screen, ß€ 🙂"
    }
  ],
  referenceTotal: 1710.5,
  foundTotal,
  requoted: false,
  note,
  at,
  actorId: "staff-7"
})

/** Moves as core plans them (sell/sellOrderSteps.ts, counterOfferRules.ts), written out so the suite tests storage alone. */
export const sampleMoves = {
  received: (at = t0): SellOrderMove => ({
    kind: "received", to: "received", arrival: { via: "courier", reference: "AWB 9901 / ß€", at }, event: event("submitted", "received", at)
  }),
  evaluated: (at = t0 + 1, amount = 1100.55): SellOrderMove => ({
    kind: "inspected",
    to: "evaluated",
    inspection: sampleInspection(at, amount),
    evaluation: { amount, note: "Case scratched; battery 81 %", at },
    event: event("received", "evaluated", at, "Case scratched; battery 81 %")
  }),
  counterOffered: (at = t0 + 1, amount = 900.25, lapse: "accept" | "return" = "accept"): SellOrderMove => ({
    kind: "inspected",
    to: "counter-offered",
    inspection: sampleInspection(at, amount, null),
    counterOffer: { amount, expiresAt: at + 14 * 86_400_000, lapse },
    event: event("received", "counter-offered", at)
  }),
  decided: (accepted: boolean, by: "seller" | "lapse" = "seller", at = t0 + 2): SellOrderMove => ({
    kind: "decided",
    to: accepted ? "accepted" : "declined",
    decision: { accepted, by, at },
    event: { at, actorId: by === "seller" ? "seller:user-9" : "lapse", actorName: by === "seller" ? "ana@example.ro" : "lapse rule", from: "counter-offered", to: accepted ? "accepted" : "declined", note: null }
  }),
  paid: (at = t0 + 2, amount = 1100.55, from: SellOrderStatus = "evaluated"): SellOrderMove => ({
    kind: "paid",
    to: "paid",
    payout: { method: "iban", account: "RO49AAAA1B31007593840000", payee: "Alfa Service S.R.L.", amount, reference: "TRF-2026-11-27/1", paidOn: "2026-11-27", at },
    event: event(from, "paid", at)
  }),
  reconciled: (at = t0 + 5): SellOrderMove => ({
    kind: "reconciled", to: "paid", inspection: sampleInspection(at, 1710.5, "Reconciled after pickup"), event: event("paid", "paid", at, "Reconciled after pickup")
  }),
  returned: (at = t0 + 4): SellOrderMove => ({
    kind: "returned", to: "returned", returned: { reference: "RET-AWB 77", at }, event: event("declined", "returned", at)
  }),
  cancelled: (from: SellOrderStatus, at = t0 + 3): SellOrderMove => ({
    kind: "cancelled", to: "cancelled", event: event(from, "cancelled", at, "The seller kept the phone")
  })
}

/**
 * Contract every SellOrderRepository adapter passes for the staff's side of a sell order (issue 18):
 * the progress it keeps, the compare-and-set moves, the list.
 */
export const sellOrderProgressSuite = (
  name: string,
  makeLayer: (dataset: BackendDataset) => Layer.Layer<SellOrderRepository>
) =>
  describe(name, () => {
    const run = <A, E>(effect: Effect.Effect<A, E, SellOrderRepository>) => Effect.provide(effect, makeLayer(suiteDataset))
    let keys = 0
    const saved = (order: NewSellOrder = ro) =>
      SellOrderRepository.use((repo) => {
        keys += 1
        return repo.save(order, { key: `progress-${keys}`, fingerprint: "fp" })
      })

    it.effect("a new order has been submitted and nothing else; unknown ids have no progress", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = yield* saved()
        expect(yield* repo.progressOf(order.sellOrderId)).toEqual(Option.some(submittedProgress))
        for (const id of ["", "nope", "00000000-0000-4000-8000-00000000beef"]) expect(yield* repo.progressOf(id)).toEqual(Option.none())
      })))

    it.effect("stores every move's record and event, and the status the order shows", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = yield* saved()
        const moves = [sampleMoves.received(), sampleMoves.evaluated(), sampleMoves.paid()]
        for (const move of moves) {
          const answered = yield* repo.move(order.sellOrderId, move)
          expect(answered.status).toBe(move.to)
          expect(yield* repo.progressOf(order.sellOrderId)).toEqual(Option.some(answered))
          expect(Option.getOrThrow(yield* repo.byId(order.sellOrderId))).toEqual({ ...order, status: move.to })
        }
        const [received, evaluated, paid] = moves
        expect(Option.getOrThrow(yield* repo.progressOf(order.sellOrderId))).toEqual({
          ...submittedProgress,
          status: "paid",
          arrival: received?.kind === "received" ? received.arrival : undefined,
          evaluation: evaluated?.kind === "inspected" && evaluated.to === "evaluated" ? evaluated.evaluation : undefined,
          inspection: evaluated?.kind === "inspected" ? evaluated.inspection : undefined,
          payout: paid?.kind === "paid" ? paid.payout : undefined,
          history: moves.map((move) => move.event)
        })
      })))

    it.effect("stores a counter-offer, its answer and the payout of the accepted amount; reads every record back", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = yield* saved()
        const moves = [sampleMoves.received(), sampleMoves.counterOffered(t0 + 1, 900.25), sampleMoves.decided(true, "seller", t0 + 2), sampleMoves.paid(t0 + 3, 900.25, "accepted")]
        for (const move of moves) {
          const answered = yield* repo.move(order.sellOrderId, move)
          expect(answered.status).toBe(move.to)
          expect(yield* repo.progressOf(order.sellOrderId)).toEqual(Option.some(answered))
        }
        const [received, offered, decided, paid] = moves
        expect(Option.getOrThrow(yield* repo.progressOf(order.sellOrderId))).toEqual({
          ...submittedProgress,
          status: "paid",
          arrival: received?.kind === "received" ? received.arrival : undefined,
          inspection: offered?.kind === "inspected" ? offered.inspection : undefined,
          counterOffer: offered?.kind === "inspected" && offered.to === "counter-offered" ? offered.counterOffer : undefined,
          decision: decided?.kind === "decided" ? decided.decision : undefined,
          payout: paid?.kind === "paid" ? paid.payout : undefined,
          history: moves.map((move) => move.event)
        })
      })))

    it.effect("a declined counter-offer ends returned with its waybill; the lapse's answer is stored as the lapse's", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = yield* saved()
        yield* repo.move(order.sellOrderId, sampleMoves.received())
        yield* repo.move(order.sellOrderId, sampleMoves.counterOffered(t0 + 1, 0, "return"))
        yield* repo.move(order.sellOrderId, sampleMoves.decided(false, "lapse", t0 + 2))
        const back = yield* repo.move(order.sellOrderId, sampleMoves.returned(t0 + 4))
        expect(back).toMatchObject({
          status: "returned",
          counterOffer: { amount: 0, expiresAt: t0 + 1 + 14 * 86_400_000, lapse: "return" },
          decision: { accepted: false, by: "lapse", at: t0 + 2 },
          returned: { reference: "RET-AWB 77", at: t0 + 4 },
          payout: null
        })
        expect(back.history.map((e) => [e.from, e.to, e.actorId])).toEqual([
          ["submitted", "received", "staff-7"], ["received", "counter-offered", "staff-7"], ["counter-offered", "declined", "lapse"], ["declined", "returned", "staff-7"]
        ])
        expect(Option.getOrThrow(yield* repo.byId(order.sellOrderId)).status).toBe("returned")
      })))

    it.effect("an instant-sell order paid on arrival takes its inspection once, staying paid", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = yield* saved()
        yield* repo.move(order.sellOrderId, sampleMoves.received())
        const paid = yield* repo.move(order.sellOrderId, sampleMoves.paid(t0 + 2, ro.payload.totalEstimatedOffer, "received"))
        const reconciled = yield* repo.move(order.sellOrderId, sampleMoves.reconciled())
        const move = sampleMoves.reconciled()
        expect(reconciled).toEqual({ ...paid, inspection: move.kind === "reconciled" ? move.inspection : null, history: [...paid.history, move.event] })
        // Once only: a second reconciliation finds an inspection already there.
        expect(yield* Effect.flip(repo.move(order.sellOrderId, sampleMoves.reconciled(t0 + 9)))).toMatchObject({ _tag: "IllegalTransition", from: "paid" })
        expect(Option.getOrThrow(yield* repo.progressOf(order.sellOrderId))).toEqual(reconciled)
      })))

    it.effect("refuses moves the machine lacks: a decision not from counter-offered, an inspection into paid, a return not from declined", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = yield* saved()
        const refused = (move: SellOrderMove) => Effect.flip(repo.move(order.sellOrderId, move))
        yield* repo.move(order.sellOrderId, sampleMoves.received())
        expect(yield* refused({ ...sampleMoves.decided(true), event: event("received", "accepted", t0) })).toMatchObject({ _tag: "IllegalTransition" })
        expect(yield* refused({ ...sampleMoves.reconciled(), event: event("received", "paid", t0) })).toMatchObject({ _tag: "IllegalTransition" })
        expect(yield* refused({ ...sampleMoves.returned(), event: event("received", "returned", t0) })).toMatchObject({ _tag: "IllegalTransition" })
        expect(yield* refused(sampleMoves.reconciled())).toMatchObject({ _tag: "IllegalTransition", from: "received" })
        yield* repo.move(order.sellOrderId, sampleMoves.evaluated())
        expect(yield* refused(sampleMoves.decided(true))).toMatchObject({ _tag: "IllegalTransition", from: "evaluated" })
        expect(Option.getOrThrow(yield* repo.progressOf(order.sellOrderId)).history).toHaveLength(2)
      })))

    it.effect("answers the counter-offers past their expiry, oldest first, at most `limit`", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const DAY = 86_400_000
        const offered = (at: number) =>
          Effect.gen(function*() {
            const order = yield* saved()
            yield* repo.move(order.sellOrderId, sampleMoves.received(at - 1))
            yield* repo.move(order.sellOrderId, sampleMoves.counterOffered(at))
            return order.sellOrderId
          })
        const late = yield* offered(t0 + 2 * DAY)
        const early = yield* offered(t0)
        const answered = yield* offered(t0 + DAY)
        yield* repo.move(answered, sampleMoves.decided(false, "seller", t0 + DAY + 5))
        const evaluated = yield* saved()
        yield* repo.move(evaluated.sellOrderId, sampleMoves.received())
        yield* repo.move(evaluated.sellOrderId, sampleMoves.evaluated())
        expect(yield* repo.lapsedCounterOffers(t0 + 14 * DAY, 10)).toEqual([])
        expect(yield* repo.lapsedCounterOffers(t0 + 14 * DAY + 1, 10)).toEqual([early])
        expect(yield* repo.lapsedCounterOffers(t0 + 30 * DAY, 10)).toEqual([early, late])
        expect(yield* repo.lapsedCounterOffers(t0 + 30 * DAY, 1)).toEqual([early])
        expect(yield* repo.lapsedCounterOffers(t0 + 30 * DAY, 0)).toEqual([])
      })))

    it.effect("keeps the records of a cancelled order as they were", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = yield* saved(bg)
        const received = sampleMoves.received()
        yield* repo.move(order.sellOrderId, received)
        const cancelled = yield* repo.move(order.sellOrderId, sampleMoves.cancelled("received"))
        expect(cancelled).toEqual({
          ...submittedProgress,
          status: "cancelled",
          arrival: received.kind === "received" ? received.arrival : null,
          history: [received.event, sampleMoves.cancelled("received").event]
        })
      })))

    it.effect("moves only from the status it is in, along legal edges; refusals write nothing", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const order = yield* saved()
        const refused = (move: SellOrderMove) => Effect.flip(repo.move(order.sellOrderId, move))
        // A stale `from`, an edge the machine lacks, an event naming another target.
        expect(yield* refused(sampleMoves.evaluated())).toMatchObject({ _tag: "IllegalTransition", from: "submitted", to: "evaluated" })
        expect(yield* refused({ ...sampleMoves.paid(), event: event("submitted", "paid", t0) })).toMatchObject({ _tag: "IllegalTransition" })
        expect(yield* refused({ ...sampleMoves.received(), event: event("submitted", "cancelled", t0) })).toMatchObject({ _tag: "IllegalTransition" })
        expect(yield* repo.progressOf(order.sellOrderId)).toEqual(Option.some(submittedProgress))
        yield* repo.move(order.sellOrderId, sampleMoves.received())
        expect(yield* refused(sampleMoves.received())).toMatchObject({ _tag: "IllegalTransition", from: "received", to: "received" })
        yield* repo.move(order.sellOrderId, sampleMoves.cancelled("received"))
        for (const move of [sampleMoves.evaluated(), sampleMoves.cancelled("received"), sampleMoves.cancelled("cancelled")]) {
          expect(yield* refused(move)).toMatchObject({ _tag: "IllegalTransition", from: "cancelled" })
        }
        expect(Option.getOrThrow(yield* repo.progressOf(order.sellOrderId)).history).toHaveLength(2)
        expect(Option.getOrThrow(yield* repo.byId(order.sellOrderId)).status).toBe("cancelled")
      })))

    it.effect("an unknown or malformed id is NotFound", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        for (const id of ["00000000-0000-4000-8000-00000000beef", "x"]) {
          expect(yield* Effect.flip(repo.move(id, sampleMoves.received()))).toMatchObject({ _tag: "NotFound" })
        }
      })))

    it.effect("of two moves from one status at once, one wins and the other is an IllegalTransition", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        for (let round = 0; round < 5; round++) {
          const order = yield* saved()
          const results = yield* Effect.all(
            [repo.move(order.sellOrderId, sampleMoves.received()), repo.move(order.sellOrderId, sampleMoves.cancelled("submitted"))].map(Effect.result),
            { concurrency: "unbounded" }
          )
          const wins = results.filter((r) => r._tag === "Success")
          expect(wins).toHaveLength(1)
          expect(results.filter((r) => r._tag === "Failure").map((r) => r._tag === "Failure" && r.failure._tag)).toEqual(["IllegalTransition"])
          expect(Option.getOrThrow(yield* repo.progressOf(order.sellOrderId)).history).toHaveLength(1)
          // Paying twice at once: one payout.
          const other = yield* saved()
          yield* repo.move(other.sellOrderId, sampleMoves.received())
          yield* repo.move(other.sellOrderId, sampleMoves.evaluated())
          const payouts = yield* Effect.all([sampleMoves.paid(), sampleMoves.paid(t0 + 9)].map((m) => Effect.result(repo.move(other.sellOrderId, m))), { concurrency: "unbounded" })
          expect(payouts.filter((r) => r._tag === "Success")).toHaveLength(1)
          expect(Option.getOrThrow(yield* repo.progressOf(other.sellOrderId)).history.filter((e) => e.to === "paid")).toHaveLength(1)
        }
      })))

    it.effect("lists newest first, by market and status, a page at a time, with the total", () =>
      run(Effect.gen(function*() {
        const repo = yield* SellOrderRepository
        const at = (order: NewSellOrder, createdAt: number): NewSellOrder => ({ ...order, createdAt })
        const a = yield* saved(at(ro, t0))
        const b = yield* saved(at(bg, t0 + 1000))
        const c = yield* saved(at(ro, t0 + 2000))
        const d = yield* saved(at(ro, t0 + 2000))
        yield* repo.move(a.sellOrderId, sampleMoves.received())
        const ids = (page: { readonly orders: ReadonlyArray<{ readonly sellOrderId: string }> }) => page.orders.map((o) => o.sellOrderId)
        const sameTime = [c.sellOrderId, d.sellOrderId].sort().reverse()
        const all = yield* repo.list({}, 0, 25)
        expect(ids(all)).toEqual([...sameTime, b.sellOrderId, a.sellOrderId])
        expect(all.total).toBe(4)
        expect(all.orders.at(-1)).toEqual({ ...a, createdAt: t0, status: "received" })
        expect(all.orders.at(-2)).toEqual(b)
        expect(ids(yield* repo.list({ market: "RO" }, 0, 25))).toEqual([...sameTime, a.sellOrderId])
        expect(ids(yield* repo.list({ status: "received" }, 0, 25))).toEqual([a.sellOrderId])
        expect(yield* repo.list({ market: "BG", status: "received" }, 0, 25)).toEqual({ orders: [], total: 0 })
        expect(yield* repo.list({ market: "HU" }, 0, 25)).toEqual({ orders: [], total: 0 })
        const second = yield* repo.list({}, 2, 1)
        expect(ids(second)).toEqual([b.sellOrderId])
        expect(second.total).toBe(4)
        expect(yield* repo.list({ market: "RO" }, 3, 25)).toEqual({ orders: [], total: 3 })
        expect((yield* repo.list({}, 0, 0)).total).toBe(4)
      })))
  })
