"use server"
import { changePassword, updateSettings } from "@shop/core/backend/account/settings"
import type { MarketCode } from "@shop/core/markets/index"
import { pathOf } from "@shop/core/routes/router"
import { Effect, Result } from "effect"
import { redirect } from "next/navigation"
import { loadForPage } from "../../server/page.ts"
import { requireAccountUser } from "./accountSession.ts"

const textOf = (form: FormData, name: string, max: number): string => {
  const value = form.get(name)
  return typeof value === "string" ? value.slice(0, max) : ""
}

const back = (market: MarketCode, query: string): never => redirect(`${pathOf(market, "settings")}?${query}`)

/** Saves the settings form (name and payout details) through core's `updateSettings`; refused fields come back as `?invalid=`. */
export async function saveSettingsForm(market: MarketCode, form: FormData): Promise<void> {
  const user = await requireAccountUser(market, pathOf(market, "settings"))
  const accountNumber = textOf(form, "accountNumber", 64)
  const holder = textOf(form, "payoutName", 300)
  const payout = accountNumber.trim() === "" && holder.trim() === "" ? null : { accountNumber, name: holder }
  const result = await loadForPage(Effect.result(updateSettings(user.id, market, { name: textOf(form, "name", 300), payout })))
  if (Result.isFailure(result)) {
    const fields = result.failure._tag === "ValidationFailed" ? Object.keys(result.failure.fields) : ["name"]
    back(market, `invalid=${encodeURIComponent(fields.join(","))}`)
  }
  back(market, "saved=profile")
}

/** Changes the password through core's `changePassword` (the identity's hasher and policy). */
export async function changePasswordForm(market: MarketCode, form: FormData): Promise<void> {
  const user = await requireAccountUser(market, pathOf(market, "settings"))
  const result = await loadForPage(Effect.result(changePassword(user.id, {
    currentPassword: textOf(form, "currentPassword", 1024),
    newPassword: textOf(form, "newPassword", 1024)
  })))
  if (Result.isFailure(result)) {
    const fields = result.failure._tag === "ValidationFailed" ? Object.keys(result.failure.fields) : ["currentPassword"]
    back(market, `invalid=${encodeURIComponent(fields.join(","))}`)
  }
  back(market, "saved=password")
}
