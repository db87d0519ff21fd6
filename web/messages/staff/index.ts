import type { StaffLanguage } from "@shop/core/staff/roles"
import ordersBg from "./orders/bg.json"
import ordersEl from "./orders/el.json"
import ordersEn from "./orders/en.json"
import ordersHu from "./orders/hu.json"
import ordersRo from "./orders/ro.json"
import shellBg from "./shell/bg.json"
import shellEl from "./shell/el.json"
import shellEn from "./shell/en.json"
import shellHu from "./shell/hu.json"
import shellRo from "./shell/ro.json"
import productsBg from "./products/bg.json"
import productsEl from "./products/el.json"
import productsEn from "./products/en.json"
import productsHu from "./products/hu.json"
import productsRo from "./products/ro.json"
import sellOrdersBg from "./sell-orders/bg.json"
import sellOrdersEl from "./sell-orders/el.json"
import sellOrdersEn from "./sell-orders/en.json"
import sellOrdersHu from "./sell-orders/hu.json"
import sellOrdersRo from "./sell-orders/ro.json"
import supportBg from "./support/bg.json"
import supportEl from "./support/el.json"
import supportEn from "./support/en.json"
import supportHu from "./support/hu.json"
import supportRo from "./support/ro.json"

/**
 * The staff console's words (issue 18), by the staff member's language (en, ro, bg, hu, el), not the
 * market's. One folder per area of the console; every key in all five files (test/staff/catalogue.test.ts).
 * Add an area: import its five files and spread each into its language below.
 */
const english = { ...shellEn, ...productsEn, ...sellOrdersEn, ...supportEn, ...ordersEn }

export type StaffMessageKey = keyof typeof english

export const staffAreas: { readonly [L in StaffLanguage]: ReadonlyArray<Readonly<Record<string, string>>> } = {
  en: [shellEn, productsEn, sellOrdersEn, supportEn, ordersEn],
  ro: [shellRo, productsRo, sellOrdersRo, supportRo, ordersRo],
  bg: [shellBg, productsBg, sellOrdersBg, supportBg, ordersBg],
  hu: [shellHu, productsHu, sellOrdersHu, supportHu, ordersHu],
  el: [shellEl, productsEl, sellOrdersEl, supportEl, ordersEl]
}

export const staffCatalogues: { readonly [L in StaffLanguage]: Readonly<Record<string, string>> } = {
  en: english,
  ro: Object.assign({}, ...staffAreas.ro),
  bg: Object.assign({}, ...staffAreas.bg),
  hu: Object.assign({}, ...staffAreas.hu),
  el: Object.assign({}, ...staffAreas.el)
}
