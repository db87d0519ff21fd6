import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Result } from "effect"
import { brandIds } from "../../src/sell/brands.ts"
import { encodeFunnelQuery } from "../../src/sell/funnelQuery.ts"
import { emptyFunnelState, type FunnelState } from "../../src/sell/funnelState.ts"
import {
  addDevice,
  answerStep,
  back,
  chooseBrand,
  chooseCategory,
  chooseConfig,
  chooseModel,
  chooseOffer,
  continueStep,
  startFunnel
} from "../../src/sell/transitions.ts"
import { arbCategoryId, arbSession } from "../support/sellArbitraries.ts"
import { iphoneItem, session, stateAt } from "./fixtures.ts"

const ok = (result: Result.Result<FunnelState, unknown>): FunnelState => Result.getOrThrow(result)
const refusal = (result: Result.Result<FunnelState, { readonly reason: string }>) =>
  Result.isFailure(result) ? result.failure.reason : "accepted"

/** Drives an iPhone through the funnel up to the offer step. */
const iphoneAtOffer = (s = session): FunnelState => {
  let state = ok(chooseCategory(emptyFunnelState, 1))
  state = ok(chooseBrand(state, brandIds.apple, s))
  state = ok(chooseModel(state, { id: 12, name: "iPhone 12" }, s))
  state = ok(chooseConfig(state, "colour", 4, false, s))
  state = ok(chooseConfig(state, "storage", 7, false, s))
  state = ok(chooseConfig(state, "provider", 2, false, s))
  for (const answer of [[1], [3], [6], [10], [14], [22]]) state = ok(answerStep(state, answer, s))
  return s.loggedIn ? state : ok(continueStep(state, s))
}

describe("starting the funnel", () => {
  it("opens at brand with a device of the category chosen on the landing", () => {
    expect(startFunnel(4)).toEqual({ step: "brand", items: [{ category: 4, config: {}, answers: {} }] })
  })

  it("sells a smartphone when no category was chosen", () => {
    expect(startFunnel()).toEqual({ step: "brand", items: [{ category: 1, config: {}, answers: {} }] })
  })

  it("takes the brand from a fresh start", () => {
    const state = ok(chooseBrand(startFunnel(), brandIds.apple, session))
    expect(state).toEqual({ step: "model", items: [{ category: 1, brand: brandIds.apple, config: {}, answers: {} }] })
  })

  it("starts where choosing the category at intro leads", () => {
    fc.assert(
      fc.property(arbCategoryId, (category) => {
        expect(startFunnel(category)).toEqual(ok(chooseCategory(emptyFunnelState, category)))
      })
    )
  })
})

