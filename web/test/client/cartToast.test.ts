import { describe, expect, it } from "@effect/vitest"
import { cartMessageKeys, refusalToast } from "@shop/core/cart/cartEvents"
import { CartLimitExceeded, OutOfStock } from "@shop/core/cart/errors"
import { pathOf } from "@shop/core/routes/router"
import { markets } from "@shop/core/markets/market"
import type { MarketCode } from "@shop/core/markets/market"
import { cartToastText } from "../../src/client/cart/cartToastText.ts"
import { shopPathsOf } from "../../src/storefront/shopPaths.ts"
import { catalogues, UiLocales } from "../../src/i18n/catalogues.ts"
import { translatorOfMarket } from "../../src/i18n/translator.ts"

const codes = Object.keys(markets) as ReadonlyArray<MarketCode>

describe("the cart's toasts as shown", () => {
  it("every key core's cart toasts use is in every catalogue", () => {
    for (const locale of UiLocales) for (const key of cartMessageKeys) expect(catalogues[locale][key]).toBeTruthy()
  })

  it("translates core's keys and values in the market's language, the link going to the market's cart", () => {
    for (const market of codes) {
      const { t } = translatorOfMarket(market)
      const limit = new CartLimitExceeded({ rule: "TooManyLimitedItems", max: 2, modelName: "iPhone 13", storage: "128GB" })
      expect(cartToastText(refusalToast(limit), shopPathsOf(market), t)).toEqual({
        kind: "error",
        title: t("limit-toast-title"),
        body: t("limit-toast-body-model", { max: 2, model: "iPhone 13 128GB" }),
        link: { href: pathOf(market, "cart"), text: t("toast-see-cart") }
      })
      expect(cartToastText(refusalToast(new OutOfStock({ productId: 1, stock: 1 })), shopPathsOf(market), t).title).toBe(t("sorry-no-stock"))
    }
  })
})
