"use client"
import { validateEmail } from "@shop/core/validation/text"
import { continueStep } from "@shop/core/sell/transitions"
import { Option } from "effect"
import { useState } from "react"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { useT } from "../../client/useT.ts"
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
 * Auth (logged-out sellers, after the offer). Accounts do not exist yet, so the sale goes on as a
 * guest with the email given before the offer; the seller can correct it here.
 */
export function AuthStep(props: { readonly nav: FunnelNav; readonly store: Store }) {
  const t = useT()
  const { error, submit } = useEmailContinue(props.nav, props.store)
  return (
    <form className="sell-form" noValidate onSubmit={(e) => { e.preventDefault(); submit() }}>
      <p className="sell-lead">{t("sell-auth-lead")}</p>
      <EmailField store={props.store} error={error} />
      <p className="sell-hint">{t("sell-auth-accounts-later")}</p>
      <div className="sell-actions">
        <button type="submit" className="button button-primary" data-testid="sell-continue">{t("sell-auth-guest")}</button>
      </div>
    </form>
  )
}
