import { Locales, markets, type Locale, type MarketCode } from "@shop/core/markets/index"
import { translationDefaults } from "@shop/core/markets/index"
import accountAreaBg from "../../messages/account-area/bg.json"
import accountSales from "../../messages/account-sales/index.ts"
import accountWarranty from "../../messages/account-warranty/index.ts"
import gallery from "../../messages/gallery/index.ts"
import seo from "../../messages/seo/index.ts"
import tradeIn from "../../messages/trade-in/index.ts"
import cartNotices from "../../messages/cart-notices/index.ts"
import accountAreaEl from "../../messages/account-area/el.json"
import accountAreaEn from "../../messages/account-area/en.json"
import accountAreaHu from "../../messages/account-area/hu.json"
import accountAreaRo from "../../messages/account-area/ro.json"
import accountSettingsBg from "../../messages/account-settings/bg.json"
import accountSettingsEl from "../../messages/account-settings/el.json"
import accountSettingsEn from "../../messages/account-settings/en.json"
import accountSettingsHu from "../../messages/account-settings/hu.json"
import accountSettingsRo from "../../messages/account-settings/ro.json"
import accountBg from "../../messages/account/bg.json"
import accountEl from "../../messages/account/el.json"
import accountEn from "../../messages/account/en.json"
import accountHu from "../../messages/account/hu.json"
import accountRo from "../../messages/account/ro.json"
import authBg from "../../messages/auth/bg.json"
import authEl from "../../messages/auth/el.json"
import authEn from "../../messages/auth/en.json"
import authHu from "../../messages/auth/hu.json"
import authRo from "../../messages/auth/ro.json"
import bg from "../../messages/bg.json"
import cartBg from "../../messages/cart/bg.json"
import cartEl from "../../messages/cart/el.json"
import cartEn from "../../messages/cart/en.json"
import cartHu from "../../messages/cart/hu.json"
import cartRo from "../../messages/cart/ro.json"
import checkoutBg from "../../messages/checkout/bg.json"
import checkoutEl from "../../messages/checkout/el.json"
import checkoutEn from "../../messages/checkout/en.json"
import checkoutHu from "../../messages/checkout/hu.json"
import checkoutRo from "../../messages/checkout/ro.json"
import contentBg from "../../messages/content/bg.json"
import contentEl from "../../messages/content/el.json"
import contentEn from "../../messages/content/en.json"
import contentHu from "../../messages/content/hu.json"
import contentRo from "../../messages/content/ro.json"
import el from "../../messages/el.json"
import en from "../../messages/en.json"
import hu from "../../messages/hu.json"
import ro from "../../messages/ro.json"
import productBg from "../../messages/product/bg.json"
import sellBg from "../../messages/sell/bg.json"
import shopBg from "../../messages/shop/bg.json"
import productEl from "../../messages/product/el.json"
import sellEl from "../../messages/sell/el.json"
import shopEl from "../../messages/shop/el.json"
import productEn from "../../messages/product/en.json"
import sellEn from "../../messages/sell/en.json"
import shopEn from "../../messages/shop/en.json"
import productHu from "../../messages/product/hu.json"
import sellHu from "../../messages/sell/hu.json"
import shopHu from "../../messages/shop/hu.json"
import productRo from "../../messages/product/ro.json"
import sellRo from "../../messages/sell/ro.json"
import shopRo from "../../messages/shop/ro.json"
import helpBg from "../../messages/help/bg.json"
import helpEl from "../../messages/help/el.json"
import helpEn from "../../messages/help/en.json"
import helpHu from "../../messages/help/hu.json"
import helpRo from "../../messages/help/ro.json"
import reviewsBg from "../../messages/reviews/bg.json"
import reviewsEl from "../../messages/reviews/el.json"
import reviewsEn from "../../messages/reviews/en.json"
import reviewsHu from "../../messages/reviews/hu.json"
import reviewsRo from "../../messages/reviews/ro.json"

/**
 * The message catalogues of the storefront (SPEC 1: locales ro, bg, hu, el; default language en;
 * one namespace, common). Each language's catalogue is kept in area files (site-wide text, listings,
 * product page, cart, checkout) that are merged here into the one `common` namespace; the areas must not
 * share a key (test/i18n/catalogues.test.ts). English is the reference: every other catalogue must
 * hold exactly its keys (the type below refuses a missing key at compile time, the test at run
 * time, where it also compares the ICU placeholders).
 */
