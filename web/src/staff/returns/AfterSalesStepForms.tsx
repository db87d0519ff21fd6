import { decisionReasonMaxLength, decisionReasonMinLength } from "@shop/core/account/afterSales"
import type { AfterSalesCase } from "@shop/core/backend/staff/afterSalesPorts"
import type { StaffActor } from "@shop/core/staff/roles"
import type { StaffTranslator } from "../i18n.ts"
import { StaffActionForm } from "../ui/StaffActionForm.tsx"
import { afterSalesStepAction } from "./returnActions.ts"
import type { AfterSalesKindParam } from "./returnQuery.ts"
import { afterSalesStepsFor, irreversibleAfterSales } from "./returnSteps.ts"

/**
 * One form per next step of a return or a claim the member may take, `data-action` the step's name:
 * accept (an optional reason), refuse (a required reason, which the shopper reads), received, refunded.
 * Refusing and refunding ask "are you sure?" first.
 */
export function AfterSalesStepForms(props: { readonly staff: StaffActor; readonly kind: AfterSalesKindParam; readonly request: AfterSalesCase; readonly tr: StaffTranslator }) {
  const { t } = props.tr
  const steps = afterSalesStepsFor(props.staff, props.request.status)
  if (steps.length === 0) return <p data-testid="staff-no-steps">{t("staff-orders-no-steps")}</p>
  return (
    <div className="staff-steps">
      {steps.map((to) => {
        const label = t(`staff-returns-step-${to}`)
        return (
          <StaffActionForm
            key={to}
            action={afterSalesStepAction.bind(null, props.kind, props.request.id, to)}
            name={`step-${to}`}
            verb={to}
            label={label}
            className="staff-step-form"
            danger={to === "refused"}
            {...(irreversibleAfterSales.has(to)
              ? { confirm: { question: t("staff-confirm-irreversible"), yes: t("staff-confirm-yes", { action: label }), cancel: t("staff-confirm-cancel") } }
              : {})}
          >
            {to === "accepted" || to === "refused" ? (
              <label><span>{t(to === "refused" ? "staff-returns-reason" : "staff-returns-reason-optional")}</span>
                <textarea name="reason" rows={2} required={to === "refused"} minLength={to === "refused" ? decisionReasonMinLength : undefined} maxLength={decisionReasonMaxLength} data-testid={`staff-reason-${to}`} />
              </label>
            ) : null}
          </StaffActionForm>
        )
      })}
    </div>
  )
}
