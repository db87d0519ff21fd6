import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { Result, Schema } from "effect"
import { decodeFunnel, decodeFunnelQuery, encodeFunnelQuery } from "../../src/sell/funnelQuery.ts"
import { FunnelItem, type FunnelState } from "../../src/sell/funnelState.ts"
import { FunnelStepIds } from "../../src/sell/steps.ts"
import { arbFunnelState } from "../support/sellArbitraries.ts"
import { bare, iphoneItem, stateAt } from "./fixtures.ts"

const decoded = (step: string, search: string) => Result.getOrThrow(decodeFunnel(step, search))
const failure = (search: string) => {
  const result = decodeFunnelQuery(search)
  return Result.isFailure(result) ? result.failure : undefined
}
/** state -> (step for the path, query string) -> state */
const roundTrip = (state: FunnelState) => decoded(state.step, encodeFunnelQuery(state))

describe("funnel query codec", () => {
  it("writes only the items, each with its parameters in funnel order", () => {
    const query = encodeFunnelQuery(stateAt("battery", { ...iphoneItem, answers: { "liquid-contact": [1], "burn-in": [3] } }))
    expect(query).toBe(
      "0.category=1&0.brand=3&0.model=12-iPhone%2012&0.colour=4&0.storage=7&0.provider=2&0.liquid-contact=1&0.burn-in=3"
    )
  })

  it("takes the step from the path, never from the query", () => {
    const query = encodeFunnelQuery(stateAt("model", { category: 1, brand: 3, config: {}, answers: {} }))
    expect(decoded("model", query).step).toBe("model")
    expect(decoded("model", `step=offer&${query}`)).toEqual(decoded("model", query))
  })

  it("refuses a step SPEC 2.5 does not name with a FunnelQueryError", () => {
    for (const step of ["checkout", "", "Brand", "brand/"]) {
      const result = decodeFunnel(step, "0.category=1")
      expect(Result.isFailure(result) && result.failure._tag).toBe("FunnelQueryError")
    }
  })

  it("keeps a list of items and their offer choices", () => {
    const state = stateAt("offer", { ...iphoneItem, offer: 2 }, { category: 5, config: {}, answers: {}, offer: 1 })
    expect(roundTrip(state)).toEqual(state)
    expect(encodeFunnelQuery(state)).toContain("&0.offer=2&1.category=5&1.offer=1")
  })

  it("writes multi-choice answers as a comma list", () => {
    const query = encodeFunnelQuery(stateAt("offer", { ...iphoneItem, answers: { "phone-defects": [23, 29] } }))
    expect(query.endsWith("&0.phone-defects=23,29")).toBe(true)
  })

  it("round-trips every state exactly: state -> (step, query) -> state", () => {
    fc.assert(
      fc.property(arbFunnelState, (state) => {
        const query = encodeFunnelQuery(state)
        expect(decoded(state.step, query)).toEqual(state)
        expect(encodeFunnelQuery(decoded(state.step, query))).toBe(query)
      })
    )
  })

  // Items holding only their category once wrote no parameter, leaving a gap that failed to decode.
  const regressions: ReadonlyArray<readonly [string, FunnelState]> = [
    ["a bare item between two described ones", stateAt("offer", { ...iphoneItem, offer: 1 }, bare(5), { ...iphoneItem, offer: 2 })],
    ["a bare first item", stateAt("brand", bare(2), bare(3))],
    ["a lone bare item at brand", stateAt("brand", bare(1))],
    ["no item at intro", stateAt("intro")]
  ]
  for (const [what, state] of regressions) {
    it(`round-trips ${what}`, () => {
      expect(roundTrip(state)).toEqual(state)
    })
  }

  it("has no device without a category, in the state or in the query", () => {
    expect(Result.isFailure(Schema.decodeUnknownResult(FunnelItem)({ config: {}, answers: {} }))).toBe(true)
    expect(failure("0.category=1&0.brand=3&1.brand=3")?._tag).toBe("FunnelQueryError")
  })

  it("accepts a leading question mark and ignores parameters outside the funnel", () => {
    const query = encodeFunnelQuery(stateAt("model", { category: 1, brand: 3, config: {}, answers: {} }))
    expect(decoded("model", `?utm_source=news&${query}&fbclid=abc`)).toEqual(decoded("model", query))
  })

  it("reads no device from an empty query", () => {
    expect(decoded("intro", "")).toEqual({ step: "intro", items: [] })
  })

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.constantFrom(...FunnelStepIds, "x"), fc.string({ unit: "binary", maxLength: 200 }), (step, text) => {
        const result = decodeFunnel(step, text)
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
    ["an item without a category", "0.brand=3"],
    ["an unknown category", "0.category=9"],
    ["a non-canonical id", "0.category=1&0.brand=03"],
    ["a negative id", "0.category=1&0.brand=-3"],
    ["a model without a name", "0.category=1&0.model=12"],
    ["a choice of another step", "0.category=1&0.phone-defects=28"],
    ["an exclusive choice with another", "0.category=1&0.phone-defects=22,23"],
    ["two answers on a single-choice step", "0.category=1&0.liquid-contact=1,2"],
    ["an empty answer", "0.category=1&0.phone-defects="],
    ["an unknown offer", "0.category=1&0.offer=3"],
    ["an unknown item field", "0.category=1&0.password=x"],
    ["a repeated parameter", "0.category=1&0.brand=1&0.brand=2"],
    ["a gap in the item list", "1.category=1"],
    ["too many items", "10.category=1"],
    ["malformed percent-encoding", "0.category=1&0.model=1-%E0%A4%A"],
    ["a malformed item index", "01.category=1"]
  ]
  for (const [what, search] of tampered) {
    it(`refuses ${what} with a FunnelQueryError`, () => {
      expect(failure(search)?._tag).toBe("FunnelQueryError")
    })
  }
})