const englishAreas = { common: en, shop: shopEn, product: productEn, cart: cartEn, checkout: checkoutEn, sell: sellEn, content: contentEn, help: helpEn, reviews: reviewsEn, account: accountEn, auth: authEn, accountArea: accountAreaEn, accountWarranty: accountWarranty.en, accountSales: accountSales.en, accountSettings: accountSettingsEn, gallery: gallery.en, seo: seo.en, tradeIn: tradeIn.en, cartNotices: cartNotices.en } as const
const english = { ...en, ...shopEn, ...productEn, ...cartEn, ...checkoutEn, ...sellEn, ...contentEn, ...helpEn, ...reviewsEn, ...accountEn, ...authEn, ...accountAreaEn, ...accountWarranty.en, ...accountSales.en, ...accountSettingsEn, ...gallery.en, ...seo.en, ...tradeIn.en, ...cartNotices.en }

export type MessageKey = keyof typeof english
export type Messages = { readonly [K in MessageKey]: string }

/** The languages the shell has catalogues for: the default first, then the markets' locales. */
export const UiLocales = [translationDefaults.defaultLanguage, ...Locales] as const
export type UiLocale = (typeof UiLocales)[number]

/** Area files by language, for the test that no two areas define one key. */
export const catalogueAreas: { readonly [L in UiLocale]: ReadonlyArray<Readonly<Record<string, string>>> } = {
  en: Object.values(englishAreas),
  ro: [ro, shopRo, productRo, cartRo, checkoutRo, sellRo, contentRo, helpRo, reviewsRo, accountRo, authRo, accountAreaRo, accountWarranty.ro, accountSales.ro, accountSettingsRo, gallery.ro, seo.ro, tradeIn.ro, cartNotices.ro],
  bg: [bg, shopBg, productBg, cartBg, checkoutBg, sellBg, contentBg, helpBg, reviewsBg, accountBg, authBg, accountAreaBg, accountWarranty.bg, accountSales.bg, accountSettingsBg, gallery.bg, seo.bg, tradeIn.bg, cartNotices.bg],
  hu: [hu, shopHu, productHu, cartHu, checkoutHu, sellHu, contentHu, helpHu, reviewsHu, accountHu, authHu, accountAreaHu, accountWarranty.hu, accountSales.hu, accountSettingsHu, gallery.hu, seo.hu, tradeIn.hu, cartNotices.hu],
  el: [el, shopEl, productEl, cartEl, checkoutEl, sellEl, contentEl, helpEl, reviewsEl, accountEl, authEl, accountAreaEl, accountWarranty.el, accountSales.el, accountSettingsEl, gallery.el, seo.el, tradeIn.el, cartNotices.el]
}

/** An area file's name (messages/<area>/, `common` being messages/<locale>.json). */
export type CatalogueArea = keyof typeof englishAreas
const areaNames = Object.keys(englishAreas) as ReadonlyArray<CatalogueArea>

/** One area of a language's catalogue (catalogueAreas holds them in englishAreas' order). */
export const catalogueArea = (locale: UiLocale, area: CatalogueArea): Readonly<Partial<Messages>> =>
  catalogueAreas[locale][areaNames.indexOf(area)] ?? {}

/** Catalogues by language, all in the `common` namespace. */
export const catalogues: { readonly [L in UiLocale]: Messages } = {
  en: english,
  ro: { ...ro, ...shopRo, ...productRo, ...cartRo, ...checkoutRo, ...sellRo, ...contentRo, ...helpRo, ...reviewsRo, ...accountRo, ...authRo, ...accountAreaRo, ...accountWarranty.ro, ...accountSales.ro, ...accountSettingsRo, ...gallery.ro, ...seo.ro, ...tradeIn.ro, ...cartNotices.ro },
  bg: { ...bg, ...shopBg, ...productBg, ...cartBg, ...checkoutBg, ...sellBg, ...contentBg, ...helpBg, ...reviewsBg, ...accountBg, ...authBg, ...accountAreaBg, ...accountWarranty.bg, ...accountSales.bg, ...accountSettingsBg, ...gallery.bg, ...seo.bg, ...tradeIn.bg, ...cartNotices.bg },
  hu: { ...hu, ...shopHu, ...productHu, ...cartHu, ...checkoutHu, ...sellHu, ...contentHu, ...helpHu, ...reviewsHu, ...accountHu, ...authHu, ...accountAreaHu, ...accountWarranty.hu, ...accountSales.hu, ...accountSettingsHu, ...gallery.hu, ...seo.hu, ...tradeIn.hu, ...cartNotices.hu },
  el: { ...el, ...shopEl, ...productEl, ...cartEl, ...checkoutEl, ...sellEl, ...contentEl, ...helpEl, ...reviewsEl, ...accountEl, ...authEl, ...accountAreaEl, ...accountWarranty.el, ...accountSales.el, ...accountSettingsEl, ...gallery.el, ...seo.el, ...tradeIn.el, ...cartNotices.el }
}

/** A storefront speaks its market's locale (Greece: el). */
export const localeOfMarket = (market: MarketCode): Locale => markets[market].locale

