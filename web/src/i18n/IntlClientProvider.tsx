"use client"
import { createContext, type ReactNode, useContext, useMemo } from "react"
import type { Messages, UiLocale } from "./catalogues.ts"

/** The text client islands translate with: their locale and the part of the catalogue they use. */
export interface ClientMessages {
  readonly locale: UiLocale
  readonly messages: Partial<Messages>
}

const MessagesContext = createContext<ClientMessages | null>(null)

/** The text of the islands below it (useT): ShopClient and the form islands mount it with their part of the catalogue. */
export function IntlClientProvider(props: {
  readonly locale: UiLocale
  readonly messages: Partial<Messages>
  readonly children: ReactNode
}) {
  const { locale, messages } = props
  const value = useMemo(() => ({ locale, messages }), [locale, messages])
  return <MessagesContext.Provider value={value}>{props.children}</MessagesContext.Provider>
}

/** The islands' text; none above them means no text: every key then reads as itself. */
export const useClientMessages = (): ClientMessages | null => useContext(MessagesContext)
