"use client"
import { validateEmail } from "@shop/core/validation/text"
import { pathOf } from "@shop/core/routes/router"
import { continueStep } from "@shop/core/sell/transitions"
import { Option } from "effect"
import { useState } from "react"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { useT } from "../../client/useT.ts"
import { funnelHref } from "./funnelLocation.ts"
import type { SellDetailsStore as Store } from "./sellDetails.ts"
import { SellField } from "./SellField.tsx"
import type { FunnelNav } from "./useFunnel.ts"

function EmailField(props: { readonly store: Store; readonly error: string | undefined }) {
  const t = useT()
  return (
    <SellField
      name="email"
      label={t("sell-email-label")}
      value={props.store.details.email}
      error={props.error}
      onValue={(email) => props.store.update((d) => ({ ...d, email }))}
      input={{ type: "email", autoComplete: "email" }}
    />
  )
}

const useEmailContinue = (nav: FunnelNav, store: Store) => {
  const t = useT()
  const [error, setError] = useState<string | undefined>(undefined)
  const submit = () => {
    const check = validateEmail(store.details.email)
    if (Option.isSome(check)) {
      setError(t(check.value as MessageKey))
      return
    }
    setError(undefined)
    nav.apply(continueStep(nav.state, nav.session))
  }
  return { error, submit }
}

/** Email (logged-out sellers, before the offer): where the offer and the sale are sent. */
export function EmailStep(props: { readonly nav: FunnelNav; readonly store: Store }) {
  const t = useT()
  const { error, submit } = useEmailContinue(props.nav, props.store)
  return (
    <form className="sell-form" noValidate onSubmit={(e) => { e.preventDefault(); submit() }}>
      <p className="sell-lead">{t("sell-email-lead")}</p>
      <EmailField store={props.store} error={error} />
      <div className="sell-actions">
        <button type="submit" className="button button-primary" data-testid="sell-continue">{t("sell-email-submit")}</button>
      </div>
    </form>
  )
}

/**
 * Auth (logged-out sellers, after the offer): sign in, and come back to this step signed in (it then
 * moves on, and the sale is the account's), or go on as a guest with the email given before the
 * offer, which the seller can correct here.
 */
export function AuthStep(props: { readonly nav: FunnelNav; readonly store: Store }) {
  const { nav } = props
  const t = useT()
  const { error, submit } = useEmailContinue(nav, props.store)
  const signIn = `${pathOf(nav.market, "login")}?returnTo=${encodeURIComponent(funnelHref(nav.market, nav.state, nav.variants))}`
  return (
    <form className="sell-form" noValidate onSubmit={(e) => { e.preventDefault(); submit() }}>
      <p className="sell-lead">{t("sell-auth-lead")}</p>
      <p className="sell-auth-sign-in">
        <a className="button button-outline" href={signIn} data-testid="sell-sign-in">{t("sell-auth-sign-in")}</a>
        <span className="sell-hint">{t("sell-auth-account-benefit")}</span>
      </p>
      <EmailField store={props.store} error={error} />
      <div className="sell-actions">
        <button type="submit" className="button button-primary" data-testid="sell-continue">{t("sell-auth-guest")}</button>
      </div>
    </form>
  )
}
