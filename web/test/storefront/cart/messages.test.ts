import { describe, expect, it } from "@effect/vitest"
import { validateLimits } from "@shop/core/cart/limits"
import { cartStateArb, limitationsArb } from "@shop/core/test-support/cartArbitraries"
import fc from "fast-check"
import { UiLocales } from "../../../src/i18n/catalogues.ts"
import { translatorFor } from "../../../src/i18n/translator.ts"
import { batteryLabelKey } from "../../../src/storefront/cart/CartLine.tsx"
import { limitsMessage } from "../../../src/storefront/cart/limitsMessage.ts"

describe("cart texts", () => {
  it("has a limits sentence exactly when core's verdict is not Valid, and it formats", () => {
    const tr = translatorFor("ro")
    fc.assert(
      fc.property(cartStateArb({ maxLines: 6 }), limitationsArb, (cart, limits) => {
        const verdict = validateLimits(cart, limits)
        const message = limitsMessage(verdict)
        expect(message === null).toBe(verdict._tag === "Valid")
        if (message !== null) expect(tr.t(message.key, message.values)).toMatch(/\d/)
      })
    )
  })

  it("translates core's battery data values instead of showing them", () => {
    expect(translatorFor("en").t(batteryLabelKey.Noua)).toBe("new")
    expect(translatorFor("bg").t(batteryLabelKey.Standard)).not.toBe("Standard")
  })

  it("says the euro equivalent the way the product page says it, in every language", () => {
    const amount = "197,87 €"
    for (const locale of UiLocales) {
      const tr = translatorFor(locale)
      expect(tr.t("cart-summary-euro", { amount })).toBe(tr.t("product-euro-equivalent", { amount }))
    }
    expect(translatorFor("bg").t("cart-summary-euro", { amount })).toBe("≈ 197,87 €")
  })
})
