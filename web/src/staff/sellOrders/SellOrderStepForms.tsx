import type { StaffSellOrderDetail } from "@shop/core/backend/staff/sellOrderViews"
import type { SellOrderTarget } from "@shop/core/staff/sellOrderActions"
import type { ReactNode } from "react"
import type { Translator } from "../../i18n/translator.ts"
import type { StaffTranslator } from "../i18n.ts"
import { StaffActionForm } from "../ui/StaffActionForm.tsx"
import { InspectionForm } from "./InspectionForm.tsx"
import { inspectionQuestions } from "./inspectionQuestions.ts"
import { sellOrderStepAction } from "./sellOrderActions.ts"

/**
 * One form per step the member may take now (the detail's `actions`), `data-action` the step's name.
 * Received is the warehouse's everyday step and asks nothing; the inspection, the payout, the return
 * and the cancellation ask "are you sure?" in the page first (money, the seller's mail, final states).
 * The payout form is prefilled with the amount due (the detail's `amountDue`, core's: the evaluated
 * amount, the accepted counter-offer, an instant sale's offer); core refuses any other amount.
 */
export function SellOrderStepForms(props: {
  readonly detail: StaffSellOrderDetail
  readonly tr: StaffTranslator
  readonly words: Translator
  readonly today: string
}) {
  const { detail, tr, today } = props
  const { t } = tr
  const field = (label: string, input: ReactNode) => <label><span>{label}</span>{input}</label>
  const note = (required: boolean, label = t("staff-sell-field-note")) =>
    field(label, <textarea name="note" required={required} maxLength={1000} rows={2} />)
  const confirmFor = (to: SellOrderTarget) => ({ question: t("staff-confirm-question"), yes: t("staff-confirm-yes", { action: t(`staff-sell-do-${to}`) }), cancel: t("staff-confirm-cancel") })
  const common = (to: SellOrderTarget) => ({ action: sellOrderStepAction.bind(null, detail.id, to), name: to, verb: to, label: t(`staff-sell-do-${to}`), className: "staff-form-grid" })
  const form = (to: SellOrderTarget): ReactNode => {
    switch (to) {
      case "received":
        return (
          <StaffActionForm key={to} {...common(to)}>
            {field(t("staff-sell-field-reference"), <input name="reference" required maxLength={100} autoComplete="off" />)}
            {note(false)}
          </StaffActionForm>
        )
      case "inspected": {
        const devices = detail.devices.map((device) => inspectionQuestions(device, props.words.t))
        const intro = detail.status === "paid" ? `${t("staff-inspect-reconcile")} ${t("staff-inspect-intro")}` : t("staff-inspect-intro")
        return (
          <InspectionForm
            key={to}
            action={common(to).action}
            devices={devices}
            texts={{
              label: t("staff-sell-do-inspected"),
              confirm: confirmFor(to),
              intro,
              device: detail.devices.map((device, i) => t("staff-inspect-device", { number: i + 1, model: device.modelName })),
              declared: t("staff-inspect-declared"),
              multi: t("staff-inspect-multi"),
              imei: t("staff-inspect-imei"),
              serial: t("staff-inspect-serial"),
              deviceNote: t("staff-inspect-device-note"),
              note: t("staff-inspect-note")
            }}
          />
        )
      }
      case "paid": {
        const due = detail.amountDue ?? 0
        return (
          <StaffActionForm key={to} {...common(to)} confirm={confirmFor(to)}>
            {field(t("staff-sell-field-paid-amount", { amount: tr.money(due, detail.market) }),
              <input name="amount" type="number" inputMode="decimal" step="0.01" min="0.01" defaultValue={due} required data-testid="staff-sell-paid-amount" />)}
            {field(t("staff-sell-field-payment-reference"), <input name="reference" required maxLength={100} autoComplete="off" />)}
            {field(t("staff-sell-field-paid-on"), <input name="paidOn" type="date" defaultValue={today} max={today} required />)}
            {note(false)}
          </StaffActionForm>
        )
      }
      case "returned":
        return (
          <StaffActionForm key={to} {...common(to)} confirm={confirmFor(to)}>
            {field(t("staff-sell-field-return-reference"), <input name="reference" required maxLength={100} autoComplete="off" />)}
            {note(false)}
          </StaffActionForm>
        )
      case "cancelled":
        return <StaffActionForm key={to} {...common(to)} confirm={confirmFor(to)} danger>{note(true, t("staff-sell-field-reason"))}</StaffActionForm>
    }
  }
  if (detail.actions.length === 0) return <p data-testid="staff-sell-no-actions">{t("staff-sell-no-actions")}</p>
  return <div className="staff-sell-steps">{detail.actions.map(form)}</div>
}
