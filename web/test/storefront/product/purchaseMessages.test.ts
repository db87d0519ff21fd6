import { describe, expect, it } from "@effect/vitest"
import { cartMessageKeys } from "@shop/core/cart/cartEvents"
import cartNotices from "../../../messages/cart-notices/index.ts"
import { catalogues, UiLocales } from "../../../src/i18n/catalogues.ts"
import { productPageMessageKeys, productPageMessages } from "../../../src/storefront/product/purchaseMessages.ts"
import { keysBuiltIn, keysNamedIn, sourcesFrom } from "../../support/islandSources.ts"

const english: Readonly<Record<string, string>> = catalogues.en

describe("the product page's island text", () => {
  it("holds every key the product page's islands name (ShopClient and PurchasePanel with what they import from web), or the cart notices do", () => {
    const files = sourcesFrom(["src/client/ShopClient.tsx", "src/storefront/product/PurchasePanel.tsx", "src/client/cart/cartEngine.ts", "src/client/toasts/ToastRegion.tsx"], { web: "only" })
    expect(files.length).toBeGreaterThan(5)
    const missing = [...keysNamedIn(files, english), ...keysBuiltIn(files, english)].filter((key) => !productPageMessageKeys.includes(key as never) && !(key in cartNotices.en))
    expect(missing).toEqual([])
  })

  it("leaves what is said after a change to the cart notices, which the page does not carry", () => {
    const notices = Object.keys(cartNotices.en)
    expect(notices).toContain("product-added-title")
    // Every toast core's cart rules can raise, and the sync notice, is a notice (core's keys are not in
    // the islands' sources the first test reads).
    expect([...cartMessageKeys, "cart-sync-dropped-title", "cart-sync-dropped-body"].filter((key) => !notices.includes(key))).toEqual([])
    expect(notices.filter((key) => productPageMessageKeys.includes(key as never))).toEqual([])
    for (const locale of UiLocales) expect(Object.keys(cartNotices[locale]).sort()).toEqual([...notices].sort())
  })

  it("is the catalogue's own text in every locale", () => {
    for (const locale of UiLocales) {
      const messages = productPageMessages(locale)
      expect(Object.keys(messages).sort()).toEqual([...new Set(productPageMessageKeys)].sort())
      for (const key of productPageMessageKeys) expect(messages[key]).toBe(catalogues[locale][key])
    }
  })

  // The page's HTML carries these as the islands' props (issue 15: the whole catalogue made up most of
  // a 125 KiB product page). A size check, not a speed check: it fails when the selection grows a lot.
  it("stays a small part of the page in every locale", () => {
    for (const locale of UiLocales) {
      const bytes = Buffer.byteLength(JSON.stringify(productPageMessages(locale)))
      expect({ locale, withinBudget: bytes <= 8 * 1024 }).toEqual({ locale, withinBudget: true })
    }
  })
})
