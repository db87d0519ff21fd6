import type { StaffOrderDetail } from "@shop/core/backend/staff/orders"
import { fulfilmentNoteMaxLength } from "@shop/core/orders/fulfilment"
import type { StaffActor } from "@shop/core/staff/roles"
import type { StaffTranslator } from "../i18n.ts"
import { StaffActionForm } from "../ui/StaffActionForm.tsx"
import { orderStepAction } from "./orderActions.ts"
import { irreversibleSteps, orderStepsFor } from "./orderSteps.ts"

/**
 * One form per next step the member may take (orderStepsFor), each posting to orderStepAction with
 * `data-action` the transition's name. Shipping asks for the tracking number; every step takes an
 * optional note; shipped, delivered and cancelled ask "are you sure?" first.
 */
export function OrderStepForms(props: { readonly staff: StaffActor; readonly detail: StaffOrderDetail; readonly tr: StaffTranslator }) {
  const { t } = props.tr
  const orderId = props.detail.order.id
  const steps = orderStepsFor(props.staff, props.detail)
  if (steps.length === 0) return <p data-testid="staff-no-steps">{t("staff-orders-no-steps")}</p>
  return (
    <div className="staff-steps">
      {steps.map((to) => {
        const label = t(`staff-orders-step-${to}`)
        return (
          <StaffActionForm
            key={to}
            action={orderStepAction.bind(null, orderId, to)}
            name={`step-${to}`}
            verb={to}
            label={label}
            className="staff-step-form"
            danger={to === "cancelled"}
            {...(irreversibleSteps.has(to)
              ? { confirm: { question: t("staff-confirm-irreversible"), yes: t("staff-confirm-yes", { action: label }), cancel: t("staff-confirm-cancel") } }
              : {})}
          >
            {to === "shipped" ? (
              <label><span>{t("staff-orders-tracking")}</span>
                <input name="trackingNumber" required minLength={4} maxLength={40} pattern="[A-Za-z0-9\-]{4,40}" autoComplete="off" data-testid="staff-tracking-number" />
              </label>
            ) : null}
            {to === "cancelled" && props.detail.order.paymentState === "paid" ? <p>{t("staff-orders-cancel-paid")}</p> : null}
            <label><span>{t("staff-orders-note-optional")}</span>
              <textarea name="note" rows={2} maxLength={fulfilmentNoteMaxLength} data-testid={`staff-note-${to}`} />
            </label>
          </StaffActionForm>
        )
      })}
    </div>
  )
}
