import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Option } from "effect"
import { Categories, categoryIds } from "../../src/catalog/category.ts"
import { brandIds } from "../../src/sell/brands.ts"
import {
  answerStepsFor,
  funnelContext,
  nextStep,
  nextStepAfter,
  previousStep,
  shownStepFor,
  stepGraph,
  stepsFor,
  type StepContext
} from "../../src/sell/stepGraph.ts"
import { isTerminalStep, type FunnelStepId } from "../../src/sell/steps.ts"
import { arbAnswers, arbStepContext } from "../support/sellArbitraries.ts"
import { rulesOutDevice } from "../../src/sell/choices.ts"
import type { FunnelItem, OfferChoice } from "../../src/sell/funnelState.ts"
import { bare, ctx, iphoneCtx, iphoneItem, session, stateAt } from "./fixtures.ts"

const next = (step: FunnelStepId, c: StepContext) => Option.getOrUndefined(nextStepAfter(step, undefined, c))

describe("step graph", () => {
  it("starts at intro and ends with congrats for every category", () => {
    for (const category of Categories) {
      const steps = stepsFor(ctx({ category }))
      expect(steps[0]).toBe("intro")
      expect(steps.at(-1)).toBe("congrats")
      expect(steps.slice(1, 4)).toEqual(["brand", "model", "config"])
    }
  })

  it("asks each category its own defect step", () => {
    expect(stepsFor(ctx({ category: "smartphone" }))).toContain("phone-defects")
    expect(stepsFor(ctx({ category: "tablet" }))).toContain("tablet-defects")
    expect(stepsFor(ctx({ category: "laptop" }))).toEqual(expect.arrayContaining(["laptop-keyboard", "laptop-defects"]))
    expect(stepsFor(ctx({ category: "smartwatch" }))).toContain("smartwatch-defects")
    expect(stepsFor(ctx({ category: "console" }))).toEqual(expect.arrayContaining(["console-controllers", "console-defects"]))
  })

  it("asks battery health only for Apple devices", () => {
    expect(stepsFor(iphoneCtx())).toContain("battery")
    expect(stepsFor(ctx({ category: "smartphone", brandId: brandIds.samsung }))).not.toContain("battery")
    expect(stepsFor(ctx({ category: "laptop", brandId: brandIds.apple, modelName: "MacBook Air" }))).toContain("battery")
  })

  it("asks burn-in only for OLED brands", () => {
    expect(stepsFor(ctx({ category: "smartphone", brandId: brandIds.samsung }))).toContain("burn-in")
    expect(stepsFor(ctx({ category: "smartphone", brandId: brandIds.xiaomi }))).not.toContain("burn-in")
    expect(stepsFor(ctx({ category: "laptop", brandId: brandIds.samsung }))).not.toContain("burn-in")
  })

  it("does not offer display defects for iPhone models", () => {
    expect(stepsFor(iphoneCtx())).not.toContain("display-defects")
    expect(stepsFor(ctx({ category: "smartphone", brandId: brandIds.samsung }))).toContain("display-defects")
    expect(stepsFor(ctx({ category: "tablet", brandId: brandIds.apple, modelName: "iPad Air" }))).toContain("display-defects")
  })

  it("knows an iPhone by its brand and the word iPhone in its name", () => {
    expect(stepsFor(iphoneCtx({ modelName: "Apple iPhone 12" }))).not.toContain("display-defects")
    expect(stepsFor(ctx({ category: "smartphone", brandId: brandIds.samsung, modelName: "iphone case" }))).toContain("display-defects")
    expect(stepsFor(ctx({ category: "smartphone", brandId: null, modelName: "iPhone 12" }))).toContain("display-defects")
  })

  it("asks email and auth only of logged-out users", () => {
    expect(stepsFor(ctx({ category: "smartphone", loggedIn: false }))).toEqual(expect.arrayContaining(["email", "auth"]))
    const loggedIn = stepsFor(ctx({ category: "smartphone", loggedIn: true }))
    expect(loggedIn).not.toContain("email")
    expect(loggedIn).not.toContain("auth")
  })

  it("asks payout details only for the instant-sell offer", () => {
    expect(stepsFor(ctx({ category: "smartphone", offerChoice: 2 }))).toContain("payment")
    expect(stepsFor(ctx({ category: "smartphone", offerChoice: 1 }))).not.toContain("payment")
    expect(stepsFor(ctx({ category: "smartphone", offerChoice: null }))).not.toContain("payment")
  })

  it("goes from auth straight to delivery in the payment-test variant", () => {
    expect(next("auth", ctx({ category: "smartphone", offerChoice: 2, paymentTest: true }))).toBe("delivery")
    expect(next("auth", ctx({ category: "smartphone", offerChoice: 2, paymentTest: false }))).toBe("payment")
  })

  it("puts email before the offer and auth after it", () => {
    const steps = stepsFor(ctx({ category: "tablet", offerChoice: 2 }))
    expect(steps.slice(-6)).toEqual(["email", "offer", "auth", "payment", "delivery", "congrats"])
  })

  it("still moves on from auth once the user has signed in there", () => {
    expect(next("auth", ctx({ category: "smartphone", loggedIn: true, offerChoice: 1 }))).toBe("delivery")
  })

  it("leads to not-accepted when liquid contact is answered yes", () => {
    const item = { ...iphoneItem, answers: { "liquid-contact": [2] } }
    expect(Option.getOrUndefined(nextStep(stateAt("liquid-contact", item), iphoneCtx()))).toBe("not-accepted")
  })

  it("leads to not-accepted when a defect rules the device out", () => {
    const item = { ...iphoneItem, answers: { ...iphoneItem.answers, "phone-defects": [27] } }
    expect(Option.getOrUndefined(nextStep(stateAt("phone-defects", item), iphoneCtx()))).toBe("not-accepted")
  })

  it("goes back from not-accepted to the step that ruled the device out", () => {
    const item = { ...iphoneItem, answers: { "liquid-contact": [1], "burn-in": [5] } }
    expect(Option.getOrUndefined(previousStep(stateAt("not-accepted", item), iphoneCtx()))).toBe("burn-in")
  })

  it("has no step before intro, none after congrats or not-accepted, and none back from congrats", () => {
    const c = ctx({ category: "console" })
    expect(Option.isNone(previousStep(stateAt("intro"), c))).toBe(true)
    expect(Option.isNone(nextStep(stateAt("congrats"), c))).toBe(true)
    expect(Option.isNone(nextStep(stateAt("not-accepted"), c))).toBe(true)
    expect(Option.isNone(previousStep(stateAt("congrats"), c))).toBe(true)
  })

  it("goes back along the same path it goes forward, up to delivery", () => {
    fc.assert(
      fc.property(arbStepContext, (c) => {
        const steps = stepsFor(c).filter((s) => !isTerminalStep(s))
        return steps.slice(1).every((step, i) => Option.getOrUndefined(previousStep(stateAt(step), c)) === steps[i])
      })
    )
  })

  it("takes the offer choice and category from the state", () => {
    const state = stateAt("offer", { ...iphoneItem, offer: 1 }, { ...bare(3), offer: 2 })
    const c = Option.getOrThrow(funnelContext(state, session))
    expect(c.category).toBe("laptop")
    expect(c.offerChoice).toBe(2)
    expect(Option.isNone(funnelContext(stateAt("intro"), session))).toBe(true)
  })
})

