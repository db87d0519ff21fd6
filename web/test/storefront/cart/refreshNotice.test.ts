import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { catalogues, UiLocales } from "../../../src/i18n/catalogues.ts"
import { refreshNotice } from "../../../src/storefront/cart/refreshNotice.ts"

describe("the notice after the load-time cart refresh", () => {
  it("says nothing when the prices were checked and nothing left the cart", () => {
    expect(refreshNotice({ _tag: "Refreshed", removedCount: 0 })).toBeNull()
  })

  it("counts the devices that sold out, for any count", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (removedCount) => {
        expect(refreshNotice({ _tag: "Refreshed", removedCount })).toEqual({
          kind: "warning",
          key: "cart-notice-sold-out",
          values: { count: removedCount }
        })
      })
    )
  })

  it("tells a cleared cart apart from a failed check (the cart kept)", () => {
    expect(refreshNotice({ _tag: "Cleared" })).toEqual({ kind: "warning", key: "cart-notice-cleared" })
    expect(refreshNotice({ _tag: "Failed" })).toEqual({ kind: "error", key: "cart-notice-refresh-failed" })
  })

  it("has its sentences in every language, the sold-out one plural-aware", () => {
    for (const locale of UiLocales) {
      for (const key of ["cart-notice-sold-out", "cart-notice-cleared", "cart-notice-refresh-failed"] as const) {
        expect(catalogues[locale][key].length, `${locale}:${key}`).toBeGreaterThan(0)
      }
      expect(catalogues[locale]["cart-notice-sold-out"]).toContain("{count, plural,")
    }
  })
})
