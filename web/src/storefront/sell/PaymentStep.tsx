"use client"
import { payoutFormErrors, type PayoutFormErrors } from "@shop/core/sell/payoutForm"
import { continueStep } from "@shop/core/sell/transitions"
import { useState } from "react"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { phoneNumbers } from "../../client/phoneNumbers.ts"
import { useT } from "../../client/useT.ts"
import type { PaymentForm, SellDetailsStore as Store } from "./sellDetails.ts"
import { SellField } from "./SellField.tsx"
import type { FunnelNav } from "./useFunnel.ts"

/**
 * Payment (SPEC 3 payment details): paid to a card account or an IBAN, as a private person or a
 * company (SPEC 6: the company's details become the payment details). Kept for the tab's session.
 */
export function PaymentStep(props: { readonly nav: FunnelNav; readonly store: Store }) {
  const { nav, store } = props
  const t = useT()
  const [shown, setShown] = useState<PayoutFormErrors>({})
  const form = store.details.payment
  const set = (patch: Partial<PaymentForm>) => store.update((d) => ({ ...d, payment: { ...d.payment, ...patch } }))
  const err = (name: keyof PaymentForm) => (shown[name] === undefined ? undefined : t(shown[name] as MessageKey))
  const field = (name: keyof PaymentForm, label: MessageKey, input?: Parameters<typeof SellField>[0]["input"]) => (
    <SellField
      name={name}
      label={t(label)}
      value={String(form[name])}
      error={err(name)}
      onValue={(value) => set({ [name]: value } as Partial<PaymentForm>)}
      {...(input === undefined ? {} : { input })}
    />
  )

  const submit = () => {
    const errors = payoutFormErrors(phoneNumbers, nav.market, form, store.details.email)
    setShown(errors)
    if (Object.keys(errors).length === 0) nav.apply(continueStep(nav.state, nav.session))
    else document.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus()
  }

  return (
    <form className="sell-form" noValidate onSubmit={(e) => { e.preventDefault(); submit() }}>
      <fieldset className="sell-segmented">
        <legend>{t("sell-payment-type")}</legend>
        {(["iban", "card"] as const).map((type) => (
          <label key={type} className="sell-option">
            <input type="radio" name="paymentType" value={type} checked={form.paymentType === type} onChange={() => set({ paymentType: type })} />
            <span>{t(type === "iban" ? "sell-payment-iban" : "sell-payment-card")}</span>
          </label>
        ))}
      </fieldset>
      <p className="sell-hint">{t(form.paymentType === "iban" ? "sell-payment-iban-hint" : "sell-payment-card-hint")}</p>
      <fieldset className="sell-segmented">
        <legend>{t("sell-payment-seller")}</legend>
        {([false, true] as const).map((corporate) => (
          <label key={String(corporate)} className="sell-option">
            <input
              type="radio"
              name="isCorporate"
              value={String(corporate)}
              checked={form.corporate === corporate}
              onChange={() => { setShown({}); set({ corporate }) }}
            />
            <span>{t(corporate ? "sell-payment-corporate" : "sell-payment-private")}</span>
          </label>
        ))}
      </fieldset>
      <div className="sell-fields">
        {form.corporate ? (
          <>
            {field("companyName", "sell-payment-company-name", { autoComplete: "organization" })}
            {field("fiscalCode", "sell-payment-fiscal-code")}
            {field("registrationNumber", "sell-payment-registration-number")}
            {field("companyEmail", "sell-payment-company-email", { type: "email", autoComplete: "email", placeholder: store.details.email })}
            {field("phoneNumber", "sell-payment-phone", { type: "tel", autoComplete: "tel" })}
          </>
        ) : (
          field("sellerName", "sell-payment-seller-name", { autoComplete: "name" })
        )}
        {field("iban", "sell-payment-iban-label", { autoComplete: "off", spellCheck: false, inputMode: "text" })}
        {field("county", "sell-payment-county", { autoComplete: "address-level1" })}
        {field("city", "sell-payment-city", { autoComplete: "address-level2" })}
      </div>
      {Object.keys(shown).length > 0 ? <p className="sell-error" role="alert">{t("sell-form-has-errors")}</p> : null}
      <div className="sell-actions">
        <button type="submit" className="button button-primary" data-testid="sell-continue">{t("sell-continue")}</button>
      </div>
    </form>
  )
}
