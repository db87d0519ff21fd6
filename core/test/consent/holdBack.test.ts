import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { type ConsentChoice, consentUpdateOf } from "../../src/consent/consentChoice.ts"
import { decideConsent, type HoldBack, initialHoldBack, maxHeldEvents, offerEvent } from "../../src/consent/holdBack.ts"
import type { AnalyticsEvent } from "../../src/ports/Analytics.ts"
import { analyticsEventArbitrary } from "../support/analyticsSuite.ts"

const choice: fc.Arbitrary<ConsentChoice> = fc.record({ analytics: fc.boolean(), marketing: fc.boolean() })
const tracked = analyticsEventArbitrary.filter((e) => e.event !== "consent_update")
const undecided = initialHoldBack(null)

const offerAll = (state: HoldBack, events: ReadonlyArray<AnalyticsEvent>) => {
  const released: Array<AnalyticsEvent> = []
  let at = state
  for (const event of events) {
    const step = offerEvent(at, event)
    at = step.state
    released.push(...step.release)
  }
  return { state: at, released }
}

describe("analytics events held back until consent", () => {
  it("starts from the stored choice, or undecided with nothing queued", () => {
    expect(undecided).toEqual({ status: "undecided", queue: [] })
    fc.assert(fc.property(choice, (c) => {
      expect(initialHoldBack(c).status).toBe(c.analytics ? "granted" : "denied")
    }))
  })

  it("releases nothing before a choice, then everything in order on accept, after the consent update", () => {
    fc.assert(fc.property(fc.array(tracked, { maxLength: 30 }), choice.filter((c) => c.analytics), (events, c) => {
      const before = offerAll(undecided, events)
      expect(before.released).toEqual([])
      const decided = decideConsent(before.state, c)
      expect(decided.release).toEqual([consentUpdateOf(c), ...events])
      expect(decided.state).toEqual({ status: "granted" })
    }))
  })

  it("drops the queue on reject and everything offered after it", () => {
    fc.assert(fc.property(fc.array(tracked, { maxLength: 30 }), fc.array(tracked, { maxLength: 10 }), fc.boolean(), (events, later, marketing) => {
      const c = { analytics: false, marketing }
      const decided = decideConsent(offerAll(undecided, events).state, c)
      expect(decided.release).toEqual([consentUpdateOf(c)])
      expect(offerAll(decided.state, later).released).toEqual([])
    }))
  })

  it("passes events straight through once analytics is granted", () => {
    fc.assert(fc.property(fc.array(tracked, { maxLength: 30 }), (events) => {
      expect(offerAll({ status: "granted" }, events)).toEqual({ state: { status: "granted" }, released: events })
    }))
  })

  it("never holds a consent update, whatever the state", () => {
    const states = fc.constantFrom<HoldBack>(undecided, { status: "granted" }, { status: "denied" })
    fc.assert(fc.property(states, choice, (state, c) => {
      const update = consentUpdateOf(c)
      expect(offerEvent(state, update)).toEqual({ state, release: [update] })
    }))
  })

  it("keeps at most the newest maxHeldEvents while undecided", () => {
    fc.assert(fc.property(fc.array(tracked, { minLength: maxHeldEvents, maxLength: maxHeldEvents + 20 }), (events) => {
      const { state } = offerAll(undecided, events)
      expect(state.status === "undecided" ? state.queue : []).toEqual(events.slice(-maxHeldEvents))
    }), { numRuns: 20 })
  })

  it("a later change of mind releases nothing that was dropped", () => {
    fc.assert(fc.property(fc.array(tracked, { maxLength: 10 }), (events) => {
      const denied = decideConsent(offerAll(undecided, events).state, { analytics: false, marketing: false })
      const granted = decideConsent(denied.state, { analytics: true, marketing: false })
      expect(granted.release).toEqual([consentUpdateOf({ analytics: true, marketing: false })])
    }))
  })
})
