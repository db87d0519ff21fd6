import "server-only"
import { isBackendError } from "@shop/core/errors"
import { Cause, Effect, Exit } from "effect"
import { refresh } from "next/cache"
import { runExit } from "../server/runtime.ts"
import type { AppServices } from "../server/runtime.ts"
import { currentStaff } from "./session.ts"
import type { StaffActor } from "@shop/core/staff/roles"
import { Option } from "effect"
import type { StaffActionState } from "./actionState.ts"
import { type StaffMessageKey, staffTranslator } from "./i18n.ts"

export type { StaffActionState }

const refusalKey = (failure: unknown): StaffMessageKey => {
  if (!isBackendError(failure)) return "staff-error-invalid"
  switch (failure._tag) {
    case "Forbidden": return "staff-error-forbidden"
    case "NotFound": return "staff-error-not-found"
    case "IllegalTransition":
    case "IdempotencyConflict": return "staff-error-conflict"
    case "RepositoryError": return "staff-error-unavailable"
    default: return "staff-error-invalid"
  }
}

/**
 * Runs a console change as the signed-in member (`change(staff)`, a core use case that checks the role
 * itself): done refreshes the page's data; a refusal says why. Without a live session nothing runs.
 */
export const runStaffAction = async <A, E>(
  form: string,
  change: (staff: StaffActor) => Effect.Effect<A, E, AppServices>,
  done: StaffMessageKey = "staff-saved"
): Promise<StaffActionState> => {
  const staff = await currentStaff()
  if (Option.isNone(staff)) return { ok: false, form, text: staffTranslator("en").t("staff-error-session") }
  const { t } = staffTranslator(staff.value.language)
  const exit = await runExit(change(staff.value))
  if (Exit.isSuccess(exit)) {
    refresh()
    return { ok: true, form, text: t(done) }
  }
  const failure = Cause.findErrorOption(exit.cause)
  if (failure._tag === "None") {
    Effect.runSync(Effect.logError("A console change failed", Cause.pretty(exit.cause)))
    return { ok: false, form, text: t("staff-error-unavailable") }
  }
  const key = refusalKey(failure.value)
  if (key === "staff-error-conflict") refresh()
  const message = (failure.value as { message?: unknown }).message
  const detail = typeof message === "string" ? message.slice(0, 300) : ""
  return { ok: false, form, text: key === "staff-error-invalid" ? t(key, { message: detail }) : t(key) }
}

/** A form field as text, bounded (a server action's input is anyone's). */
export const formText = (form: FormData, name: string, max = 400): string => {
  const value = form.get(name)
  return typeof value === "string" ? value.slice(0, max) : ""
}
