import type { CartToast } from "@shop/core/cart/cartEvents"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { MessageValues } from "../../i18n/translator.ts"
import type { ShopPaths } from "../shopPaths.ts"
import type { ShownToast } from "../toasts/shownToast.ts"

/**
 * A cart toast as shown: core names the keys and their values, the shell translates them and turns
 * the link's route into the market's path (ShopPaths, written by the server). Passing core's keys to
 * `t` checks at compile time that the catalogues hold every one of them.
 */
export const cartToastText = (
  toast: CartToast,
  paths: ShopPaths,
  t: (key: MessageKey, values?: MessageValues) => string
): ShownToast => ({
  kind: toast.kind,
  title: t(toast.title.key, toast.title.values),
  body: t(toast.body.key, toast.body.values),
  ...(toast.link === undefined
    ? {}
    : { link: { href: paths[toast.link.route], text: t(toast.link.text.key, toast.link.text.values) } })
})
