"use client"
import { useCallback } from "react"
import { useIntl } from "react-intl"
import type { MessageKey } from "../i18n/catalogues.ts"
import type { MessageValues } from "../i18n/translator.ts"

/** Client components translate with the same keys as the server's Translator.t. */
export const useT = (): ((key: MessageKey, values?: MessageValues) => string) => {
  const intl = useIntl()
  return useCallback((key, values) => String(intl.formatMessage({ id: key }, values)), [intl])
}
