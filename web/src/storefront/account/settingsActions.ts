"use server"
import { saveCorporateDetails } from "@shop/core/backend/account/corporateDetails"
import { updateSettings } from "@shop/core/backend/account/settings"
import type { MarketCode } from "@shop/core/markets/index"
import { pathOf } from "@shop/core/routes/router"
import { Result } from "effect"
import { redirect } from "next/navigation"
import { pageRequest, setPageCookies } from "../../server/auth/pageCookies.ts"
import { clientLimitKey } from "../../server/clientAddress.ts"
import { loadForPage } from "../../server/page.ts"
import { actionMarket, formOutcome } from "./actionInput.ts"
import { requireAccountUser } from "./accountSession.ts"
import { changeEmailWithProvider, changePasswordWithProvider } from "./credentialChanges.ts"
import { encodeFieldErrors } from "./formErrors.ts"

const textOf = (form: FormData, name: string, max: number): string => {
  const value = form.get(name)
  return typeof value === "string" ? value.slice(0, max) : ""
}

const back = (market: MarketCode, query: string): never => redirect(`${pathOf(market, "settings")}?${query}`)

/** Saves the settings form (name and payout details) through core's `updateSettings`; refused fields come back as `?invalid=`. */
export async function saveSettingsForm(form: FormData): Promise<void> {
  const market = await actionMarket()
  const user = await requireAccountUser(market, pathOf(market, "settings"))
  const accountNumber = textOf(form, "accountNumber", 64)
  const holder = textOf(form, "payoutName", 300)
  const payout = accountNumber.trim() === "" && holder.trim() === "" ? null : { accountNumber, name: holder }
  const result = await formOutcome(updateSettings(user.id, market, { name: textOf(form, "name", 300), payout }), "ValidationFailed")
  if (Result.isFailure(result)) back(market, `invalid=${encodeURIComponent(Object.keys(result.failure.fields).join(","))}`)
  back(market, "saved=profile")
}

/**
 * Changes the password through core's `changePassword` (the identity's hasher and policy): every
 * session of the user ends, this browser gets a new one (its cookies set here, before the redirect).
 */
export async function changePasswordForm(form: FormData): Promise<void> {
  const market = await actionMarket()
  const user = await requireAccountUser(market, pathOf(market, "settings"))
  const result = await formOutcome(changePasswordWithProvider(user.id, {
    currentPassword: textOf(form, "currentPassword", 1024),
    newPassword: textOf(form, "newPassword", 1024)
  }, await clientOfRequest()), "ValidationFailed", "IdentityError")
  if (Result.isFailure(result)) {
    const failure = result.failure
    // Too many wrong current passwords (the login limit) is the identity's own message, not a field.
    if (failure._tag === "IdentityError") back(market, `passwordError=${encodeURIComponent(failure.code)}`)
    else back(market, `invalid=${encodeURIComponent(Object.keys(failure.fields).join(","))}`)
  }
  if (Result.isSuccess(result)) await setPageCookies(result.success)
  back(market, "saved=password")
}

/** The client's address as the login limit keys it (the same headers as the auth calls read). */
const clientOfRequest = async (): Promise<string> => clientLimitKey(await pageRequest())

/**
 * Changes the email (core's changeEmail over the configured provider): the current password is
 * required; a refusal comes back as `?emailError=<identity code>`, shown in the market's language.
 */
export async function changeEmailForm(form: FormData): Promise<void> {
  const market = await actionMarket()
  const user = await requireAccountUser(market, pathOf(market, "settings"))
  const result = await formOutcome(changeEmailWithProvider(user.id, {
    currentPassword: textOf(form, "currentPassword", 1024),
    newEmail: textOf(form, "newEmail", 320)
  }, await clientOfRequest()), "IdentityError")
  if (Result.isFailure(result)) back(market, `emailError=${encodeURIComponent(result.failure.code)}`)
  back(market, "saved=email")
}

const corporateFields = ["name", "fiscalCode", "registrationNumber", "email", "phoneNumber", "iban", "county", "city"] as const

/** Saves the corporate details (core's corporate rules of the market); refused fields come back as `?invalid=corporate.<field>:<key>`. */
export async function saveCorporateForm(form: FormData): Promise<void> {
  const market = await actionMarket()
  const user = await requireAccountUser(market, pathOf(market, "settings"))
  const corporate = Object.fromEntries(corporateFields.map((field) => [field, textOf(form, field, 400)])) as Record<(typeof corporateFields)[number], string>
  const result = await formOutcome(saveCorporateDetails(user.id, market, { corporate }), "ValidationFailed")
  if (Result.isFailure(result)) back(market, `invalid=${encodeURIComponent(encodeFieldErrors(result.failure.fields))}#corporate`)
  back(market, "saved=corporate#corporate")
}

/** Removes the corporate details (they are optional as a whole). */
export async function removeCorporateForm(): Promise<void> {
  const market = await actionMarket()
  const user = await requireAccountUser(market, pathOf(market, "settings"))
  await loadForPage(saveCorporateDetails(user.id, market, { corporate: null }))
  back(market, "saved=corporate-removed#corporate")
}
