import { nextSellOrderStatuses } from "../sell/sellOrderStatus.ts"
import type { SellOrderStatus } from "../sell/sellTypes.ts"
import { can, type StaffPermission, type StaffRole } from "./roles.ts"

/** The statuses staff move a sell order to (every status but the one it starts in). */
export type SellOrderTarget = Exclude<SellOrderStatus, "submitted">

/** Which permission moves a sell order to each status (issue 18). */
export const sellOrderPermissionFor: { readonly [T in SellOrderTarget]: StaffPermission } = {
  received: "sellOrders.receive",
  evaluated: "sellOrders.inspect",
  paid: "sellOrders.pay",
  cancelled: "sellOrders.cancel"
}

/**
 * What a staff member of `role` may do with a sell order in `status` now: the machine's next statuses
 * that the role is allowed (the console shows these actions and no others).
 */
export const sellOrderActionsFor = (role: StaffRole, status: SellOrderStatus): ReadonlyArray<SellOrderTarget> =>
  nextSellOrderStatuses(status).flatMap((to) => (to !== "submitted" && can(role, sellOrderPermissionFor[to]) ? [to] : []))
