import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { emptyCart, initialCart } from "../../src/cart/cartState.ts"
import { addCalendarMonths, CART_STORAGE_KEY, cartExpiry, STATE_VERSION } from "../../src/cart/expiry.ts"
import { makeAccessory, makeCart, makeLine } from "../support/cartArbitraries.ts"

describe("state version and expiry", () => {
  it("stores the cart under a key that includes state version 1.04", () => {
    expect(STATE_VERSION).toBe("1.04")
    expect(CART_STORAGE_KEY).toContain("1.04")
  })

  it("expires a cart one calendar month after it was stamped", () => {
    expect(cartExpiry(Date.UTC(2025, 2, 10, 8, 30))).toBe(Date.UTC(2025, 3, 10, 8, 30))
  })

  it("clamps month ends: 31 January plus a month is the last day of February", () => {
    expect(addCalendarMonths(Date.UTC(2024, 0, 31), 1)).toBe(Date.UTC(2024, 1, 29))
    expect(addCalendarMonths(Date.UTC(2025, 0, 31), 1)).toBe(Date.UTC(2025, 1, 28))
  })

  it("crosses year ends and takes the number of months as a parameter", () => {
    expect(addCalendarMonths(Date.UTC(2025, 11, 15), 1)).toBe(Date.UTC(2026, 0, 15))
    expect(cartExpiry(Date.UTC(2025, 0, 15), 3)).toBe(Date.UTC(2025, 3, 15))
  })

  it("always lands 28 to 31 days later for one month", () => {
    fc.assert(fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (now) => {
      const days = (addCalendarMonths(now, 1) - now) / 86_400_000
      expect(days).toBeGreaterThanOrEqual(28)
      expect(days).toBeLessThanOrEqual(31)
    }))
  })

  it("starts a cart empty, stamped now and expiring a month later", () => {
    const now = Date.UTC(2025, 4, 1)
    expect(initialCart(now)).toEqual({
      phoneCart: [],
      accessoryCart: [],
      batteryCart: [],
      accessories: [],
      timestamp: now,
      expireAt: Date.UTC(2025, 5, 1),
      stateVersion: "1.04"
    })
  })

  it("empties phoneCart, accessoryCart and batteryCart and stamps the time and version", () => {
    const full = makeCart({
      phoneCart: [makeLine({ deviceAccessories: [makeAccessory({ id: 100, type: "BATTERY" })] })],
      accessoryCart: [makeAccessory()],
      stateVersion: "1.03"
    })
    const emptied = emptyCart(full, 42)
    expect(emptied).toMatchObject({ phoneCart: [], accessoryCart: [], batteryCart: [], timestamp: 42, stateVersion: "1.04" })
  })
})
