"use client"
import type { ConsentChoice } from "@shop/core/consent/consentChoice"
import { consentFromCookieHeader } from "@shop/core/consent/consentCodec"
import { Option } from "effect"
import { useEffect, useState } from "react"
import { ConsentBanner } from "./ConsentBanner.tsx"
import type { ConsentTexts } from "./consentTexts.ts"

/**
 * The consent banner with the browser's stored choice (issue 15): the choice is read from
 * `document.cookie` after hydration, so the page's server HTML is the same for every visitor and can
 * be cached. The server renders nothing; a visitor who has chosen never sees the banner, one who has
 * not sees it as soon as the page hydrates (it overlays the page, so nothing below it moves).
 */
export function StoredConsentBanner(props: { readonly texts: ConsentTexts }) {
  const [stored, setStored] = useState<{ readonly choice: ConsentChoice | null } | undefined>(undefined)
  useEffect(() => {
    setStored({ choice: Option.getOrNull(consentFromCookieHeader(document.cookie)) })
  }, [])
  if (stored === undefined) return null
  return <ConsentBanner initial={stored.choice} texts={props.texts} />
}
