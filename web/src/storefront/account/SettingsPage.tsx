import { corporateFieldMaxLength } from "@shop/core/backend/account/corporateDetails"
import { mySettings, settingsNameMaxLength } from "@shop/core/backend/account/settings"
import { productPasswordPolicy } from "@shop/core/validation/password"
import { pathOf } from "@shop/core/routes/router"
import { Option } from "effect"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { loadForPage } from "../../server/page.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { ActionForm, ActionResults, RefusalText, ResultInput, SavedText, WhenRefused } from "../../client/islands.tsx"
import { requireAccountUser } from "./accountSession.ts"
import { identityTexts, validationTexts } from "./resultTexts.ts"
import { settingsFormAction } from "./settingsActions.ts"
import { settingsFirstAnswer } from "./settingsAnswers.ts"

/** The message under a refused field of the profile and password forms (whatever the validator's key). */
const fieldError = {
  name: "myaccount-settings-error-name",
  "payout.accountNumber": "myaccount-settings-error-iban",
  "payout.name": "myaccount-settings-error-holder",
  currentPassword: "myaccount-settings-error-current",
  newPassword: "myaccount-settings-error-new"
} as const satisfies Readonly<Record<string, MessageKey>>

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

/** The hidden input that names the form to the page's one action (settingsFormAction). */
const formNamed = (name: "profile" | "email" | "corporate" | "password") => <input type="hidden" name="settingsForm" value={name} />

/**
 * Settings: name, email change (behind the current password), payout details (IBAN of the market and
 * account holder), corporate details (optional; the market's corporate rules), password change. Every
 * form goes through the page's one server action and works without JavaScript.
 */
export async function SettingsView(props: ViewProps<"settings">) {
  const { market, names, route, tr, pathname, searchParams } = props
  const user = await requireAccountUser(market, pathname)
  const settings = await loadForPage(mySettings(user.id))
  const error = (formName: "profile" | "password", field: keyof typeof fieldError) => (
    <WhenRefused formName={formName} field={field}>
      <p className="account-field-error" role="alert" data-testid={`settings-error-${field}`}>{tr.t(fieldError[field])}</p>
    </WhenRefused>
  )
  const payout = Option.getOrNull(settings.payout)
  const corporate = Option.getOrNull(settings.corporate)
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p><a href={pathOf(market, "account")}>{tr.t("myaccount-back")}</a></p>
      <ActionResults action={settingsFormAction} initial={settingsFirstAnswer(searchParams)} texts={{ ...validationTexts(tr), ...identityTexts(tr) }}>
        <SavedText testId="settings-saved" texts={Object.fromEntries(Object.entries(savedMessage).map(([saved, key]) => [saved, tr.t(key)]))} />
        <ActionForm className="account-form account-card" data-testid="settings-form">
          {formNamed("profile")}
          <h2>{tr.t("myaccount-settings-profile")}</h2>
          <label className="account-field">
            <span>{tr.t("myaccount-settings-name")}</span>
            <input name="name" required maxLength={settingsNameMaxLength} defaultValue={settings.name ?? ""} autoComplete="name" />
            {error("profile", "name")}
          </label>
          <fieldset>
            <legend>{tr.t("myaccount-settings-payout")}</legend>
            <p className="account-hint">{tr.t("myaccount-settings-payout-hint")}</p>
            <label className="account-field">
              <span>{tr.t("myaccount-settings-iban")}</span>
              <input name="accountNumber" maxLength={64} defaultValue={payout?.accountNumber ?? ""} autoComplete="off" data-testid="settings-iban" />
              {error("profile", "payout.accountNumber")}
            </label>
            <label className="account-field">
              <span>{tr.t("myaccount-settings-holder")}</span>
              <input name="payoutName" maxLength={settingsNameMaxLength} defaultValue={payout?.name ?? ""} />
              {error("profile", "payout.name")}
            </label>
          </fieldset>
          <button type="submit" className="button button-primary" data-testid="settings-save">{tr.t("myaccount-settings-save")}</button>
        </ActionForm>

        <ActionForm className="account-form account-card" id="email" data-testid="email-form">
          {formNamed("email")}
          <h2>{tr.t("mysettings-email-title")}</h2>
          <p className="account-hint">{tr.t("mysettings-email-hint")}</p>
          <p className="settings-current-email">
            <span>{tr.t("mysettings-email-current")}</span>
            <strong data-testid="settings-email">{settings.email}</strong>
          </p>
          <RefusalText formName="email" testId="settings-email-error" />
          <label className="account-field">
            <span>{tr.t("mysettings-email-new")}</span>
            <input type="email" name="newEmail" required maxLength={320} autoComplete="email" />
          </label>
          <label className="account-field">
            <span>{tr.t("mysettings-email-password")}</span>
            <input type="password" name="currentPassword" required maxLength={1024} autoComplete="current-password" />
          </label>
          <button type="submit" className="button button-primary" data-testid="email-save">{tr.t("mysettings-email-save")}</button>
        </ActionForm>

        <ActionForm className="account-form account-card" id="corporate" anchor="corporate" data-testid="corporate-form">
          {formNamed("corporate")}
          <h2>{tr.t("mysettings-corporate-title")}</h2>
          <p className="account-hint">{tr.t(corporate === null ? "mysettings-corporate-hint" : "mysettings-corporate-hint-saved")}</p>
          <div className="settings-grid">
            {corporateInputs.map((input) => (
              <label className="account-field" key={input.name}>
                <span>{tr.t(input.label)}</span>
                <ResultInput
                  formName="corporate"
                  field={`corporate.${input.name}`}
                  name={input.name}
                  type={input.type ?? "text"}
                  required
                  maxLength={corporateFieldMaxLength}
                  defaultValue={corporate?.[input.name as keyof typeof corporate] ?? ""}
                  autoComplete={input.autoComplete ?? "off"}
                />
                <RefusalText formName="corporate" field={`corporate.${input.name}`} testId={`settings-error-corporate.${input.name}`} />
              </label>
            ))}
          </div>
          <div className="settings-actions">
            <button type="submit" className="button button-primary" data-testid="corporate-save">{tr.t("mysettings-corporate-save")}</button>
            {corporate !== null && (
              <button type="submit" name="remove" value="corporate" formNoValidate className="button settings-remove" data-testid="corporate-remove">
                {tr.t("mysettings-corporate-remove")}
              </button>
            )}
          </div>
        </ActionForm>

        <ActionForm className="account-form account-card" data-testid="password-form">
          {formNamed("password")}
          <h2>{tr.t("myaccount-settings-password")}</h2>
          <RefusalText formName="password" testId="settings-password-error" />
          <label className="account-field">
            <span>{tr.t("myaccount-settings-current")}</span>
            <input type="password" name="currentPassword" required autoComplete="current-password" />
            {error("password", "currentPassword")}
          </label>
          <label className="account-field">
            <span>{tr.t("myaccount-settings-new")}</span>
            <input type="password" name="newPassword" required minLength={productPasswordPolicy.minLength} maxLength={productPasswordPolicy.maxLength} autoComplete="new-password" />
            {error("password", "newPassword")}
          </label>
          <button type="submit" className="button button-primary" data-testid="password-save">{tr.t("myaccount-settings-password-save")}</button>
        </ActionForm>
      </ActionResults>
    </PageFrame>
  )
}
