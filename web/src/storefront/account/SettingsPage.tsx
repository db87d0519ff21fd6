import { corporateFieldMaxLength } from "@shop/core/backend/account/corporateDetails"
import { mySettings, settingsNameMaxLength } from "@shop/core/backend/account/settings"
import { productPasswordPolicy } from "@shop/core/validation/password"
import { pathOf } from "@shop/core/routes/router"
import { Option } from "effect"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { loadForPage } from "../../server/page.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { requireAccountUser } from "./accountSession.ts"
import { decodeFieldErrors, identityMessageOf } from "./formErrors.ts"
import { changeEmailForm, changePasswordForm, removeCorporateForm, saveCorporateForm, saveSettingsForm } from "./settingsActions.ts"

const fieldError: Readonly<Record<string, MessageKey>> = {
  name: "myaccount-settings-error-name",
  "payout.accountNumber": "myaccount-settings-error-iban",
  "payout.name": "myaccount-settings-error-holder",
  currentPassword: "myaccount-settings-error-current",
  newPassword: "myaccount-settings-error-new"
}

/** The corporate details' inputs (SPEC 3 corporate seller field names) with the sell funnel's labels. */
const corporateInputs: ReadonlyArray<{ readonly name: string; readonly label: MessageKey; readonly type?: string; readonly autoComplete?: string }> = [
  { name: "name", label: "sell-payment-company-name", autoComplete: "organization" },
  { name: "fiscalCode", label: "sell-payment-fiscal-code" },
  { name: "registrationNumber", label: "sell-payment-registration-number" },
  { name: "email", label: "sell-payment-company-email", type: "email", autoComplete: "email" },
  { name: "phoneNumber", label: "sell-payment-phone", type: "tel", autoComplete: "tel" },
  { name: "iban", label: "sell-payment-iban-label" },
  { name: "county", label: "sell-payment-county", autoComplete: "address-level1" },
  { name: "city", label: "sell-payment-city", autoComplete: "address-level2" }
]

const savedMessage: Readonly<Record<string, MessageKey>> = {
  profile: "myaccount-settings-saved",
  password: "myaccount-settings-password-saved",
  email: "mysettings-email-saved",
  corporate: "mysettings-corporate-saved",
  "corporate-removed": "mysettings-corporate-removed"
}

/**
 * Settings: name, email change (behind the current password), payout details (IBAN of the market and
 * account holder), corporate details (optional; the market's corporate rules), password change. Every
 * form is a server action and works without JavaScript.
 */
