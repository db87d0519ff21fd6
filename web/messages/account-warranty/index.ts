import bg from "./bg.json"
import el from "./el.json"
import en from "./en.json"
import hu from "./hu.json"
import ro from "./ro.json"

/** My warranties, send-in-warranty and my insurances (keys `mywarranty-`), by language; merged in src/i18n/catalogues.ts. */
const accountWarranty = { en, ro, bg, hu, el } as const
export default accountWarranty
