"use client"
import type { ReactNode } from "react"
import { IntlProvider } from "react-intl"
import type { Messages, UiLocale } from "./catalogues.ts"

/**
 * react-intl for client components (useIntl / FormattedMessage). The layout does not mount it yet:
 * the foundation's only client component (the cart badge) shows a number. Mount it around the
 * client widgets that need text, passing the market's catalogue, and keep it below the layout so
 * pages without such widgets do not ship the catalogue.
 */
export function IntlClientProvider(props: {
  readonly locale: UiLocale
  readonly messages: Messages
  readonly children: ReactNode
}) {
  return (
    <IntlProvider locale={props.locale} defaultLocale="en" messages={props.messages}>
      {props.children}
    </IntlProvider>
  )
}
