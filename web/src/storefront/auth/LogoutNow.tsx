"use client"
import { Result } from "effect"
import { useCallback, useEffect, useState } from "react"
import { shopAuthCall } from "../../client/apiCalls.ts"
import type { Messages, UiLocale } from "../../i18n/catalogues.ts"
import { IntlClientProvider } from "../../i18n/IntlClientProvider.tsx"
import { useHydrated } from "../../client/useHydrated.ts"
import { useT } from "../../client/useT.ts"

type State = "confirm" | "pending" | "done" | "failed"

function Logout(props: { readonly home: string; readonly signOutOnArrival: boolean }) {
  const t = useT()
  // The server-rendered button does nothing until React has hydrated: until then it says so (disabled).
  const ready = useHydrated()
  const [state, setState] = useState<State>(props.signOutOnArrival ? "pending" : "confirm")
  const signOut = useCallback(async () => {
    setState("pending")
    const answer = await shopAuthCall((api) => api.logout)
    if (Result.isSuccess(answer)) setState("done")
    else {
      // SPEC 8: a failed sign-out is logged with a message that it failed.
      const error = answer.failure
      console.error(`Sign-out failed: ${error._tag === "IdentityError" ? `${error.code}${error.providerCode === undefined ? "" : ` (${error.providerCode})`}` : error.message}`)
      setState("failed")
    }
  }, [])
  useEffect(() => {
    if (props.signOutOnArrival) void signOut()
  }, [signOut, props.signOutOnArrival])
  return (
    <div className="account-logout" data-testid="logout-state" data-state={state}>
      {state === "confirm" ? (
        <p>
          {t("account-logout-confirm")}{" "}
          <button type="button" className="button button-primary" data-testid="logout-confirm" disabled={!ready} onClick={() => void signOut()}>
            {t("account-logout-button")}
          </button>
        </p>
      ) : null}
      {state === "pending" ? <p role="status">{t("account-logout-pending")}</p> : null}
      {state === "failed" ? (
        <p className="account-alert" role="alert">
          {t("account-logout-failed")}{" "}
          <button type="button" className="button button-outline" disabled={!ready} onClick={() => void signOut()}>{t("account-logout-retry")}</button>
        </p>
      ) : null}
      <a className={state === "confirm" ? "button button-outline" : "button button-primary"} href={props.home}>{t("account-back-to-shop")}</a>
    </div>
  )
}

/**
 * /logout/: after a navigation from the shop's own pages (or a typed address) it signs out on arrival
 * (both cookies removed and the session ended by the server); reached from anywhere else it shows a
 * "Sign out" button, so another site cannot sign a shopper out with a link (issue 14). The local cart stays.
 */
export function LogoutNow(props: {
  readonly locale: UiLocale
  readonly messages: Messages
  readonly home: string
  readonly signOutOnArrival: boolean
}) {
  return (
    <IntlClientProvider locale={props.locale} messages={props.messages}>
      <Logout home={props.home} signOutOnArrival={props.signOutOnArrival} />
    </IntlClientProvider>
  )
}
