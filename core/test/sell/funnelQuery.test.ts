import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Result } from "effect"
import { decodeFunnelQuery, encodeFunnelQuery } from "../../src/sell/funnelQuery.ts"
import { arbFunnelState } from "../support/sellArbitraries.ts"
import { iphoneItem, stateAt } from "./fixtures.ts"

const decoded = (search: string) => Result.getOrThrow(decodeFunnelQuery(search))
const failure = (search: string) => {
  const result = decodeFunnelQuery(search)
  return Result.isFailure(result) ? result.failure : undefined
}

describe("funnel query codec", () => {
  it("writes the step first, then each item's parameters in funnel order", () => {
    const query = encodeFunnelQuery(stateAt("battery", { ...iphoneItem, answers: { "liquid-contact": [1], "burn-in": [3] } }))
    expect(query).toBe(
      "step=battery&0.category=1&0.brand=3&0.model=12-iPhone%2012&0.colour=4&0.storage=7&0.provider=2&0.liquid-contact=1&0.burn-in=3"
    )
  })

  it("keeps a list of items and their offer choices", () => {
    const state = stateAt("offer", { ...iphoneItem, offer: 2 }, { category: 5, config: {}, answers: {}, offer: 1 })
    expect(decoded(encodeFunnelQuery(state))).toEqual(state)
    expect(encodeFunnelQuery(state)).toContain("&0.offer=2&1.category=5&1.offer=1")
  })

  it("writes multi-choice answers as a comma list", () => {
    const query = encodeFunnelQuery(stateAt("offer", { ...iphoneItem, answers: { "phone-defects": [23, 29] } }))
    expect(query.endsWith("&0.phone-defects=23,29")).toBe(true)
  })

  it("round-trips every state exactly", () => {
    fc.assert(
      fc.property(arbFunnelState, (state) => {
        const query = encodeFunnelQuery(state)
        expect(decoded(query)).toEqual(state)
        expect(encodeFunnelQuery(decoded(query))).toBe(query)
      })
    )
  })

  it("accepts a leading question mark and ignores parameters outside the funnel", () => {
    const query = encodeFunnelQuery(stateAt("model", { category: 1, brand: 3, config: {}, answers: {} }))
    expect(decoded(`?utm_source=news&${query}&fbclid=abc`)).toEqual(decoded(query))
  })

  it("starts at intro when the query is empty", () => {
    expect(decoded("")).toEqual({ step: "intro", items: [] })
  })

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        const result = decodeFunnelQuery(text)
        return Result.isSuccess(result) || result.failure._tag === "FunnelQueryError"
      })
    )
  })

  it("never throws on tampered funnel queries", () => {
    const part = fc.constantFrom("step", "0.category", "0.brand", "0.model", "0.colour", "0.phone-defects", "1.offer", "0.offer", "12.brand", "0.x")
    const value = fc.oneof(fc.constantFrom("1", "22,23", "3-iPhone", "", "%E0", "01", "offer", "-1", "1e3"), fc.string({ maxLength: 8 }))
    fc.assert(
      fc.property(fc.array(fc.tuple(part, value), { maxLength: 12 }), (pairs) => {
        const result = decodeFunnelQuery(pairs.map(([k, v]) => `${k}=${v}`).join("&"))
        return Result.isSuccess(result) || result.failure._tag === "FunnelQueryError"
      })
    )
  })

  const tampered: ReadonlyArray<readonly [string, string]> = [
    ["an unknown step", "step=checkout"],
    ["an unknown category", "0.category=9"],
    ["a non-canonical id", "0.category=1&0.brand=03"],
    ["a negative id", "0.brand=-3"],
    ["a model without a name", "0.model=12"],
    ["a choice of another step", "0.phone-defects=28"],
    ["an exclusive choice with another", "0.phone-defects=22,23"],
    ["two answers on a single-choice step", "0.liquid-contact=1,2"],
    ["an empty answer", "0.phone-defects="],
    ["an unknown offer", "0.offer=3"],
    ["an unknown item field", "0.password=x"],
    ["a repeated parameter", "0.brand=1&0.brand=2"],
    ["a repeated step", "step=brand&step=model"],
    ["a gap in the item list", "1.category=1"],
    ["too many items", "10.category=1"],
    ["malformed percent-encoding", "0.model=1-%E0%A4%A"],
    ["a malformed item index", "01.category=1"]
  ]
  for (const [what, search] of tampered) {
    it(`refuses ${what} with a FunnelQueryError`, () => {
      expect(failure(search)?._tag).toBe("FunnelQueryError")
    })
  }
})
