import type { StaffOrderDetail, StaffOrderTransition } from "@shop/core/backend/staff/orders"
import { FulfilmentTargets, isLegalFulfilment, isReadyToFulfil, type FulfilmentTarget } from "@shop/core/orders/fulfilment"
import { can, type StaffActor } from "@shop/core/staff/roles"

/** The steps that cannot be taken back: the console asks before sending them. */
export const irreversibleSteps: ReadonlySet<FulfilmentTarget> = new Set(["shipped", "delivered", "cancelled"])

/**
 * The step forms the order page shows this member: each legal next step their role may take (packed,
 * shipped, delivered need orders.fulfil, cancelled orders.cancel). Packing waits for the money as
 * core decides (isReadyToFulfil); a cancelled paid order whose refund failed offers "cancelled" again
 * (core retries the refund). The use case checks all of it again: this only spares useless buttons.
 */
export const orderStepsFor = (staff: StaffActor, detail: StaffOrderDetail): ReadonlyArray<FulfilmentTarget> =>
  FulfilmentTargets.filter((to) => {
    if (!can(staff.role, to === "cancelled" ? "orders.cancel" : "orders.fulfil")) return false
    if (to === "cancelled" && detail.refundDue) return true
    if (!isLegalFulfilment(detail.fulfilment.state, to)) return false
    if (to === "packed") return isReadyToFulfil(detail.order.paymentMethod, detail.order.paymentState)
    if (to === "cancelled") return detail.status !== "cancelled"
    return true
  })

/** A step form's fields as the transition use case's request (bounded: a server action's input is anyone's). */
export const orderStepRequest = (to: FulfilmentTarget, fields: { readonly trackingNumber: string; readonly note: string }): StaffOrderTransition => ({
  to,
  ...(to === "shipped" ? { trackingNumber: fields.trackingNumber.slice(0, 200) } : {}),
  ...(fields.note.trim() === "" ? {} : { note: fields.note.slice(0, 2000) })
})
