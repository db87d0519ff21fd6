import { mySettings } from "@shop/core/backend/account/settings"
import { pathOf } from "@shop/core/routes/router"
import { Option } from "effect"
import type { MessageKey } from "../../i18n/catalogues.ts"
import { loadForPage } from "../../server/page.ts"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import { requireAccountUser } from "./accountSession.ts"
import { changePasswordForm, saveSettingsForm } from "./settingsActions.ts"

const fieldError: Readonly<Record<string, MessageKey>> = {
  name: "myaccount-settings-error-name",
  "payout.accountNumber": "myaccount-settings-error-iban",
  "payout.name": "myaccount-settings-error-holder",
  currentPassword: "myaccount-settings-error-current",
  newPassword: "myaccount-settings-error-new"
}

/** Settings: name, email (read only), payout details (IBAN of the market and account holder), password change. */
export async function SettingsView(props: ViewProps<"settings">) {
  const { market, names, route, tr, pathname, searchParams } = props
  const user = await requireAccountUser(market, pathname)
  const settings = await loadForPage(mySettings(user.id))
  const invalidParam = searchParams["invalid"]
  const invalid = new Set((typeof invalidParam === "string" ? invalidParam : "").split(",").filter((f) => f in fieldError))
  const saved = searchParams["saved"]
  const error = (field: string) =>
    invalid.has(field) ? <p className="account-field-error" role="alert" data-testid={`settings-error-${field}`}>{tr.t(fieldError[field]!)}</p> : null
  const payout = Option.getOrNull(settings.payout)
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="account-area" links={false}>
      <p><a href={pathOf(market, "account")}>{tr.t("myaccount-back")}</a></p>
      {(saved === "profile" || saved === "password") && (
        <p className="account-confirmation" role="status" data-testid="settings-saved">
          {tr.t(saved === "profile" ? "myaccount-settings-saved" : "myaccount-settings-password-saved")}
        </p>
      )}
      <form className="account-form account-card" data-testid="settings-form" action={saveSettingsForm.bind(null, market)}>
        <h2>{tr.t("myaccount-settings-profile")}</h2>
        <label className="account-field">
          <span>{tr.t("myaccount-settings-name")}</span>
          <input name="name" required maxLength={200} defaultValue={settings.name ?? ""} autoComplete="name" />
          {error("name")}
        </label>
        <label className="account-field">
          <span>{tr.t("myaccount-settings-email")}</span>
          <input name="email" value={settings.email} readOnly disabled />
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
            <input name="payoutName" maxLength={200} defaultValue={payout?.name ?? ""} />
            {error("payout.name")}
          </label>
        </fieldset>
        <button type="submit" className="button button-primary" data-testid="settings-save">{tr.t("myaccount-settings-save")}</button>
      </form>
      <form className="account-form account-card" data-testid="password-form" action={changePasswordForm.bind(null, market)}>
        <h2>{tr.t("myaccount-settings-password")}</h2>
        <label className="account-field">
          <span>{tr.t("myaccount-settings-current")}</span>
          <input type="password" name="currentPassword" required autoComplete="current-password" />
          {error("currentPassword")}
        </label>
        <label className="account-field">
          <span>{tr.t("myaccount-settings-new")}</span>
          <input type="password" name="newPassword" required minLength={6} maxLength={128} autoComplete="new-password" />
          {error("newPassword")}
        </label>
        <button type="submit" className="button button-primary" data-testid="password-save">{tr.t("myaccount-settings-password-save")}</button>
      </form>
    </PageFrame>
  )
}
