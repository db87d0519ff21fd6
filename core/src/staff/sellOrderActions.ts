import { staffStepsFor, type SellOrderStepName } from "../sell/sellOrderSteps.ts"
import type { SellOrderProgress } from "../sell/sellOrderStatus.ts"
import { can, type StaffPermission, type StaffRole } from "./roles.ts"

/** The steps staff take with a sell order (core sell/sellOrderSteps.ts). */
export type SellOrderTarget = SellOrderStepName

/** Which permission each step needs (issue 18; issue 19 adds the inspection's reconciliation and the return). */
export const sellOrderPermissionFor: { readonly [T in SellOrderTarget]: StaffPermission } = {
  received: "sellOrders.receive",
  inspected: "sellOrders.inspect",
  paid: "sellOrders.pay",
  returned: "sellOrders.return",
  cancelled: "sellOrders.cancel"
}

/**
 * What a staff member of `role` may do with a sell order that stands at `progress` now: the machine's
 * steps (staffStepsFor) that the role is allowed (the console shows these actions and no others).
 */
export const sellOrderActionsFor = (role: StaffRole, progress: SellOrderProgress, instant: boolean): ReadonlyArray<SellOrderTarget> =>
  staffStepsFor(progress, instant).filter((step) => can(role, sellOrderPermissionFor[step]))
