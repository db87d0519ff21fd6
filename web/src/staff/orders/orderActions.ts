"use server"
import { transitionOrder } from "@shop/core/backend/staff/orders"
import { InvalidRequest, type ValidationFailed } from "@shop/core/errors"
import { FulfilmentTarget } from "@shop/core/orders/fulfilment"
import type { StaffLanguage } from "@shop/core/staff/roles"
import { Effect, Option, Schema } from "effect"
import { formText, runStaffAction, type StaffActionState } from "../actionResult.ts"
import { staffTranslator } from "../i18n.ts"
import { orderStepRequest } from "./orderSteps.ts"

const targetOf = Schema.decodeUnknownOption(FulfilmentTarget)
const boundId = (id: unknown): string => (typeof id === "string" ? id.slice(0, 64) : "")

/** Why a step's fields were refused, in the member's language (core names the field and the rule). */
const fieldsMessage = (failed: ValidationFailed, language: StaffLanguage): string => {
  const { t } = staffTranslator(language)
  const parts = Object.keys(failed.fields).map((field) =>
    field === "trackingNumber" ? t("staff-orders-tracking-invalid") : field === "note" ? t("staff-orders-note-invalid") : field)
  return parts.join(" ") || failed.message
}

/**
 * One fulfilment step from the order page (core transitionOrder: the role, the order's state, the
 * tracking number and the note are all checked there; audited).
 */
export async function orderStepAction(orderId: unknown, to: unknown, _previous: StaffActionState, form: FormData): Promise<StaffActionState> {
  const target = targetOf(to)
  return runStaffAction(`step-${String(to).slice(0, 20)}`, (staff) => {
    if (Option.isNone(target)) return Effect.fail(new InvalidRequest({ message: "unknown step" }))
    const request = orderStepRequest(target.value, { trackingNumber: formText(form, "trackingNumber", 200), note: formText(form, "note", 2000) })
    return transitionOrder(staff, boundId(orderId), request).pipe(
      Effect.catchTag("ValidationFailed", (failed: ValidationFailed) => Effect.fail(new InvalidRequest({ message: fieldsMessage(failed, staff.language) })))
    )
  })
}
