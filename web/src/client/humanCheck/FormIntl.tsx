"use client"
import type { ReactNode } from "react"
import type { Messages, UiLocale } from "../../i18n/catalogues.ts"
import { IntlClientProvider } from "../../i18n/IntlClientProvider.tsx"

/** Translations for a content form island (formMessages picks its part of the catalogue). */
export interface FormIntlProps {
  readonly locale: UiLocale
  readonly messages: Messages
}

export function FormIntl(props: FormIntlProps & { readonly children: ReactNode }) {
  return <IntlClientProvider locale={props.locale} messages={props.messages}>{props.children}</IntlClientProvider>
}
