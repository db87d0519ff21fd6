import { pathOf } from "@shop/core/routes/index"
import { permanentRedirect } from "next/navigation"
import type { ViewProps } from "../views.ts"

/**
 * Old addresses (SPEC 2.1 contact-old and old FAQ) answer a permanent redirect to the current page
 * of the same market: the help page, and its contact anchor.
 */
export function FaqOldRedirect(props: ViewProps<"faqOld">): never {
  permanentRedirect(pathOf(props.market, "faq"))
}

export function ContactOldRedirect(props: ViewProps<"contactOld">): never {
  permanentRedirect(pathOf(props.market, "contact"))
}
