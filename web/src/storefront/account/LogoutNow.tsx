"use client"
import { useCallback, useEffect, useState } from "react"
import type { Messages, UiLocale } from "../../i18n/catalogues.ts"
import { IntlClientProvider } from "../../i18n/IntlClientProvider.tsx"
import { useT } from "../../client/useT.ts"

type State = "pending" | "done" | "failed"

function Logout(props: { readonly home: string }) {
  const t = useT()
  const [state, setState] = useState<State>("pending")
  const signOut = useCallback(async () => {
    setState("pending")
    try {
      const response = await fetch("/api/auth/logout/", { method: "POST" })
      if (!response.ok) throw new Error(`status ${response.status}`)
      setState("done")
    } catch (error) {
      // SPEC 8: a failed sign-out is logged with a message that it failed.
      console.error(`Sign-out failed: ${error instanceof Error ? error.message : String(error)}`)
      setState("failed")
    }
  }, [])
  useEffect(() => {
    void signOut()
  }, [signOut])
  return (
    <div className="account-logout" data-testid="logout-state" data-state={state}>
      {state === "pending" ? <p role="status">{t("account-logout-pending")}</p> : null}
      {state === "failed" ? (
        <p className="account-alert" role="alert">
          {t("account-logout-failed")}{" "}
          <button type="button" className="button button-outline" onClick={() => void signOut()}>{t("account-logout-retry")}</button>
        </p>
      ) : null}
      <a className="button button-primary" href={props.home}>{t("account-back-to-shop")}</a>
    </div>
  )
}

/** /logout/: signs out on arrival (both cookies removed by the server); the local cart stays. */
export function LogoutNow(props: { readonly locale: UiLocale; readonly messages: Messages; readonly home: string }) {
  return (
    <IntlClientProvider locale={props.locale} messages={props.messages}>
      <Logout home={props.home} />
    </IntlClientProvider>
  )
}
