import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import * as fc from "fast-check"
import { validateMaxLength } from "../../src/validation/index.ts"

describe("validateMaxLength", () => {
  it("passes exactly the values of at most max characters once trimmed; a blank one passes", () =>
    fc.assert(fc.property(fc.option(fc.string({ maxLength: 40 }), { nil: null }), fc.integer({ min: 0, max: 30 }), (value, max) => {
      const check = validateMaxLength(value, max)
      const length = (value ?? "").trim().length
      expect(Option.getOrNull(check)).toBe(length <= max ? null : "text-too-long")
    })))
})
