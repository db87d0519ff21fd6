import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import * as fc from "fast-check"
import { batteryOffer, isOrdinaryAccessory, serviceGroups } from "../../src/cart/lineOffers.ts"
import { selectExtraService } from "../../src/cart/lineServices.ts"
import { extraServiceArb, makeAccessory, makeCart, makeLine } from "../support/cartArbitraries.ts"

describe("what a line offers, as the pages show it", () => {
  it("groups active services by type in first-seen order, each service once", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(extraServiceArb, fc.boolean()), { maxLength: 8 }), (rows) => {
        const services = rows.map(([s, isActive]) => ({ ...s, isActive }))
        const groups = serviceGroups(services)
        expect(groups.flatMap((g) => g.services)).toEqual(
          groups.flatMap((g) => services.filter((s) => s.isActive && s.type === g.type))
        )
        expect(groups.map((g) => g.type)).toEqual([...new Set(services.filter((s) => s.isActive).map((s) => s.type))])
      })
    )
  })

  it("treats the cart's services (which carry no flag) as active", () => {
    const services = [{ id: 1, type: "WARRANTY_EXTENSION", key: "a", price: 10 }, { id: 2, type: "INSURANCE", key: "b", price: 20 }]
    expect(serviceGroups(services).map((g) => g.type)).toEqual(["WARRANTY_EXTENSION", "INSURANCE"])
  })

  it("offers one choice per type because core keeps one service per type on a line", () => {
    fc.assert(
      fc.property(fc.array(extraServiceArb, { minLength: 1, maxLength: 6 }), (offered) => {
        const line = makeLine({ id: "L", available_extra_services: offered, selected_extra_services: [] })
        let cart = makeCart({ phoneCart: [line] })
        for (const service of offered) {
          const next = selectExtraService(cart, "L", service)
          if (Result.isSuccess(next)) cart = next.success
        }
        // After picking every offer, the line holds at most one per group the page shows.
        expect(cart.phoneCart[0]?.selected_extra_services.length).toBeLessThanOrEqual(serviceGroups(offered).length)
      })
    )
  })

  it("offers the first active battery", () => {
    const old = makeAccessory({ id: 1, type: "BATTERY", isActive: false })
    const fresh = makeAccessory({ id: 2, type: "BATTERY" })
    expect(batteryOffer([old, fresh])?.id).toBe(2)
    expect(batteryOffer([old])).toBeUndefined()
  })

  it("offers as accessories active products only, never the battery or a fee", () => {
    expect(isOrdinaryAccessory(makeAccessory({ type: "CASE" }))).toBe(true)
    expect(isOrdinaryAccessory(makeAccessory({ type: "CASE", isActive: false }))).toBe(false)
    for (const type of ["BATTERY", "PROFESSIONAL_INSTALLATION", "WRAPPING_TAX"]) {
      expect(isOrdinaryAccessory(makeAccessory({ type }))).toBe(false)
    }
    expect(isOrdinaryAccessory(makeAccessory({ type: "GIFT", isWrappingTax: true }))).toBe(false)
  })
})