describe("forward transitions", () => {
  it("moves forward when the user answers", () => {
    const state = ok(chooseCategory(emptyFunnelState, 1))
    expect(state.step).toBe("brand")
    expect(ok(chooseBrand(state, brandIds.apple, session)).step).toBe("model")
  })

  it("walks an iPhone through its own path to the offer", () => {
    const state = iphoneAtOffer()
    expect(state.step).toBe("offer")
    expect(state.items[0]?.answers).toEqual(iphoneItem.answers)
  })

  it("stays on config until colour and the category's required attributes are chosen", () => {
    let state = stateAt("config", { category: 1, brand: 3, model: { id: 12, name: "iPhone 12" }, config: {}, answers: {} })
    state = ok(chooseConfig(state, "storage", 7, false, session))
    expect(state.step).toBe("config")
    state = ok(chooseConfig(state, "provider", 2, false, session))
    expect(state.step).toBe("config")
    state = ok(chooseConfig(state, "colour", 4, false, session))
    expect(state.step).toBe("liquid-contact")
  })

  it("leaves config with colour and the toast flag", () => {
    const state = stateAt("config", { category: 4, brand: 3, model: { id: 40, name: "Watch 8" }, config: {}, answers: {} })
    expect(ok(chooseConfig(state, "colour", 4, true, session)).step).toBe("burn-in")
  })

  it("ends at not-accepted after a ruling-out answer", () => {
    const state = stateAt("liquid-contact", { ...iphoneItem, answers: {} })
    expect(ok(answerStep(state, [2], session)).step).toBe("not-accepted")
  })

  it("refuses an answer the step does not take", () => {
    const state = stateAt("phone-defects", iphoneItem)
    expect(refusal(answerStep(state, [22, 23], session))).toBe("invalid-answer")
    expect(refusal(answerStep(stateAt("offer", iphoneItem), [22], session))).toBe("wrong-step")
  })

  it("refuses to answer a step that is not on the device's path", () => {
    expect(refusal(answerStep(stateAt("laptop-keyboard", iphoneItem), [121], session))).toBe("wrong-step")
  })

  it("changing the brand clears the model, config and answers", () => {
    const state = ok(chooseBrand(stateAt("brand", { ...iphoneItem, offer: 1 }), brandIds.samsung, session))
    expect(state.items[0]).toEqual({ category: 1, brand: brandIds.samsung, config: {}, answers: {} })
  })

  it("advances from offer only on continue, once every device has an offer", () => {
    const atOffer = iphoneAtOffer()
    const chosen = ok(chooseOffer(atOffer, 0, 1))
    expect(chosen.step).toBe("offer")
    expect(refusal(continueStep(atOffer, session))).toBe("offer-missing")
    expect(ok(continueStep(chosen, session)).step).toBe("auth")
  })

  it("asks payout details after auth for the instant sell", () => {
    const state = ok(continueStep(ok(chooseOffer(iphoneAtOffer(), 0, 2)), session))
    expect(ok(continueStep(state, session)).step).toBe("payment")
  })

  it("goes from auth to delivery in the payment-test variant", () => {
    const s = { ...session, paymentTest: true }
    const state = ok(continueStep(ok(chooseOffer(iphoneAtOffer(s), 0, 2)), s))
    expect(state.step).toBe("auth")
    expect(ok(continueStep(state, s)).step).toBe("delivery")
  })

  it("skips email and auth for a logged-in user", () => {
    const s = { ...session, loggedIn: true }
    const state = ok(answerStep(stateAt("phone-defects", { ...iphoneItem, answers: { ...iphoneItem.answers } }), [22], s))
    expect(state.step).toBe("offer")
    expect(ok(continueStep(ok(chooseOffer(state, 0, 1)), s)).step).toBe("delivery")
  })

  it("reaches congrats from delivery", () => {
    expect(ok(continueStep(stateAt("delivery", { ...iphoneItem, offer: 1 }), session)).step).toBe("congrats")
  })

  it("adds another device from the offer step, starting at brand", () => {
    const state = ok(addDevice(iphoneAtOffer(), 2))
    expect(state.step).toBe("brand")
    expect(state.items).toHaveLength(2)
    expect(state.items[1]).toEqual({ category: 2, config: {}, answers: {} })
  })
})

describe("back", () => {
  it("trims the answer of the step it returns to", () => {
    const state = back(stateAt("grading-display", { ...iphoneItem, answers: { "liquid-contact": [1], "burn-in": [3] } }), session)
    expect(state.step).toBe("burn-in")
    expect(state.items[0]?.answers).toEqual({ "liquid-contact": [1] })
  })

  it("clears the chosen title (the model) when going back to model", () => {
    const state = back(stateAt("config", { ...iphoneItem, config: {}, answers: {} }), session)
    expect(state.step).toBe("model")
    expect(state.items[0]?.model).toBeUndefined()
    expect(state.items[0]?.brand).toBe(3)
  })

  it("clears the offer choice when going back to the offer", () => {
    const state = back(stateAt("auth", { ...iphoneItem, offer: 2 }), session)
    expect(state.step).toBe("offer")
    expect(state.items[0]?.offer).toBeUndefined()
  })

  it("drops a new device and returns to the offer of the earlier ones", () => {
    const state = back(stateAt("brand", { ...iphoneItem, offer: 1 }, { category: 2, config: {}, answers: {} }), session)
    expect(state).toEqual(stateAt("offer", { ...iphoneItem, offer: 1 }))
  })

  it("returns from brand to intro for the first device", () => {
    expect(back(stateAt("brand", { category: 2, config: {}, answers: {} }), session)).toEqual(stateAt("intro"))
  })

  it("stays on intro and on congrats", () => {
    expect(back(stateAt("intro"), session)).toEqual(stateAt("intro"))
    const done = stateAt("congrats", { ...iphoneItem, offer: 1 })
    expect(back(done, session)).toEqual(done)
  })

  it("trims only the last query parameters, all the way back to intro", () => {
    fc.assert(
      fc.property(arbSession, (s) => {
        let state = iphoneAtOffer(s)
        while (state.step !== "intro") {
          const previous = back(state, s)
          expect(encodeFunnelQuery(state).startsWith(encodeFunnelQuery(previous))).toBe(true)
          expect(previous.step).not.toBe(state.step)
          state = previous
        }
      }),
      { numRuns: 20 }
    )
  })
})
