"use server"
import { identityErrorMessageKey } from "@shop/core/auth/identityError"
import { saveCorporateDetails } from "@shop/core/backend/account/corporateDetails"
import { updateSettings } from "@shop/core/backend/account/settings"
import { pathOf } from "@shop/core/routes/router"
import { Result } from "effect"
import { refresh } from "next/cache"
import { redirect } from "next/navigation"
import { pageRequest, setPageCookies } from "../../server/auth/pageCookies.ts"
import { clientLimitKey } from "../../server/clientAddress.ts"
import { loadForPage } from "../../server/page.ts"
import { actionMarket, formOutcome } from "./actionInput.ts"
import { requireAccountUser } from "./accountSession.ts"
import { changeEmailWithProvider, changePasswordWithProvider } from "./credentialChanges.ts"
import { type FormResult, type FormState, refusedResult, savedResult } from "./formResult.ts"
import { passwordSavedQuery } from "./settingsAnswers.ts"

const textOf = (form: FormData, name: string, max: number): string => {
  const value = form.get(name)
  return typeof value === "string" ? value.slice(0, max) : ""
}

/** The client's address as the login limit keys it (the same headers as the auth calls read). */
const clientOfRequest = async (): Promise<string> => clientLimitKey(await pageRequest())

/** Saves the name and payout details through core's `updateSettings`. */
const saveProfile = async (userId: string, form: FormData): Promise<FormResult> => {
  const market = await actionMarket()
  const accountNumber = textOf(form, "accountNumber", 64)
  const holder = textOf(form, "payoutName", 300)
  const payout = accountNumber.trim() === "" && holder.trim() === "" ? null : { accountNumber, name: holder }
  const result = await formOutcome(updateSettings(userId, market, { name: textOf(form, "name", 300), payout }), "ValidationFailed")
  if (Result.isFailure(result)) return refusedResult("profile", result.failure.fields)
  refresh()
  return savedResult("profile", "profile")
}

/**
 * Changes the password through core's `changePassword` (the identity's hasher and policy): every
 * session of the user ends, this browser gets a new one (its cookies set here). Too many wrong current
 * passwords (the login limit) is the identity's own message, not a field. A changed password still
 * redirects (with and without JavaScript): the page must be rendered by a request that carries the new
 * session, since pages read the session from the request's Cookie header (pageCookies.ts), which still
 * names the session that just ended; `?saved=password` is the page's first answer there.
 */
const changePassword = async (userId: string, form: FormData): Promise<FormResult> => {
  const result = await formOutcome(changePasswordWithProvider(userId, {
    currentPassword: textOf(form, "currentPassword", 1024),
    newPassword: textOf(form, "newPassword", 1024)
  }, await clientOfRequest()), "ValidationFailed", "IdentityError")
  if (Result.isFailure(result)) {
    const failure = result.failure
    return failure._tag === "IdentityError"
      ? refusedResult("password", {}, identityErrorMessageKey[failure.code])
      : refusedResult("password", failure.fields)
  }
  await setPageCookies(result.success)
  redirect(`${pathOf(await actionMarket(), "settings")}?${passwordSavedQuery}`)
}

/** Changes the email (core's changeEmail over the configured provider): the current password is required. */
const changeEmail = async (userId: string, form: FormData): Promise<FormResult> => {
  const result = await formOutcome(changeEmailWithProvider(userId, {
    currentPassword: textOf(form, "currentPassword", 1024),
    newEmail: textOf(form, "newEmail", 320)
  }, await clientOfRequest()), "IdentityError")
  if (Result.isFailure(result)) return refusedResult("email", {}, identityErrorMessageKey[result.failure.code])
  refresh()
  return savedResult("email", "email")
}

const corporateFields = ["name", "fiscalCode", "registrationNumber", "email", "phoneNumber", "iban", "county", "city"] as const

/** Saves the corporate details (core's corporate rules of the market); refused fields are `corporate.<field>`. */
const saveCorporate = async (userId: string, form: FormData): Promise<FormResult> => {
  const market = await actionMarket()
  const corporate = Object.fromEntries(corporateFields.map((field) => [field, textOf(form, field, 400)])) as Record<(typeof corporateFields)[number], string>
  const result = await formOutcome(saveCorporateDetails(userId, market, { corporate }), "ValidationFailed")
  if (Result.isFailure(result)) return refusedResult("corporate", result.failure.fields)
  refresh()
  return savedResult("corporate", "corporate")
}

/** Removes the corporate details (they are optional as a whole). */
const removeCorporate = async (userId: string): Promise<FormResult> => {
  await loadForPage(saveCorporateDetails(userId, await actionMarket(), { corporate: null }))
  refresh()
  return savedResult("corporate", "corporate-removed")
}

/**
 * The settings page's one action (one useActionState for the page, so its confirmation shows at the
 * top whichever form was sent): each form names itself in a hidden `settingsForm` input, and the
 * corporate form's remove button adds `remove`. Answers which form it was, and what was saved or refused.
 */
export async function settingsFormAction(_previous: FormState, form: FormData): Promise<FormState> {
  const market = await actionMarket()
  const user = await requireAccountUser(market, pathOf(market, "settings"))
  switch (form.get("settingsForm")) {
    case "profile":
      return saveProfile(user.id, form)
    case "email":
      return changeEmail(user.id, form)
    case "corporate":
      return form.get("remove") === "corporate" ? removeCorporate(user.id) : saveCorporate(user.id, form)
    case "password":
      return changePassword(user.id, form)
    default:
      // Not one of the page's forms (a hand-made request): nothing to do, nothing to say.
      return null
  }
}
