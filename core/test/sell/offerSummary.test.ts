import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Result } from "effect"
import type { FunnelState } from "../../src/sell/funnelState.ts"
import { offerSummary } from "../../src/sell/offerSummary.ts"
import { buildSellOrderPayload } from "../../src/sell/sellOrder.ts"
import { arbOfferChoice, arbSellOrderInput } from "../support/sellArbitraries.ts"

/** The input's devices with some choices taken away (undefined: not chosen yet). */
const withChoices = (state: FunnelState, choices: ReadonlyArray<1 | 2 | undefined>): FunnelState => ({
  ...state,
  items: state.items.map((item, i) => {
    const { offer: _offer, ...rest } = item
    const choice = choices[i]
    return choice === undefined ? rest : { ...rest, offer: choice }
  })
})

describe("offerSummary", () => {
  it("is the sell order's totalEstimatedOffer once every device has its offer", () => {
    fc.assert(fc.property(arbSellOrderInput, (input) => {
      const payload = Result.getOrThrow(buildSellOrderPayload(input))
      expect(offerSummary(input.offers, input.state)).toEqual({ _tag: "Chosen", total: payload.totalEstimatedOffer })
    }))
  })

  it("never shows a total while a device has no offer: it counts them and says the most the sale brings", () => {
    fc.assert(fc.property(
      arbSellOrderInput.chain((input) => fc.tuple(
        fc.constant(input),
        fc.array(fc.option(arbOfferChoice, { nil: undefined }), { minLength: input.state.items.length, maxLength: input.state.items.length })
      )),
      ([input, choices]) => {
        const summary = offerSummary(input.offers, withChoices(input.state, choices))
        const missing = choices.filter((c) => c === undefined).length
        if (missing === 0) {
          expect(summary._tag).toBe("Chosen")
          return
        }
        expect(summary._tag).toBe("Choosing")
        if (summary._tag !== "Choosing") return
        expect(summary.missing).toBe(missing)
        // Any full choice brings at most `upTo`.
        const all = (choice: 1 | 2) => offerSummary(input.offers, withChoices(input.state, choices.map(() => choice)))
        for (const full of [all(1), all(2)]) {
          if (full._tag === "Chosen") expect(full.total).toBeLessThanOrEqual(summary.upTo)
        }
      }
    ))
  })

  it("sums the best option of each device before the choice (no 0,00)", () => {
    const option = (id: 1 | 2, total: number) => ({ id, value: total, voucher_value: 0, total_value: total, promotion_value: 0, previous_price: null })
    const offers = [
      { item_index: 0, item_name: "A", productImage: "/a.png", offers: [option(1, 160), option(2, 130)] },
      { item_index: 1, item_name: "B", productImage: "/b.png", offers: [option(1, 33.1), option(2, 27.2)] }
    ]
    const items = [{ category: 1 as const, config: {}, answers: {} }, { category: 1 as const, config: {}, answers: {}, offer: 2 as const }]
    expect(offerSummary(offers, { items })).toEqual({ _tag: "Choosing", upTo: 193.1, missing: 1 })
    expect(offerSummary(offers, { items: [{ ...items[0]!, offer: 1 }, items[1]!] })).toEqual({ _tag: "Chosen", total: 187.2 })
  })
})
