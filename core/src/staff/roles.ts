import { Schema } from "effect"

/**
 * Staff roles (issue 18) and what each may do. The one table of who may do what: every staff use case
 * asks `can` (through backend/staff/access.ts requirePermission) before it reads or changes anything,
 * and the console hides what a role cannot do from the same table.
 * - admin: everything, and manages staff and reads the audit log;
 * - support: orders (read, cancel and refund), returns and warranty claims, customers, reviews, sell-order payouts;
 * - warehouse: shipping (packed, shipped, delivered), receiving returns and sellers' devices, inspecting them,
 *   sending declined devices back to their sellers;
 * - catalog: prices and stock.
 */
export const StaffRoles = ["admin", "support", "warehouse", "catalog"] as const
export const StaffRole = Schema.Literals(StaffRoles)
export type StaffRole = typeof StaffRole.Type

export const StaffPermissions = [
  "dashboard.read",
  "orders.read",
  "orders.fulfil",
  "orders.cancel",
  "returns.read",
  "returns.decide",
  "returns.receive",
  "returns.refund",
  "sellOrders.read",
  "sellOrders.receive",
  "sellOrders.inspect",
  "sellOrders.pay",
  "sellOrders.cancel",
  "sellOrders.return",
  "products.read",
  "products.edit",
  "customers.read",
  "customers.deactivate",
  "reviews.moderate",
  "audit.read",
  "staff.manage"
] as const
export const StaffPermission = Schema.Literals(StaffPermissions)
export type StaffPermission = typeof StaffPermission.Type

const grants: { readonly [R in Exclude<StaffRole, "admin">]: ReadonlyArray<StaffPermission> } = {
  support: [
    "dashboard.read",
    "orders.read",
    "orders.cancel",
    "returns.read",
    "returns.decide",
    "returns.receive",
    "returns.refund",
    "sellOrders.read",
    "sellOrders.pay",
    "sellOrders.cancel",
    "products.read",
    "customers.read",
    "customers.deactivate",
    "reviews.moderate"
  ],
  warehouse: [
    "dashboard.read",
    "orders.read",
    "orders.fulfil",
    "returns.read",
    "returns.receive",
    "sellOrders.read",
    "sellOrders.receive",
    "sellOrders.inspect",
    "sellOrders.return",
    "products.read"
  ],
  catalog: ["dashboard.read", "products.read", "products.edit"]
}

/** Whether a role may do something: admin may do everything; the others what their list grants. */
export const can = (role: StaffRole, permission: StaffPermission): boolean =>
  role === "admin" || grants[role].includes(permission)

/** Everything a role may do, in the order of StaffPermissions (the console's menu and the session call). */
export const permissionsOf = (role: StaffRole): ReadonlyArray<StaffPermission> =>
  StaffPermissions.filter((permission) => can(role, permission))

/** The languages of the staff console: English and the four markets' languages. */
export const StaffLanguages = ["en", "ro", "bg", "hu", "el"] as const
export const StaffLanguage = Schema.Literals(StaffLanguages)
export type StaffLanguage = typeof StaffLanguage.Type

/** A staff member as the use cases see them: who acts, with which role (never the request's word: the staff session's). */
export const StaffActor = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  name: Schema.String,
  role: StaffRole,
  language: StaffLanguage
})
export type StaffActor = typeof StaffActor.Type
