import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { PhoneNumber } from "libphonenumber-js/core"
import full from "libphonenumber-js/max/metadata"
import minimal from "libphonenumber-js/min/metadata"
import libphonenumberPackage from "libphonenumber-js/package.json" with { type: "json" }
import { MarketCodes } from "@shop/core/markets/market"
import { phoneNumbersSuite } from "@shop/core/test-support/phoneNumbersSuite"
import { phoneNumbersTable, PhoneNumbersTable } from "@shop/core/test-support/phoneNumbersTable"
import { marketMetadata, marketMetadataSource } from "../../src/phone/marketMetadata.ts"
import { libphonenumberPlan, makeLibphonenumberPlan, PhoneNumbersLibphonenumber } from "../../src/phone/PhoneNumbersLibphonenumber.ts"
import { sliceMetadata } from "../../src/phone/sliceMetadata.ts"

phoneNumbersSuite("libphonenumber", PhoneNumbersLibphonenumber.layer)
// The fake of core's tests answers what this adapter answers, for every number it knows.
phoneNumbersSuite("core's table fake", PhoneNumbersTable.layer)

describe("the markets' metadata", () => {
  it("is the installed libphonenumber-js's complete metadata for RO, BG, HU and GR (run generateMetadata.ts after an upgrade)", () => {
    expect(marketMetadataSource).toBe(`libphonenumber-js ${libphonenumberPackage.version}`)
    expect(marketMetadata).toEqual(sliceMetadata(full))
    expect(Object.keys(marketMetadata.countries).sort()).toEqual([...MarketCodes].sort())
  })

  it("answers as the world's complete metadata for any digits in the four markets (property)", () => {
    const world = makeLibphonenumberPlan(full)
    fc.assert(fc.property(
      fc.constantFrom(...MarketCodes),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 5, maxLength: 13 }).map((d) => d.join("")),
      (market, digits) => {
        expect(libphonenumberPlan.kindOf(market, digits)).toEqual(world.kindOf(market, digits))
      }
    ), { numRuns: 2000 })
  })

  it("is the complete set, not the minimal one: the minimal checks lengths only, takes numbers nobody has and knows no types", () => {
    const onMinimal = new PhoneNumber("+40390536228", minimal)
    // Issue 17's example: the minimal metadata says +40 390 536 228 is valid; the complete one knows it is not.
    expect(onMinimal.isValid()).toBe(true)
    expect(onMinimal.getType()).toBeUndefined()
    expect(new PhoneNumber("+40390536228", full).isValid()).toBe(false)
    expect(libphonenumberPlan.kindOf("RO", "390536228")).toEqual(Option.none())
  })

  it("the table fake knows only what it lists", () => {
    expect(phoneNumbersTable.kindOf("RO", "744123456")).toEqual(Option.none())
    expect(libphonenumberPlan.kindOf("RO", "744123456")).toEqual(Option.some("mobile"))
  })
})
