import { createIntl, createIntlCache, type IntlShape } from "react-intl/server"
import type { MarketCode } from "@shop/core/markets/index"
import { catalogues, localeOfMarket, type MessageKey, type UiLocale } from "./catalogues.ts"

/** Values an ICU message may take ({category}, {brand}, {count} ...). */
export type MessageValues = Readonly<Record<string, string | number>>

/**
 * What Server Components translate with: `t(key, values)` answers plain text. Built on react-intl's
 * createIntl (no React context on the server); client components get the same catalogue through
 * IntlClientProvider.
 */
export interface Translator {
  readonly locale: UiLocale
  readonly t: (key: MessageKey, values?: MessageValues) => string
  readonly intl: IntlShape
}

// One formatter cache for the process: createIntl is cheap, the Intl formatters are not.
const cache = createIntlCache()
const translators = new Map<UiLocale, Translator>()

const build = (locale: UiLocale): Translator => {
  const intl = createIntl(
    {
      locale,
      defaultLocale: "en",
      messages: catalogues[locale],
      // A missing key is a test failure (test/i18n), not something to log on every render.
      onError: (error) => {
        if (error.code !== "MISSING_TRANSLATION") console.error(error)
      }
    },
    cache
  )
  const t = (key: MessageKey, values?: MessageValues): string => String(intl.formatMessage({ id: key }, values))
  return { locale, t, intl }
}

export const translatorFor = (locale: UiLocale): Translator => {
  const found = translators.get(locale)
  if (found !== undefined) return found
  const made = build(locale)
  translators.set(locale, made)
  return made
}

export const translatorOfMarket = (market: MarketCode): Translator => translatorFor(localeOfMarket(market))
