/**
 * The four storefronts' settings as plain data, without `effect`: client islands format prices with
 * them on their first load (web/test/architecture/firstLoad.test.ts). market.ts adds the Schemas and
 * re-exports all of this.
 */

/** The four storefronts, by their ISO country code (upper case, as the backend expects). */
export const MarketCodes = ["RO", "BG", "HU", "GR"] as const
type MarketCode = (typeof MarketCodes)[number]

/** UI locales; Greece speaks `el`, not `gr`. */
export const Locales = ["ro", "bg", "hu", "el"] as const
type Locale = (typeof Locales)[number]

export interface MarketSettings {
  readonly code: MarketCode
  readonly locale: Locale
  /** Lower-case country key used by time-zone and settings tables (SPEC 9: ro, bg, hu, gr). */
  readonly countryKey: "ro" | "bg" | "hu" | "gr"
  /** Currency label exactly as SPEC 3 gives it. */
  readonly currencyLabel: "lei" | "Lev" | "Ft" | "euro"
  /** ISO 4217 code, for Intl number formatting in the shell. */
  readonly currencyCode: "RON" | "BGN" | "HUF" | "EUR"
  readonly timeZone: "Europe/Bucharest" | "Europe/Sofia" | "Europe/Budapest" | "Europe/Athens"
  /** Path prefix of the storefront; the host is left to configuration (DESIGN: market comes from host). */
  readonly basePath: "/"
  /** Whether prices get a euro-equivalent line (SPEC 9: Bulgarian locale only). */
  readonly showsEuroEquivalent: boolean
}

export const markets: { readonly [K in MarketCode]: MarketSettings & { readonly code: K } } = {
  RO: {
    code: "RO", locale: "ro", countryKey: "ro", currencyLabel: "lei", currencyCode: "RON",
    timeZone: "Europe/Bucharest", basePath: "/", showsEuroEquivalent: false
  },
  BG: {
    code: "BG", locale: "bg", countryKey: "bg", currencyLabel: "Lev", currencyCode: "BGN",
    timeZone: "Europe/Sofia", basePath: "/", showsEuroEquivalent: true
  },
  HU: {
    code: "HU", locale: "hu", countryKey: "hu", currencyLabel: "Ft", currencyCode: "HUF",
    timeZone: "Europe/Budapest", basePath: "/", showsEuroEquivalent: false
  },
  GR: {
    code: "GR", locale: "el", countryKey: "gr", currencyLabel: "euro", currencyCode: "EUR",
    timeZone: "Europe/Athens", basePath: "/", showsEuroEquivalent: false
  }
}

export const marketSettings = (code: MarketCode): MarketSettings => markets[code]

export const marketByLocale = (locale: Locale): MarketSettings => {
  const found = MarketCodes.map((c) => markets[c]).find((m) => m.locale === locale)
  // Locales and markets are one-to-one by construction of the table above.
  return found ?? markets.RO
}

/** Translation defaults (SPEC 1): fallback language and the namespace every key lives in. */
export const translationDefaults = { defaultLanguage: "en", defaultNamespace: "common" } as const
