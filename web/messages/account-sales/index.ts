import bg from "./bg.json"
import el from "./el.json"
import en from "./en.json"
import hu from "./hu.json"
import ro from "./ro.json"

/** My sales and sale details after the sale (issue 19: counter-offers, returns, offer validity) and the seller's mails (keys `mysale-`), by language; merged in src/i18n/catalogues.ts. */
const accountSales = { en, ro, bg, hu, el } as const
export default accountSales
