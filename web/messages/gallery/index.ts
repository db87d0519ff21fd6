import bg from "./bg.json"
import el from "./el.json"
import en from "./en.json"
import hu from "./hu.json"
import ro from "./ro.json"

/** The product page's gallery and the pictures' alt texts (keys `gallery-`), by language; merged in src/i18n/catalogues.ts. */
const gallery = { en, ro, bg, hu, el } as const
export default gallery
