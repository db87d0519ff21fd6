import { describe, expect, it, vi } from "vitest"
import { defaultCartFeatureFlags } from "@shop/core/cart/context"
import { Result } from "effect"
import * as fc from "fast-check"
import { parseCartFeatures as parse, shopDefaultFlags } from "../../src/server/cartFlags.ts"

vi.mock("server-only", () => ({}))
const { settingsOf } = await import("../../src/server/settings.ts")

const parseCartFeatures = (setting: string) => Result.getOrThrow(parse(setting))

const names = Object.keys(defaultCartFeatureFlags) as ReadonlyArray<keyof typeof defaultCartFeatureFlags>

describe("CART_FEATURES", () => {
  it("shows the cross-sell modal, the upsell page and the carousel cart when unset", () => {
    expect(settingsOf({}).cartFeatures).toEqual(shopDefaultFlags)
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

  it("refuses an unknown flag, naming it: the server does not start", () => {
    expect(parse("crossSellModal,upsale")).toEqual(Result.fail(expect.stringContaining("upsale")))
    expect(() => settingsOf({ CART_FEATURES: "crossSellModal,upsale" })).toThrow(/CART_FEATURES names upsale/)
  })
})
