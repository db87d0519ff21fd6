import { describe, expect, it } from "@effect/vitest"
import { flatAccessoryList } from "@shop/core/cart/accessories"
import { isHiddenFromFlatList } from "@shop/core/cart/accessory"
import { lineBatteryTypeLabel } from "@shop/core/cart/batteries"
import { sumMoney } from "@shop/core/cart/money"
import { cartItemCount, subtotal } from "@shop/core/cart/totals"
import { cartStateArb, makeAccessory, makeCart, makeLine } from "@shop/core/test-support/cartArbitraries"
import fc from "fast-check"
import { cartLinesView, flatAccessoriesView } from "../../../src/storefront/cart/linesView.ts"

describe("the cart page's view of the lines", () => {
  it("shows one line per device, whose totals and counts add up to core's subtotal and item count", () => {
    fc.assert(
      fc.property(cartStateArb({ withWrappingTax: true }), (cart) => {
        const lines = cartLinesView(cart)
        expect(lines.map((l) => l.id)).toEqual(cart.phoneCart.map((l) => l.id))
        const loose = cart.accessoryCart.map((a) => a.price)
        expect(sumMoney([...lines.map((l) => l.total), ...loose])).toBe(subtotal(cart))
        expect(lines.reduce((n, l) => n + l.itemCount, 0) + cart.accessoryCart.length).toBe(cartItemCount(cart))
      })
    )
  })

  it("labels each line's battery with core's per-line label and keeps the battery out of its accessories", () => {
    fc.assert(
      fc.property(cartStateArb(), (cart) => {
        for (const line of cartLinesView(cart)) {
          expect(line.battery).toBe(lineBatteryTypeLabel(cart, line.id))
          expect(line.batteryPrice !== null).toBe(line.battery === "Noua")
          expect(line.accessories.some((a) => a.type === "BATTERY")).toBe(false)
        }
      })
    )
  })

  it("names on the line the accessories the flat list shows for it, fees never, and prices them together", () => {
    fc.assert(
      fc.property(cartStateArb({ withWrappingTax: true }), (cart) => {
        const rows = flatAccessoriesView(cart)
        for (const line of cartLinesView(cart)) {
          expect(line.accessories.some(isHiddenFromFlatList)).toBe(false)
          const listed = rows.filter((r) => r.lineId === line.id && r.accessory.type !== "BATTERY").map((r) => r.accessory)
          expect(line.accessories).toEqual(listed)
          expect(line.accessoriesTotal).toBe(sumMoney(listed.map((a) => a.price)))
        }
      })
    )
  })

  it("keeps professional installation and wrapping tax off the line, yet in its total", () => {
    const line = makeLine({
      buy_price: 500,
      deviceAccessories: [
        makeAccessory({ id: 1, type: "CASE", name: "Case", price: 20 }),
        makeAccessory({ id: 2, type: "PROFESSIONAL_INSTALLATION", name: "Installation", price: 30 }),
        makeAccessory({ id: 3, type: "GIFT", name: "Wrapping", price: 5, isWrappingTax: true })
      ]
    })
    const [view] = cartLinesView(makeCart({ phoneCart: [line] }))
    expect(view?.accessories.map((a) => a.name)).toEqual(["Case"])
    expect(view?.accessoriesTotal).toBe(20)
    expect(view?.total).toBe(555)
  })

  it("lists exactly core's flat accessory list, each row removable from where it is kept", () => {
    fc.assert(
      fc.property(cartStateArb({ withWrappingTax: true }), (cart) => {
        const rows = flatAccessoriesView(cart)
        expect(rows.map((r) => r.accessory)).toEqual(flatAccessoryList(cart))
        expect(rows.some((r) => isHiddenFromFlatList(r.accessory))).toBe(false)
        expect(new Set(rows.map((r) => r.rowKey)).size).toBe(rows.length)
        for (const row of rows) {
          if (row.lineId === null) expect(cart.accessoryCart).toContainEqual(row.accessory)
          else expect(cart.phoneCart.find((l) => l.id === row.lineId)?.deviceAccessories).toContainEqual(row.accessory)
        }
      })
    )
  })

  it("strikes the previous price only when it was higher, and prices services from the line's offer", () => {
    const line = makeLine({
      buy_price: 100,
      buy_previous_price: 90,
      available_extra_services: [{ id: 7, type: "WARRANTY_EXTENSION", key: "extra-service.warranty-extension-12-months", buyPrice: 12.5 }],
      selected_extra_services: [{ id: 7, type: "WARRANTY_EXTENSION" }, { id: 9, type: "INSURANCE" }]
    })
    const [view] = cartLinesView(makeCart({ phoneCart: [line] }))
    expect(view?.previousPrice).toBeNull()
    expect(view?.services).toEqual([
      { id: 7, type: "WARRANTY_EXTENSION", key: "extra-service.warranty-extension-12-months", price: 12.5 },
      // No longer offered: shown at no cost, as core prices it, until the next refresh drops it.
      { id: 9, type: "INSURANCE", key: "", price: 0 }
    ])
    const [higher] = cartLinesView(makeCart({ phoneCart: [{ ...line, buy_previous_price: 120 }] }))
    expect(higher?.previousPrice).toBe(120)
  })

  it("marks a line as having extras to offer when it offers a service or an active battery", () => {
    const plain = makeLine({ available_extra_services: [], deviceAvailableAccessories: [makeAccessory({ type: "CASE" })] })
    const battery = makeLine({ id: "B", available_extra_services: [], deviceAvailableAccessories: [makeAccessory({ type: "BATTERY" })] })
    const retired = makeLine({
      id: "C",
      available_extra_services: [],
      deviceAvailableAccessories: [makeAccessory({ type: "BATTERY", isActive: false })]
    })
    expect(cartLinesView(makeCart({ phoneCart: [plain, battery, retired] })).map((l) => l.offersExtras)).toEqual([false, true, false])
  })
})
