import bg from "./bg.json"
import el from "./el.json"
import en from "./en.json"
import hu from "./hu.json"
import ro from "./ro.json"

/** A trade-in on a purchase (issue 19; keys `trade-in-`, `order-trade-in-`), by language; merged in src/i18n/catalogues.ts. */
const tradeIn = { en, ro, bg, hu, el } as const
export default tradeIn
