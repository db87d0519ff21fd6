import bg from "./bg.json"
import el from "./el.json"
import en from "./en.json"
import hu from "./hu.json"
import ro from "./ro.json"

/**
 * What the cart says after a change (toasts, the added-to-cart dialog, the sync notice), by language;
 * merged in src/i18n/catalogues.ts. The islands load their language's file with the cart engine
 * (src/client/cart/cartNotices.ts) instead of carrying it in every product page's HTML (issue 15).
 */
const cartNotices = { en, ro, bg, hu, el } as const
export default cartNotices
