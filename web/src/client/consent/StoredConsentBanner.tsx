"use client"
import { type ConsentChoice, consentChoiceOfCookieHeader } from "@shop/core/consent/consentChoice"
import { useEffect, useState } from "react"
import { ConsentBanner } from "./ConsentBanner.tsx"
import type { ConsentTexts } from "./consentTexts.ts"

/**
 * The consent banner with the browser's stored choice (issue 15): the choice is read from
 * `document.cookie` after hydration, so the page's server HTML is the same for every visitor and can
 * be cached. The server renders nothing; a visitor who has chosen never sees the banner, one who has
 * not sees it as soon as the page hydrates (it overlays the page, so nothing below it moves). It
 * imports no `effect` (core's plain reader of the cookie), being on every page.
 */
export function StoredConsentBanner(props: { readonly texts: ConsentTexts }) {
  const [stored, setStored] = useState<{ readonly choice: ConsentChoice | null } | undefined>(undefined)
  useEffect(() => {
    setStored({ choice: consentChoiceOfCookieHeader(document.cookie) })
  }, [])
  if (stored === undefined) return null
  return <ConsentBanner initial={stored.choice} texts={props.texts} />
}
