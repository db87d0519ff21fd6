import { createIntl, createIntlCache } from "react-intl/server"
import type { MarketCode } from "@shop/core/markets/index"
import { markets } from "@shop/core/markets/index"
import type { StaffLanguage, StaffRole } from "@shop/core/staff/roles"
import { type StaffMessageKey, staffCatalogues } from "../../messages/staff/index.ts"

export type { StaffMessageKey }
export type StaffMessageValues = Readonly<Record<string, string | number>>

/**
 * The console's translator for a staff member's language: `t(key, values)` as plain text, and the
 * figures the console shows (money in a market's currency, instants in Bucharest time: the shop's
 * head office) in that language's conventions.
 */
export interface StaffTranslator {
  readonly language: StaffLanguage
  readonly t: (key: StaffMessageKey, values?: StaffMessageValues) => string
  readonly role: (role: StaffRole) => string
  readonly money: (amount: number, market: MarketCode) => string
  readonly instant: (epochMs: number) => string
}

const cache = createIntlCache()
const made = new Map<StaffLanguage, StaffTranslator>()

const build = (language: StaffLanguage): StaffTranslator => {
  const intl = createIntl({
    locale: language,
    defaultLocale: "en",
    messages: staffCatalogues[language],
    onError: (error) => {
      if (error.code !== "MISSING_TRANSLATION") console.error(error)
    }
  }, cache)
  const t = (key: StaffMessageKey, values?: StaffMessageValues) => String(intl.formatMessage({ id: key }, values))
  const dates = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Bucharest" })
  return {
    language,
    t,
    role: (role) => t(`staff-role-${role}`),
    money: (amount, market) =>
      new Intl.NumberFormat(language, { style: "currency", currency: markets[market].currencyCode }).format(amount),
    instant: (epochMs) => dates.format(new Date(epochMs))
  }
}

export const staffTranslator = (language: StaffLanguage): StaffTranslator => {
  const found = made.get(language)
  if (found !== undefined) return found
  const translator = build(language)
  made.set(language, translator)
  return translator
}
