"use server"
import { transitionSellOrder } from "@shop/core/backend/staff/sellOrders"
import { InvalidRequest } from "@shop/core/errors"
import { SellOrderStep } from "@shop/core/sell/sellOrderSteps"
import type { SellOrderTarget } from "@shop/core/staff/sellOrderActions"
import { Effect, Option, Schema } from "effect"
import { formText, runStaffAction, type StaffActionState } from "../actionResult.ts"
import { type StaffMessageKey, staffTranslator } from "../i18n.ts"

const decodeStep = Schema.decodeUnknownOption(SellOrderStep)
const boundId = (id: unknown): string => (typeof id === "string" ? id.slice(0, 64) : "")

/** A typed amount: "1 234,50" and "1234.5" alike; NaN when it is no number. */
const amountOf = (text: string): number => {
  const plain = text.replace(/[\s\u00a0]/g, "").replace(",", ".")
  return plain === "" || !/^-?\d+(\.\d+)?$/.test(plain) ? Number.NaN : Number(plain)
}

/** The step a console form posts, read by its target status (core decides whether the values will do). */
const stepOf = (to: SellOrderTarget, form: FormData): Option.Option<SellOrderStep> => {
  const note = formText(form, "note", 1000)
  switch (to) {
    case "received": return decodeStep({ to, reference: formText(form, "reference", 100), note })
    // The inspection form's reading is the console's part of issue 19.
    case "inspected": return Option.none()
    case "paid": return decodeStep({ to, amount: amountOf(formText(form, "amount", 32)), reference: formText(form, "reference", 100), paidOn: formText(form, "paidOn", 10), note })
    case "returned": return decodeStep({ to, reference: formText(form, "reference", 100), note })
    case "cancelled": return decodeStep({ to, note })
  }
}

/**
 * A sell order's next step from its page (core transitionSellOrder: the role, the machine, the values,
 * the audit entry). A refused value is said in the member's language, naming what is wrong.
 */
export async function sellOrderStepAction(sellOrderId: unknown, to: SellOrderTarget, _previous: StaffActionState, form: FormData): Promise<StaffActionState> {
  return runStaffAction(to, (staff) => {
    const { t } = staffTranslator(staff.language)
    const step = stepOf(to, form)
    if (Option.isNone(step)) return Effect.fail(new InvalidRequest({ message: t("staff-sell-amount-invalid") }))
    return transitionSellOrder(staff, boundId(sellOrderId), step.value).pipe(
      Effect.catchTag("ValidationFailed", (failed) =>
        Effect.fail(new InvalidRequest({ message: Object.values(failed.fields).map((key) => t(key as StaffMessageKey)).join(" ") })))
    )
  })
}
