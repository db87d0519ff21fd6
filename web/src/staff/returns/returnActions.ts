"use server"
import { AfterSalesTarget } from "@shop/core/account/afterSales"
import { transitionAfterSales } from "@shop/core/backend/staff/afterSales"
import { InvalidRequest, type ValidationFailed } from "@shop/core/errors"
import { Effect, Option, Schema } from "effect"
import { formText, runStaffAction, type StaffActionState } from "../actionResult.ts"
import { staffTranslator } from "../i18n.ts"
import { kindOf } from "./returnQuery.ts"
import { afterSalesStepRequest } from "./returnSteps.ts"

const targetOf = Schema.decodeUnknownOption(AfterSalesTarget)
const boundId = (id: unknown): string => (typeof id === "string" ? id.slice(0, 64) : "")

/**
 * One step of a return or a warranty claim from its page (core transitionAfterSales: the role, the
 * request's state, the reason and the refund are all decided there; audited).
 */
export async function afterSalesStepAction(kind: unknown, id: unknown, to: unknown, _previous: StaffActionState, form: FormData): Promise<StaffActionState> {
  const target = targetOf(to)
  const requestKind = kindOf(typeof kind === "string" ? kind : "")
  return runStaffAction(`step-${String(to).slice(0, 20)}`, (staff) => {
    if (Option.isNone(target) || requestKind === null) return Effect.fail(new InvalidRequest({ message: "unknown step" }))
    return transitionAfterSales(staff, requestKind, boundId(id), afterSalesStepRequest(target.value, formText(form, "reason", 2000))).pipe(
      Effect.catchTag("ValidationFailed", (_failed: ValidationFailed) =>
        Effect.fail(new InvalidRequest({ message: staffTranslator(staff.language).t("staff-returns-reason-invalid") })))
    )
  })
}
