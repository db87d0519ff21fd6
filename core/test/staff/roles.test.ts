import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { can, permissionsOf, StaffPermissions, StaffRoles } from "../../src/staff/roles.ts"

describe("staff roles", () => {
  it("admin may do everything; only admin manages staff and reads the audit log", () => {
    for (const permission of StaffPermissions) expect(can("admin", permission)).toBe(true)
    for (const role of StaffRoles.filter((r) => r !== "admin")) {
      expect(can(role, "staff.manage")).toBe(false)
      expect(can(role, "audit.read")).toBe(false)
    }
  })

  it("gives each role its issue's share: support orders and customers, warehouse shipping and receiving, catalog prices", () => {
    expect(can("support", "orders.cancel")).toBe(true)
    expect(can("support", "orders.fulfil")).toBe(false)
    expect(can("support", "customers.deactivate")).toBe(true)
    expect(can("support", "reviews.moderate")).toBe(true)
    expect(can("support", "products.edit")).toBe(false)
    expect(can("warehouse", "orders.fulfil")).toBe(true)
    expect(can("warehouse", "orders.cancel")).toBe(false)
    expect(can("warehouse", "sellOrders.receive")).toBe(true)
    expect(can("warehouse", "sellOrders.pay")).toBe(false)
    expect(can("warehouse", "customers.read")).toBe(false)
    expect(can("catalog", "products.edit")).toBe(true)
    expect(can("catalog", "orders.read")).toBe(false)
  })

  it("permissionsOf lists exactly what can allows, in the table's order", () => {
    fc.assert(fc.property(fc.constantFrom(...StaffRoles), (role) => {
      const listed = permissionsOf(role)
      expect(listed).toEqual(StaffPermissions.filter((p) => can(role, p)))
      // Every role reaches the dashboard; nothing is granted that is not in the table.
      expect(listed).toContain("dashboard.read")
    }))
  })
})
