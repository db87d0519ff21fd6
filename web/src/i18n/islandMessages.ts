import { catalogueArea, catalogues, type CatalogueArea, type MessageKey, type Messages, type UiLocale } from "./catalogues.ts"

/**
 * The part of a catalogue a page's client islands translate: whole areas, plus the keys of other areas
 * that start with one of `prefixes` or are named in `keys`. A page passes its islands only this, because
 * whatever it passes is written into its HTML twice (the markup's props and React's payload).
 */
export interface IslandText {
  readonly areas: ReadonlyArray<CatalogueArea>
  readonly prefixes?: ReadonlyArray<string>
  readonly keys?: ReadonlyArray<MessageKey>
}

/** The selection's messages in one language (the catalogue's own texts). */
const selectMessages = (text: IslandText, locale: UiLocale): Messages => {
  const prefixes = text.prefixes ?? []
  const keys = new Set<string>(text.keys ?? [])
  const picked = Object.entries(catalogues[locale]).filter(([key]) => keys.has(key) || prefixes.some((prefix) => key.startsWith(prefix)))
  return Object.assign({}, ...text.areas.map((area) => catalogueArea(locale, area)), Object.fromEntries(picked)) as Messages
}

/**
 * A page's selection as a function of the language, computed once per language: pages pass it to
 * React's `cache`d helpers, which compare arguments by identity, so make one per page at module level.
 */
export const messagesFor = (text: IslandText): ((locale: UiLocale) => Messages) => {
  const chosen = new Map<UiLocale, Messages>()
  return (locale) => {
    const known = chosen.get(locale)
    if (known !== undefined) return known
    const messages = selectMessages(text, locale)
    chosen.set(locale, messages)
    return messages
  }
}
