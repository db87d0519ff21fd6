import type { AccountSettings } from "@shop/core/backend/account/settings"
import { Option } from "effect"
import { ActionForm, RefusalText, ResultInput, WhenRefused } from "../../client/islands.tsx"
import type { MessageKey } from "../../i18n/catalogues.ts"
import type { Translator } from "../../i18n/translator.ts"

/** The payout form's inputs: the sell funnel's names (core PayoutForm) and labels. */
const salePayoutFields = [
  "sellerName", "companyName", "fiscalCode", "registrationNumber", "companyEmail", "phoneNumber", "iban", "county", "city"
] as const
type Field = (typeof salePayoutFields)[number]

const labels: { readonly [F in Field]: MessageKey } = {
  sellerName: "sell-payment-seller-name",
  companyName: "sell-payment-company-name",
  fiscalCode: "sell-payment-fiscal-code",
  registrationNumber: "sell-payment-registration-number",
  companyEmail: "sell-payment-company-email",
  phoneNumber: "sell-payment-phone",
  iban: "sell-payment-iban-label",
  county: "sell-payment-county",
  city: "sell-payment-city"
}

const attributes: { readonly [F in Field]?: { readonly type?: string; readonly autoComplete?: string } } = {
  sellerName: { autoComplete: "name" },
  companyName: { autoComplete: "organization" },
  companyEmail: { type: "email", autoComplete: "email" },
  phoneNumber: { type: "tel", autoComplete: "tel" },
  county: { autoComplete: "address-level1" },
  city: { autoComplete: "address-level2" }
}

/**
 * What the form starts with: the saved corporate details when there are some (a company seller),
 * else the payout details of the settings (account holder and IBAN of a private seller).
 */
export const payoutPrefill = (settings: AccountSettings): { readonly corporate: boolean; readonly values: { readonly [F in Field]: string } } => {
  const company = Option.getOrNull(settings.corporate)
  const payout = Option.getOrNull(settings.payout)
  return company !== null
    ? {
      corporate: true,
      values: {
        sellerName: payout?.name ?? settings.name ?? "",
        companyName: company.name,
        fiscalCode: company.fiscalCode,
        registrationNumber: company.registrationNumber,
        companyEmail: company.email,
        phoneNumber: company.phoneNumber,
        iban: company.iban,
        county: company.county,
        city: company.city
      }
    }
    : {
      corporate: false,
      values: {
        sellerName: payout?.name ?? settings.name ?? "",
        companyName: "", fiscalCode: "", registrationNumber: "", companyEmail: "", phoneNumber: "",
        iban: payout?.accountNumber ?? "",
        county: "",
        city: ""
      }
    }
}

export interface SalePayoutFormProps {
  readonly settings: AccountSettings
  readonly tr: Translator
}

/**
 * The form on a sale's details page that completes payout details the funnel skipped: card or IBAN,
 * private person or company, prefilled from the settings. Sent through the details page's action
 * (ActionResults of MySales.tsx), so it works without JavaScript (both the private and the company
 * fields are shown; the chosen kind decides which are used). Refused fields show their validator's
 * message (the page's texts).
 */
export function SalePayoutForm({ settings, tr }: SalePayoutFormProps) {
  const prefill = payoutPrefill(settings)
  const hasSaved = Option.isSome(settings.corporate) || Option.isSome(settings.payout)
  const field = (name: Field) => (
    <label className="account-field" key={name}>
      <span>{tr.t(labels[name])}</span>
      <ResultInput
        field={name}
        name={name}
        type={attributes[name]?.type ?? "text"}
        maxLength={200}
        defaultValue={prefill.values[name]}
        autoComplete={attributes[name]?.autoComplete ?? "off"}
      />
      <RefusalText field={name} testId={`payout-error-${name}`} />
    </label>
  )
  return (
    <ActionForm className="account-form" id="payout" anchor="payout" data-testid="sale-payout-form">
      <h3>{tr.t("mysettings-payout-title")}</h3>
      <p className="account-hint">{tr.t("mysettings-payout-hint")}</p>
      {hasSaved && <p className="account-hint" data-testid="sale-payout-prefilled">{tr.t("mysettings-payout-prefilled")}</p>}
      <WhenRefused><p className="account-field-error" role="alert">{tr.t("mysettings-form-has-errors")}</p></WhenRefused>
      <fieldset className="settings-choice">
        <legend>{tr.t("sell-payment-type")}</legend>
        {(["iban", "card"] as const).map((type) => (
          <label key={type} className="account-check">
            <input type="radio" name="paymentType" value={type} defaultChecked={type === "iban"} />
            <span>{tr.t(type === "iban" ? "sell-payment-iban" : "sell-payment-card")}</span>
          </label>
        ))}
      </fieldset>
      {/* The account and address apply to a private and a corporate seller alike: next to the payout type, not under the company. */}
      <div className="settings-grid">
        {field("iban")}
        {field("county")}
        {field("city")}
      </div>
      <fieldset className="settings-choice">
        <legend>{tr.t("sell-payment-seller")}</legend>
        {([false, true] as const).map((corporate) => (
          <label key={String(corporate)} className="account-check">
            <input type="radio" name="isCorporate" value={String(corporate)} defaultChecked={corporate === prefill.corporate} />
            <span>{tr.t(corporate ? "sell-payment-corporate" : "sell-payment-private")}</span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{tr.t("sell-payment-private")}</legend>
        <div className="settings-grid">{field("sellerName")}</div>
      </fieldset>
      <fieldset>
        <legend>{tr.t("sell-payment-corporate")}</legend>
        <p className="account-hint">{tr.t("mysettings-payout-company-hint")}</p>
        <div className="settings-grid">
          {field("companyName")}
          {field("fiscalCode")}
          {field("registrationNumber")}
          {field("companyEmail")}
          {field("phoneNumber")}
        </div>
      </fieldset>
      <button type="submit" className="button button-primary" data-testid="sale-payout-save">{tr.t("mysettings-payout-save")}</button>
    </ActionForm>
  )
}