/** Walks forward from intro; without an item no answer rules the device out. */
const walk = (c: StepContext, item?: FunnelItem): ReadonlyArray<FunnelStepId> => {
  const visited: Array<FunnelStepId> = ["intro"]
  let step: FunnelStepId = "intro"
  while (!isTerminalStep(step) && visited.length < 40) {
    const following = nextStepAfter(step, item, c)
    if (Option.isNone(following)) break
    step = following.value
    visited.push(step)
  }
  return visited
}

const brands = [brandIds.apple, brandIds.samsung, brandIds.xiaomi, brandIds.nintendo, 777]
const offers: ReadonlyArray<OfferChoice | null> = [null, 1, 2]
const combos: Array<StepContext> = Categories.flatMap((category) =>
  brands.flatMap((brandId) =>
    ["iPhone 13", "Galaxy S22"].flatMap((modelName) =>
      [true, false].flatMap((loggedIn) =>
        offers.flatMap((offerChoice) =>
          [true, false].map((paymentTest) => ctx({ category, brandId, modelName, loggedIn, offerChoice, paymentTest }))
        )
      )
    )
  )
)

describe("reachability", () => {
  it("gives every reachable step a next step until congrats, for every combination", () => {
    for (const c of combos) {
      const path = walk(c)
      expect(path.at(-1)).toBe("congrats")
      expect(path).toEqual(stepsFor(c))
    }
  })

  it("gives every reachable step a next step until congrats or not-accepted (property)", () => {
    fc.assert(
      fc.property(arbStepContext, (c) => {
        const path = walk(c)
        return path.at(-1) === "congrats" && path.length <= 17
      })
    )
  })

  it("ends at not-accepted exactly when an answer on the path rules the device out", () => {
    fc.assert(
      fc.property(arbStepContext, arbAnswers, (c, answers) => {
        const item: FunnelItem = { category: categoryIds[c.category], config: {}, answers }
        const path = walk(c, item)
        const ruledOut = answerStepsFor(c).some((step) => (answers[step] ?? []).some(rulesOutDevice))
        return path.at(-1) === (ruledOut ? "not-accepted" : "congrats")
      })
    )
  })
})

describe("the step shown in place of another", () => {
  it("is the step itself when the context shows it, and the next shown step when it does not", () => {
    fc.assert(
      fc.property(arbStepContext, (c) => {
        const shown = stepsFor(c)
        for (const step of shown) expect(shownStepFor(step, undefined, c)).toBe(step)
        for (const step of ["email", "auth", "payment", "burn-in", "battery"] as const) {
          if (!stepGraph[c.category].some((r) => r.step === step)) continue
          const inPlace = shownStepFor(step, undefined, c)
          // Always a step of the context's path, never one before the step it stands for.
          expect(shown).toContain(inPlace)
          if (!shown.includes(step)) expect(inPlace).toBe(next(step, c))
        }
      })
    )
  })

  it("skips email and auth for a signed-in seller: email stands for the offer, auth for payment or delivery", () => {
    const signedIn = (offerChoice: OfferChoice | null) => ctx({ category: "smartphone", loggedIn: true, offerChoice })
    expect(shownStepFor("email", undefined, signedIn(null))).toBe("offer")
    expect(shownStepFor("auth", undefined, signedIn(2))).toBe("payment")
    expect(shownStepFor("auth", undefined, signedIn(1))).toBe("delivery")
    // Signed out, both are asked.
    expect(shownStepFor("email", undefined, ctx({ category: "smartphone", loggedIn: false }))).toBe("email")
  })

  it("keeps a step the category does not have (nothing stands in its place)", () => {
    expect(shownStepFor("laptop-keyboard", undefined, ctx({ category: "smartphone" }))).toBe("laptop-keyboard")
  })
})
