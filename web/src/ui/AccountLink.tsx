"use client"
import { type ReactNode, useEffect, useState } from "react"
import { authCookieRawValue } from "../client/firebase/authCookieName.ts"

/** Whether a `Cookie` header / `document.cookie` carries the auth cookie (with or without a custom token). */
export const hasAuthCookie = (cookieHeader: string): boolean => authCookieRawValue(cookieHeader) !== undefined

export interface AccountLinkTexts {
  readonly signIn: string
  readonly myAccount: string
  readonly loginHref: string
  readonly accountHref: string
}

/**
 * The header's account link (issue 15): "Sign in" in the server's HTML, the same for every visitor so
 * the page can be cached; after hydration it becomes "My account" when the browser holds the auth
 * cookie, which the server sets and removes together with the httpOnly session cookie
 * (server/auth/cookies.ts). It only chooses a link: the account pages check the session themselves.
 */
export function AccountLink(props: { readonly texts: AccountLinkTexts; readonly children?: ReactNode }) {
  const { texts } = props
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    setSignedIn(hasAuthCookie(document.cookie))
  }, [])
  return (
    <a
      className="account-link"
      href={signedIn ? texts.accountHref : texts.loginHref}
      data-testid="header-account"
      data-state={signedIn ? "signed-in" : "guest"}
    >
      {props.children}
      <span className="account-link-text">{signedIn ? texts.myAccount : texts.signIn}</span>
    </a>
  )
}
