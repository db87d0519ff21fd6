import { describe, expect, it, vi } from "vitest"
import { defaultCartFeatureFlags } from "@shop/core/cart/context"
import * as fc from "fast-check"

vi.mock("server-only", () => ({}))
const { parseCartFeatures, shopDefaultFlags } = await import("../../src/server/cartFlags.ts")

const names = Object.keys(defaultCartFeatureFlags) as ReadonlyArray<keyof typeof defaultCartFeatureFlags>

describe("CART_FEATURES", () => {
  it("shows the cross-sell modal, the upsell page and the carousel cart when unset", () => {
    expect(parseCartFeatures(undefined)).toEqual(shopDefaultFlags)
    expect(parseCartFeatures("  ")).toEqual(shopDefaultFlags)
    expect([shopDefaultFlags.crossSellModal, shopDefaultFlags.upsellPage, shopDefaultFlags.carouselCart]).toEqual([true, true, true])
  })

  it("turns every flag off with none", () => {
    expect(parseCartFeatures("none")).toEqual(defaultCartFeatureFlags)
  })

  it("turns on exactly the flags it names, in any order and spacing", () => {
    fc.assert(fc.property(fc.subarray([...names]), fc.boolean(), (chosen, spaced) => {
      fc.pre(chosen.length > 0)
      const flags = parseCartFeatures(chosen.join(spaced ? " , " : ","))
      for (const name of names) expect(flags[name]).toBe(chosen.includes(name))
    }))
  })

  it("refuses an unknown flag, naming it", () => {
    expect(() => parseCartFeatures("crossSellModal,upsale")).toThrow(/upsale/)
  })
})
