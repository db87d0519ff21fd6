"use client"
import { useCallback } from "react"
import type { MessageKey } from "../i18n/catalogues.ts"
import { useClientMessages } from "../i18n/IntlClientProvider.tsx"
import { cartNotice } from "./cart/cartNotices.ts"
import { formatMessage } from "../i18n/messageFormat.ts"
import type { MessageValues } from "../i18n/translator.ts"

/**
 * Client components translate with the same keys as the server's Translator.t. A key the island's
 * messages do not hold is looked up in the cart's notices once the cart engine loaded them
 * (cartNotices.ts), else reads as the key (react-intl's behaviour, which the server keeps).
 */
export const useT = (): ((key: MessageKey, values?: MessageValues) => string) => {
  const text = useClientMessages()
  return useCallback((key, values) => {
    if (text === null) return key
    const message = text.messages[key] ?? cartNotice(text.locale, key)
    return message === undefined ? key : formatMessage(message, text.locale, values)
  }, [text])
}
