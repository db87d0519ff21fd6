import { describe, expect, it } from "@effect/vitest"
import cartNotices from "../../messages/cart-notices/index.ts"
import path from "node:path"
import { catalogueArea, catalogues, type Messages, type UiLocale, UiLocales } from "../../src/i18n/catalogues.ts"
import {
  authPageMessages,
  cartPageMessages,
  checkoutPageMessages,
  sellFunnelMessages,
  sellLandingMessages
} from "../../src/storefront/pageMessages.ts"
import { formMessages } from "../../src/client/humanCheck/formMessages.ts"
import { repoRoot, sourceFiles } from "../support/importGraph.ts"
import { keysBuiltIn, keysNamedIn, type NotAMessage, sourcesFrom } from "../support/islandSources.ts"

/** The sell API's idempotency key (`sell-<fingerprint>`) is no message. */
const notMessages: ReadonlyArray<NotAMessage> = [{ file: "adapters/src/http/SellApiFetch.ts", prefix: "sell-" }]
/**
 * Pages outside the funnel reach the sell API and core's sell rules through shared modules (the client
 * runtime, core's barrels) but never show a device's answer choices or a sell order's refusal.
 */
const notShownOutsideTheFunnel: ReadonlyArray<NotAMessage> = [
  ...notMessages,
  { file: "core/src/sell/choices.ts", prefix: "sell.choice." },
  { file: "adapters/src/http/SellApiFetch.ts", prefix: "sell.order." }
]
const english: Readonly<Record<string, string>> = catalogues.en
/** Every page's islands sit in ShopClient, which runs the cart engine and its toasts. */
const shopClient = ["src/client/ShopClient.tsx", "src/client/cart/cartEngine.ts", "src/client/toasts/ToastRegion.tsx"]

const pages: ReadonlyArray<{ readonly page: string; readonly islands: ReadonlyArray<string>; readonly messages: (locale: UiLocale) => Messages; readonly unshown?: ReadonlyArray<NotAMessage> }> = [
  { page: "cart", islands: [...shopClient, "src/storefront/cart/CartPage.tsx", "src/storefront/cart/CartExtraPage.tsx", "src/storefront/cart/CartLoginPage.tsx"], messages: cartPageMessages, unshown: notShownOutsideTheFunnel },
  { page: "checkout", islands: [...shopClient, "src/storefront/checkout/FinalizeCheckout.tsx"], messages: checkoutPageMessages, unshown: notShownOutsideTheFunnel },
  { page: "sell landing", islands: [...shopClient, "src/storefront/sell/SellStart.tsx"], messages: sellLandingMessages, unshown: notShownOutsideTheFunnel },
  { page: "sell funnel", islands: [...shopClient, "src/storefront/sell/SellFunnel.tsx"], messages: sellFunnelMessages },
  { page: "sign-in", islands: ["src/storefront/auth/AuthForm.tsx", "src/storefront/auth/LogoutNow.tsx"], messages: authPageMessages, unshown: notShownOutsideTheFunnel }
]

describe("each page's island text", () => {
  for (const { page, islands, messages, unshown } of pages) {
    it(`${page}: holds every key its islands name or build, with what they import from web and core (or the cart notices do)`, () => {
      const files = sourcesFrom(islands)
      expect(files.length).toBeGreaterThan(islands.length)
      const held = messages("en")
      const missing = [...keysNamedIn(files, english, unshown ?? notMessages), ...keysBuiltIn(files, english, unshown ?? notMessages)].filter((key) => !(key in held) && !(key in cartNotices.en))
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

/**
 * Keys the server side hands back to an island (an API's refusal, a quote's reason) outside the common
 * area, by the file that names them, with the pages whose islands receive them. A new one fails the
 * test below until it is placed: in common, or in the selections of the pages that show it.
 */
const serverKeysBeyondCommon: ReadonlyArray<{ readonly file: string; readonly receivers: ReadonlyArray<(locale: UiLocale) => Messages> }> = [
  // The human check's refusal: a sell order and a registration carry a human check.
  { file: "core/src/backend/contact/requireHuman.ts", receivers: [sellFunnelMessages, authPageMessages, formMessages] },
  // The same, as the field of a registration, a review, a contact message or a sell order.
  { file: "web/src/server/humanCheck.ts", receivers: [sellFunnelMessages, authPageMessages, formMessages] },
  // Why a device is not bought: the funnel's not-accepted step.
  { file: "core/src/backend/sell/priceDevice.ts", receivers: [sellFunnelMessages] },
  // A trade-in the checkout's server quote no longer accepts: the checkout shows trade-in-refused
  // (orderFailure.ts); the reason is kept on the sell order, which the funnel's texts describe.
  { file: "core/src/backend/orders/placeOrderWithTradeIn.ts", receivers: [sellFunnelMessages] },
  // A sell order's refusal, read by the funnel's last step.
  { file: "adapters/src/http/SellApiFetch.ts", receivers: [sellFunnelMessages] }
]

describe("keys the server's answers carry", () => {
  it("are in the common area every page holds, or held by each page that receives them", () => {
    const common = catalogueArea("en", "common")
    // Mails are written on the server in the member's language: no island reads them.
    const files = ["web/app/api", "web/src/server", "core/src/backend", "adapters/src/http"]
      .flatMap((dir) => sourceFiles(path.join(repoRoot, dir)))
      .filter((file) => !/Mail\.ts$/.test(file))
    const beyondCommon = files.flatMap((file) => {
      const keys = [...keysNamedIn([file], english, notMessages), ...keysBuiltIn([file], english, notMessages)].filter((key) => !(key in common))
      return keys.length === 0 ? [] : [{ file: path.relative(repoRoot, file), keys }]
    })
    expect(beyondCommon.map((found) => found.file).sort()).toEqual(serverKeysBeyondCommon.map((known) => known.file).sort())
    for (const { file, keys } of beyondCommon) {
      const receivers = serverKeysBeyondCommon.find((known) => known.file === file)?.receivers ?? []
      for (const messages of receivers) expect({ file, missing: keys.filter((key) => !(key in messages("en"))) }).toEqual({ file, missing: [] })
    }
  })
})
