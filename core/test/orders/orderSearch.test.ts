import { describe, expect, it } from "@effect/vitest"
import { nationalDigits, orderTextSearch } from "../../src/orders/orderSearch.ts"

describe("staff order search words", () => {
  it("searches the reference prefix, the email and the phone's national digits", () => {
    expect(orderTextSearch("  ")).toBeNull()
    expect(orderTextSearch("3f2a9c1e")).toEqual({ idPrefix: "3f2a9c1e", email: "3f2a9c1e", phoneDigits: null })
    expect(orderTextSearch("Ana@Example.ro")).toEqual({ idPrefix: null, email: "ana@example.ro", phoneDigits: null })
    expect(orderTextSearch("0722 123 456")?.phoneDigits).toBe("722123456")
    expect(orderTextSearch("+40 722 123 456")?.phoneDigits).toBe("722123456")
    expect(orderTextSearch("0040722123456")?.phoneDigits).toBe("722123456")
    expect(orderTextSearch("+359 88 123 4567")?.phoneDigits).toBe("881234567")
    expect(orderTextSearch("12")).toEqual({ idPrefix: null, email: null, phoneDigits: null })
    expect(nationalDigits("0612345678")).toBe("612345678")
  })
})
