"use server"
import { transitionSellOrder } from "@shop/core/backend/staff/sellOrders"
import { InvalidRequest } from "@shop/core/errors"
import { SellOrderStep } from "@shop/core/sell/sellOrderSteps"
import type { SellOrderTarget } from "@shop/core/staff/sellOrderActions"
import { Effect, Option, Schema } from "effect"
import { formText, runStaffAction, type StaffActionState } from "../actionResult.ts"
import { type StaffMessageKey, type StaffTranslator, staffTranslator } from "../i18n.ts"
import { formFieldOfInspection } from "./inspectionErrors.ts"
import { parseInspectionForm, typedValues } from "./inspectionForm.ts"

const decodeStep = Schema.decodeUnknownOption(SellOrderStep)
const boundId = (id: unknown): string => (typeof id === "string" ? id.slice(0, 64) : "")

/** A typed amount: "1 234,50" and "1234.5" alike; NaN when it is no number. */
const amountOf = (text: string): number => {
  const plain = text.replace(/[\s\u00a0]/g, "").replace(",", ".")
  return plain === "" || !/^-?\d+(\.\d+)?$/.test(plain) ? Number.NaN : Number(plain)
}

/** The step a console form posts, read by its step name (core decides whether the values will do). */
const stepOf = (to: Exclude<SellOrderTarget, "inspected">, form: FormData): Option.Option<SellOrderStep> => {
  const note = formText(form, "note", 1000)
  switch (to) {
    case "received":
    case "returned": return decodeStep({ to, reference: formText(form, "reference", 100), note })
    case "paid": return decodeStep({ to, amount: amountOf(formText(form, "amount", 32)), reference: formText(form, "reference", 100), paidOn: formText(form, "paidOn", 10), note })
    case "cancelled": return decodeStep({ to, note })
  }
}

const translated = (tr: StaffTranslator, fields: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, tr.t(key as StaffMessageKey)]))

/**
 * A sell order's next step from its page (core transitionSellOrder: the role, the machine, the values,
 * the audit entry). A refused value is said in the member's language, naming what is wrong; the
 * inspection's refusals also mark their fields and give back what was typed.
 */
export async function sellOrderStepAction(sellOrderId: unknown, to: SellOrderTarget, _previous: StaffActionState, form: FormData): Promise<StaffActionState> {
  let fields: Readonly<Record<string, string>> | undefined
  const state = await runStaffAction(to, (staff) => {
    const tr = staffTranslator(staff.language)
    if (to === "inspected") {
      const parsed = parseInspectionForm(form)
      // The sentence under the button repeats each distinct refusal once; each field shows its own.
      const refuse = (refused: Readonly<Record<string, string>>) => {
        fields = translated(tr, refused)
        return Effect.fail(new InvalidRequest({ message: [...new Set(Object.values(fields))].join(" ") }))
      }
      if (!parsed.ok) return refuse(parsed.fields)
      return transitionSellOrder(staff, boundId(sellOrderId), parsed.step).pipe(
        Effect.catchTag("ValidationFailed", (failed) =>
          refuse(Object.fromEntries(Object.entries(failed.fields).map(([field, key]) => [formFieldOfInspection(field), key]))))
      )
    }
    const step = stepOf(to, form)
    if (Option.isNone(step)) return Effect.fail(new InvalidRequest({ message: tr.t("staff-sell-amount-invalid") }))
    return transitionSellOrder(staff, boundId(sellOrderId), step.value).pipe(
      Effect.catchTag("ValidationFailed", (failed) =>
        Effect.fail(new InvalidRequest({ message: Object.values(failed.fields).map((key) => tr.t(key as StaffMessageKey)).join(" ") })))
    )
  })
  if (state === null || state.ok || to !== "inspected") return state
  return { ...state, values: typedValues(form), ...(fields === undefined ? {} : { fields }) }
}
