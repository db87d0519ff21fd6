import { describe, expect, it } from "@effect/vitest"
import cartNotices from "../../messages/cart-notices/index.ts"
import { catalogues, type Messages, type UiLocale, UiLocales } from "../../src/i18n/catalogues.ts"
import {
  authPageMessages,
  cartPageMessages,
  checkoutPageMessages,
  sellFunnelMessages,
  sellLandingMessages
} from "../../src/storefront/pageMessages.ts"
import { keysBuiltIn, keysNamedIn, type NotAMessage, sourcesFrom } from "../support/islandSources.ts"

/** The sell API's idempotency key (`sell-<fingerprint>`) is no message. */
const notMessages: ReadonlyArray<NotAMessage> = [{ file: "adapters/src/http/SellApiFetch.ts", prefix: "sell-" }]
const english: Readonly<Record<string, string>> = catalogues.en
/** Every page's islands sit in ShopClient, which runs the cart engine and its toasts. */
const shopClient = ["src/client/ShopClient.tsx", "src/client/cart/cartEngine.ts", "src/client/toasts/ToastRegion.tsx"]

const pages: ReadonlyArray<{ readonly page: string; readonly islands: ReadonlyArray<string>; readonly messages: (locale: UiLocale) => Messages }> = [
  { page: "cart", islands: [...shopClient, "src/storefront/cart/CartPage.tsx", "src/storefront/cart/CartExtraPage.tsx", "src/storefront/cart/CartLoginPage.tsx"], messages: cartPageMessages },
  { page: "checkout", islands: [...shopClient, "src/storefront/checkout/FinalizeCheckout.tsx"], messages: checkoutPageMessages },
  { page: "sell landing", islands: [...shopClient, "src/storefront/sell/SellStart.tsx"], messages: sellLandingMessages },
  { page: "sell funnel", islands: [...shopClient, "src/storefront/sell/SellFunnel.tsx"], messages: sellFunnelMessages },
  { page: "sign-in", islands: ["src/storefront/auth/AuthForm.tsx", "src/storefront/auth/LogoutNow.tsx"], messages: authPageMessages }
]

describe("each page's island text", () => {
  for (const { page, islands, messages } of pages) {
    it(`${page}: holds every key its islands name or build, with what they import from web and core (or the cart notices do)`, () => {
      const files = sourcesFrom(islands)
      expect(files.length).toBeGreaterThan(islands.length)
      const held = messages("en")
      const missing = [...keysNamedIn(files, english), ...keysBuiltIn(files, english, notMessages)].filter((key) => !(key in held) && !(key in cartNotices.en))
      expect([...new Set(missing)]).toEqual([])
    })

    it(`${page}: is the catalogue's own text, the same keys in every locale, and not the whole catalogue`, () => {
      const keys = Object.keys(messages("en")).sort()
      for (const locale of UiLocales) {
        const chosen = messages(locale)
        expect(Object.keys(chosen).sort()).toEqual(keys)
        for (const key of keys) expect(chosen[key as keyof Messages]).toBe(catalogues[locale][key as keyof Messages])
      }
      expect(keys.length).toBeLessThan(Object.keys(english).length / 2)
    })
  }
})
