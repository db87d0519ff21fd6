import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Option } from "effect"
import type { FunnelSession } from "../../src/sell/stepGraph.ts"
import { isDescribed, repairFunnelState } from "../../src/sell/funnelRepair.ts"
import type { FunnelState } from "../../src/sell/funnelState.ts"
import { funnelContext, stepsFor } from "../../src/sell/stepGraph.ts"
import { startFunnel } from "../../src/sell/transitions.ts"
import { arbAcceptedItem, arbCategoryId, arbFunnelState, arbSession } from "../support/sellArbitraries.ts"
import { bare, iphoneItem, session, stateAt } from "./fixtures.ts"

/** The step the UI lands on for a reloaded URL. */
const closestValidStep = (state: FunnelState, s: FunnelSession) => repairFunnelState(state, s).step

describe("closest valid step", () => {
  it("keeps a fresh funnel at brand, for any category and session", () => {
    fc.assert(
      fc.property(fc.option(arbCategoryId, { nil: undefined }), arbSession, (category, s) => {
        const fresh = startFunnel(category)
        expect(repairFunnelState(fresh, s)).toEqual(fresh)
      })
    )
  })

  it("keeps a step whose prerequisites hold", () => {
    expect(closestValidStep(stateAt("battery", iphoneItem), session)).toBe("battery")
    expect(closestValidStep(stateAt("delivery", { ...iphoneItem, offer: 1 }), session)).toBe("delivery")
  })

  it("lands on the first unanswered step when the URL jumps ahead", () => {
    const item = { ...iphoneItem, answers: { "liquid-contact": [1] } }
    expect(closestValidStep(stateAt("offer", item), session)).toBe("burn-in")
  })

  it("lands on brand when the brand is missing", () => {
    expect(closestValidStep(stateAt("phone-defects", { category: 1, config: {}, answers: {} }), session)).toBe("brand")
  })

  it("lands on config until colour is there", () => {
    const item = { ...iphoneItem, config: { storage: 7 }, answers: {} }
    expect(closestValidStep(stateAt("liquid-contact", item), session)).toBe("config")
  })

  it("needs every device's offer choice after the offer step", () => {
    expect(closestValidStep(stateAt("delivery", iphoneItem), session)).toBe("offer")
  })

  it("lands on intro without a device", () => {
    expect(closestValidStep(stateAt("offer"), session)).toBe("intro")
  })

  it("never lands on congrats from a URL", () => {
    expect(closestValidStep(stateAt("congrats", { ...iphoneItem, offer: 1 }), { ...session, loggedIn: true })).toBe("delivery")
  })

  it("moves a signed-in seller from email to the offer, and from auth on to payment or delivery", () => {
    const signedIn = { ...session, loggedIn: true }
    expect(closestValidStep(stateAt("email", iphoneItem), signedIn)).toBe("offer")
    expect(closestValidStep(stateAt("auth", { ...iphoneItem, offer: 2 }), signedIn)).toBe("payment")
    expect(closestValidStep(stateAt("auth", { ...iphoneItem, offer: 1 }), signedIn)).toBe("delivery")
    // Signed out, the same URLs are steps of the path.
    expect(closestValidStep(stateAt("email", iphoneItem), session)).toBe("email")
    expect(closestValidStep(stateAt("auth", { ...iphoneItem, offer: 1 }), session)).toBe("auth")
  })

  it("never lands a signed-in seller on email or auth", () => {
    fc.assert(
      fc.property(arbFunnelState, arbSession, (state, s) => {
        const step = repairFunnelState(state, { ...s, loggedIn: true }).step
        expect(["email", "auth"]).not.toContain(step)
      })
    )
  })

  it("lands on not-accepted when an answer rules the device out", () => {
    const item = { ...iphoneItem, answers: { "liquid-contact": [2] } }
    expect(closestValidStep(stateAt("offer", item), session)).toBe("not-accepted")
    expect(closestValidStep(stateAt("not-accepted", item), session)).toBe("not-accepted")
  })

  it("does not accept not-accepted for an accepted device", () => {
    expect(closestValidStep(stateAt("not-accepted", iphoneItem), session)).toBe("offer")
  })

  it("replaces a step outside the device's path with the furthest reachable one", () => {
    // Email keeps nothing in the URL, so the furthest step is the offer, still to choose.
    expect(closestValidStep(stateAt("laptop-keyboard", iphoneItem), session)).toBe("offer")
  })

  it("drops earlier devices that are not fully described", () => {
    const repaired = repairFunnelState(stateAt("brand", bare(1), bare(2)), session)
    expect(repaired.items).toEqual([bare(2)])
  })

  it("always lands on a step of the repaired state's path or not-accepted, and is stable", () => {
    fc.assert(
      fc.property(arbFunnelState, arbSession, (state, s) => {
        const repaired = repairFunnelState(state, s)
        const ctx = funnelContext(repaired, s)
        const onPath = Option.isNone(ctx)
          ? repaired.step === "intro"
          : repaired.step === "not-accepted" || stepsFor(ctx.value).includes(repaired.step)
        return onPath && repaired.step !== "congrats" && closestValidStep(repaired, s) === repaired.step
      })
    )
  })
})

describe("fully described device", () => {
  it("is an accepted device with brand, model, config and every answer of its path", () => {
    fc.assert(fc.property(arbAcceptedItem, (item) => isDescribed(item)))
  })

  it("is not a device missing an answer of its path, its colour, its model or its brand", () => {
    const { "grading-case": _case, ...answers } = iphoneItem.answers
    const { model: _model, ...noModel } = iphoneItem
    const { brand: _brand, ...noBrand } = iphoneItem
    expect(isDescribed(iphoneItem)).toBe(true)
    expect(isDescribed({ ...iphoneItem, answers })).toBe(false)
    expect(isDescribed({ ...iphoneItem, config: { storage: 7, provider: 2 } })).toBe(false)
    expect(isDescribed(noModel)).toBe(false)
    expect(isDescribed(noBrand)).toBe(false)
  })

  it("is not a ruled-out device", () => {
    expect(isDescribed({ ...iphoneItem, answers: { ...iphoneItem.answers, "liquid-contact": [2] } })).toBe(false)
  })
})