export async function SettingsView(props: ViewProps<"settings">) {
  const { market, names, route, tr, pathname, searchParams } = props
  const user = await requireAccountUser(market, pathname)
  const settings = await loadForPage(mySettings(user.id))
  const invalidParam = searchParams["invalid"]
  const invalid = new Set((typeof invalidParam === "string" ? invalidParam : "").split(",").filter((f) => Object.hasOwn(fieldError, f)))
  const corporateErrors = decodeFieldErrors(invalidParam, corporateInputs.map((input) => `corporate.${input.name}`))
  const emailError = identityMessageOf(searchParams["emailError"])
  const passwordError = identityMessageOf(searchParams["passwordError"])
  const saved = searchParams["saved"]
  const savedKey = typeof saved === "string" && Object.hasOwn(savedMessage, saved) ? savedMessage[saved] : undefined
  const error = (field: string) =>
    invalid.has(field) ? <p className="account-field-error" role="alert" data-testid={`settings-error-${field}`}>{tr.t(fieldError[field]!)}</p> : null
  const payout = Option.getOrNull(settings.payout)
  const corporate = Option.getOrNull(settings.corporate)
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p><a href={pathOf(market, "account")}>{tr.t("myaccount-back")}</a></p>
      {savedKey !== undefined && (
        <p className="account-confirmation" role="status" data-testid="settings-saved" data-saved={saved}>{tr.t(savedKey)}</p>
      )}
      <form className="account-form account-card" data-testid="settings-form" action={saveSettingsForm}>
        <h2>{tr.t("myaccount-settings-profile")}</h2>
        <label className="account-field">
          <span>{tr.t("myaccount-settings-name")}</span>
          <input name="name" required maxLength={settingsNameMaxLength} defaultValue={settings.name ?? ""} autoComplete="name" />
          {error("name")}
        </label>
        <fieldset>
          <legend>{tr.t("myaccount-settings-payout")}</legend>
          <p className="account-hint">{tr.t("myaccount-settings-payout-hint")}</p>
          <label className="account-field">
            <span>{tr.t("myaccount-settings-iban")}</span>
            <input name="accountNumber" maxLength={64} defaultValue={payout?.accountNumber ?? ""} autoComplete="off" data-testid="settings-iban" />
            {error("payout.accountNumber")}
          </label>
          <label className="account-field">
            <span>{tr.t("myaccount-settings-holder")}</span>
            <input name="payoutName" maxLength={settingsNameMaxLength} defaultValue={payout?.name ?? ""} />
            {error("payout.name")}
          </label>
        </fieldset>
        <button type="submit" className="button button-primary" data-testid="settings-save">{tr.t("myaccount-settings-save")}</button>
      </form>

      <form className="account-form account-card" id="email" data-testid="email-form" action={changeEmailForm}>
        <h2>{tr.t("mysettings-email-title")}</h2>
        <p className="account-hint">{tr.t("mysettings-email-hint")}</p>
        <p className="settings-current-email">
          <span>{tr.t("mysettings-email-current")}</span>
          <strong data-testid="settings-email">{settings.email}</strong>
        </p>
        {emailError !== undefined && (
          <p className="account-field-error" role="alert" data-testid="settings-email-error">{tr.t(emailError)}</p>
        )}
        <label className="account-field">
          <span>{tr.t("mysettings-email-new")}</span>
          <input type="email" name="newEmail" required maxLength={320} autoComplete="email" />
        </label>
        <label className="account-field">
          <span>{tr.t("mysettings-email-password")}</span>
          <input type="password" name="currentPassword" required maxLength={1024} autoComplete="current-password" />
        </label>
        <button type="submit" className="button button-primary" data-testid="email-save">{tr.t("mysettings-email-save")}</button>
      </form>

      <form className="account-form account-card" id="corporate" data-testid="corporate-form" action={saveCorporateForm}>
        <h2>{tr.t("mysettings-corporate-title")}</h2>
        <p className="account-hint">{tr.t(corporate === null ? "mysettings-corporate-hint" : "mysettings-corporate-hint-saved")}</p>
        <div className="settings-grid">
          {corporateInputs.map((input) => {
            const key = corporateErrors.get(`corporate.${input.name}`)
            return (
              <label className="account-field" key={input.name}>
                <span>{tr.t(input.label)}</span>
                <input
                  name={input.name}
                  type={input.type ?? "text"}
                  required
                  maxLength={corporateFieldMaxLength}
                  defaultValue={corporate?.[input.name as keyof typeof corporate] ?? ""}
                  autoComplete={input.autoComplete ?? "off"}
                  aria-invalid={key !== undefined}
                />
                {key !== undefined && (
                  <p className="account-field-error" role="alert" data-testid={`settings-error-corporate.${input.name}`}>{tr.t(key)}</p>
                )}
              </label>
            )
          })}
        </div>
        <div className="settings-actions">
          <button type="submit" className="button button-primary" data-testid="corporate-save">{tr.t("mysettings-corporate-save")}</button>
          {corporate !== null && (
            <button type="submit" formNoValidate formAction={removeCorporateForm} className="button settings-remove" data-testid="corporate-remove">
              {tr.t("mysettings-corporate-remove")}
            </button>
          )}
        </div>
      </form>

      <form className="account-form account-card" data-testid="password-form" action={changePasswordForm}>
        <h2>{tr.t("myaccount-settings-password")}</h2>
        {passwordError !== undefined && (
          <p className="account-field-error" role="alert" data-testid="settings-password-error">{tr.t(passwordError)}</p>
        )}
        <label className="account-field">
          <span>{tr.t("myaccount-settings-current")}</span>
          <input type="password" name="currentPassword" required autoComplete="current-password" />
          {error("currentPassword")}
        </label>
        <label className="account-field">
          <span>{tr.t("myaccount-settings-new")}</span>
          <input type="password" name="newPassword" required minLength={productPasswordPolicy.minLength} maxLength={productPasswordPolicy.maxLength} autoComplete="new-password" />
          {error("newPassword")}
        </label>
        <button type="submit" className="button button-primary" data-testid="password-save">{tr.t("myaccount-settings-password-save")}</button>
      </form>
    </PageFrame>
  )
}
