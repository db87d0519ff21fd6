import { AfterSalesTargets, isLegalAfterSales, type AfterSalesStatus, type AfterSalesTarget } from "@shop/core/account/afterSales"
import type { StaffAfterSalesTransition } from "@shop/core/backend/staff/afterSales"
import { can, type StaffActor, type StaffPermission } from "@shop/core/staff/roles"

/** Who may take each step (as core's transitionAfterSales asks). */
const permissionOf = (to: AfterSalesTarget): StaffPermission =>
  to === "received" ? "returns.receive" : to === "refunded" ? "returns.refund" : "returns.decide"

/** Steps that cannot be taken back: the console asks before sending them. */
export const irreversibleAfterSales: ReadonlySet<AfterSalesTarget> = new Set(["refused", "refunded"])

/** The step forms a request's page shows this member: each legal next step their role may take (core checks again). */
export const afterSalesStepsFor = (staff: StaffActor, status: AfterSalesStatus): ReadonlyArray<AfterSalesTarget> =>
  AfterSalesTargets.filter((to) => isLegalAfterSales(status, to) && can(staff.role, permissionOf(to)))

/** A step form's fields as the use case's request: a reason only with accept or refuse, when given. */
export const afterSalesStepRequest = (to: AfterSalesTarget, reason: string): StaffAfterSalesTransition => ({
  to,
  ...((to === "accepted" || to === "refused") && reason.trim() !== "" ? { reason: reason.slice(0, 2000) } : {})
})
