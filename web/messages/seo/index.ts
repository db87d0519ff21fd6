import bg from "./bg.json"
import el from "./el.json"
import en from "./en.json"
import hu from "./hu.json"
import ro from "./ro.json"

/** Search-engine texts (keys `seo-`: meta descriptions, titles of paged and step pages), by language; merged in src/i18n/catalogues.ts. */
const seo = { en, ro, bg, hu, el } as const
export default seo
