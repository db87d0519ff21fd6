import type { Messages, UiLocale } from "../../i18n/catalogues.ts"

type Notices = Partial<Messages>

/**
 * What the cart says after a change (messages/cart-notices: its toasts, the added-to-cart dialog, the
 * sync notice) is a chunk per language, loaded with the cart engine (CartProvider), so a product
 * page's HTML does not carry it (issue 15). Nothing can show one before the engine has run a change
 * or a sync, and the engine is only started once its language's notices are here.
 */
const chunks: { readonly [L in UiLocale]: () => Promise<{ readonly default: Notices }> } = {
  en: () => import("../../../messages/cart-notices/en.json"),
  ro: () => import("../../../messages/cart-notices/ro.json"),
  bg: () => import("../../../messages/cart-notices/bg.json"),
  hu: () => import("../../../messages/cart-notices/hu.json"),
  el: () => import("../../../messages/cart-notices/el.json")
}

const loaded = new Map<UiLocale, Notices>()

/** Loads a language's notices once (a failed load is tried again on the next call). */
export const loadCartNotices = async (locale: UiLocale): Promise<void> => {
  if (loaded.has(locale)) return
  const notices = await chunks[locale]()
  loaded.set(locale, notices.default)
}

/** A loaded notice, read when it is shown (so a callback made before the load still finds it). */
export const cartNotice = (locale: UiLocale, key: keyof Messages): string | undefined => loaded.get(locale)?.[key]
