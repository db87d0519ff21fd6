import { Locales, markets, type Locale, type MarketCode } from "@shop/core/markets/index"
import { translationDefaults } from "@shop/core/markets/index"
import bg from "../../messages/bg.json"
import el from "../../messages/el.json"
import en from "../../messages/en.json"
import hu from "../../messages/hu.json"
import ro from "../../messages/ro.json"

/**
 * The message catalogues of the storefront (SPEC 1: locales ro, bg, hu, el; default language en;
 * one namespace, common). English is the reference: every other catalogue must hold exactly its
 * keys (the type below refuses a missing key at compile time, test/i18n/catalogues.test.ts at
 * run time, where it also compares the ICU placeholders).
 */
export type MessageKey = keyof typeof en
export type Messages = { readonly [K in MessageKey]: string }

/** The languages the shell has catalogues for: the default first, then the markets' locales. */
export const UiLocales = [translationDefaults.defaultLanguage, ...Locales] as const
export type UiLocale = (typeof UiLocales)[number]

export const namespace = translationDefaults.defaultNamespace

/** Catalogues by language, all in the `common` namespace. */
export const catalogues: { readonly [L in UiLocale]: Messages } = { en, ro, bg, hu, el }

/** A storefront speaks its market's locale (Greece: el). */
export const localeOfMarket = (market: MarketCode): Locale => markets[market].locale

export const messagesOf = (locale: UiLocale): Messages => catalogues[locale]
