import { describe, expect, it } from "@effect/vitest"
import { orderFieldErrors, orderPickupDate } from "../../src/orders/orderValidation.ts"
import { orderRequest } from "../support/backend/orderRequests.ts"
import { phoneNumbersTable } from "../support/phoneNumbersTable.ts"

describe("orderPickupDate: the order's day in the market, not in UTC", () => {
  it("is already tomorrow in Bucharest, Sofia, Athens and Budapest late in the UTC evening", () => {
    const lateUtc = Date.UTC(2026, 10, 22, 22, 30)
    expect(orderPickupDate("RO", lateUtc)).toBe("2026-11-23")
    expect(orderPickupDate("BG", lateUtc)).toBe("2026-11-23")
    expect(orderPickupDate("GR", lateUtc)).toBe("2026-11-23")
    expect(orderPickupDate("HU", Date.UTC(2026, 10, 22, 23, 30))).toBe("2026-11-23")
    expect(orderPickupDate("HU", lateUtc)).toBe("2026-11-22")
  })

  it("a valid courier order has no field errors at any hour", () => {
    for (let hour = 0; hour < 24; hour++) {
      expect(orderFieldErrors(phoneNumbersTable, orderRequest(), Date.UTC(2026, 10, 22, hour, 30))).toEqual({})
    }
  })
})
