import { firstParam } from "../resolveRequest.ts"
import type { SearchParams } from "../views.ts"
import { type FormState, savedResult } from "./formResult.ts"

/** Where a changed password lands (settingsActions.ts: the page rendered with the new session). */
export const passwordSavedQuery = "saved=password"

/** The settings page's answer before any submit: "password changed" after that redirect, else none. */
export const settingsFirstAnswer = (searchParams: SearchParams): FormState =>
  firstParam(searchParams["saved"]) === "password" ? savedResult("password", "password") : null
