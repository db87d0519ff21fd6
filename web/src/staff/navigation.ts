import { can, type StaffActor, type StaffPermission } from "@shop/core/staff/roles"
import type { StaffMessageKey } from "./i18n.ts"

/** The console's sections, each with the permission that opens it (the nav shows only those a role may open). */
export const staffSections: ReadonlyArray<{ readonly href: string; readonly text: StaffMessageKey; readonly permission: StaffPermission }> = [
  { href: "/staff/", text: "staff-nav-dashboard", permission: "dashboard.read" },
  { href: "/staff/orders/", text: "staff-nav-orders", permission: "orders.read" },
  { href: "/staff/returns/", text: "staff-nav-returns", permission: "returns.read" },
  { href: "/staff/sell-orders/", text: "staff-nav-sell-orders", permission: "sellOrders.read" },
  { href: "/staff/products/", text: "staff-nav-products", permission: "products.read" },
  { href: "/staff/customers/", text: "staff-nav-customers", permission: "customers.read" },
  { href: "/staff/reviews/", text: "staff-nav-reviews", permission: "reviews.moderate" },
  { href: "/staff/audit/", text: "staff-nav-audit", permission: "audit.read" },
  { href: "/staff/team/", text: "staff-nav-team", permission: "staff.manage" }
]

/** The sections a member may open, in the nav's order. */
export const sectionsOf = (staff: StaffActor) => staffSections.filter((section) => can(staff.role, section.permission))
