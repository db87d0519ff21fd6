import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import * as fc from "fast-check"
import {
  addBattery,
  batteryIndex,
  batteryTypeLabel,
  lineBatteryTypeLabel,
  removeBattery
} from "../../src/cart/batteries.ts"
import { subtotal } from "../../src/cart/totals.ts"
import { batteryAccessoryArb, cartStateArb, makeAccessory, makeCart, makeLine } from "../support/cartArbitraries.ts"

const battery = makeAccessory({ id: 100, name: "New battery", type: "BATTERY", price: 199 })
const cart = makeCart({ phoneCart: [makeLine({ id: "A", buy_price: 1000 }), makeLine({ id: "B", buy_price: 500 })] })

describe("batteries", () => {
  it("adds a battery as a BATTERY accessory of the line and as a batteryCart entry", () => {
    const after = Result.getOrThrow(addBattery(cart, "A", battery))
    expect(after.phoneCart[0]?.deviceAccessories).toEqual([expect.objectContaining({ id: 100, type: "BATTERY", phoneId: "A" })])
    expect(after.batteryCart).toEqual([{ phoneId: "A", id: 100, price: 199 }])
  })

  it("counts the battery price once", () => {
    expect(subtotal(Result.getOrThrow(addBattery(cart, "A", battery)))).toBe(1699)
  })

  it("replaces the line's battery instead of adding a second one", () => {
    const once = Result.getOrThrow(addBattery(cart, "A", battery))
    const twice = Result.getOrThrow(addBattery(once, "A", { ...battery, id: 101, price: 249 }))
    expect(twice.phoneCart[0]?.deviceAccessories.map((a) => a.id)).toEqual([101])
    expect(twice.batteryCart).toEqual([{ phoneId: "A", id: 101, price: 249 }])
  })

  it("removes both the accessory and the entry", () => {
    const after = removeBattery(Result.getOrThrow(addBattery(cart, "A", battery)), "A")
    expect(after.phoneCart[0]?.deviceAccessories).toEqual([])
    expect(after.batteryCart).toEqual([])
  })

  it("refuses a battery for a line that is not in the cart", () => {
    expect(Result.isFailure(addBattery(cart, "Z", battery))).toBe(true)
  })

  it("labels the battery type 'Noua' when a battery is in the cart, else 'Standard'", () => {
    expect(batteryTypeLabel(cart)).toBe("Standard")
    const after = Result.getOrThrow(addBattery(cart, "A", battery))
    expect(batteryTypeLabel(after)).toBe("Noua")
    expect(lineBatteryTypeLabel(after, "A")).toBe("Noua")
    expect(lineBatteryTypeLabel(after, "B")).toBe("Standard")
  })

  it("keeps batteryCart equal to the index of the lines' batteries through adds and removes", () => {
    fc.assert(fc.property(
      cartStateArb(),
      fc.array(fc.tuple(fc.boolean(), fc.nat(), batteryAccessoryArb), { maxLength: 6 }),
      (start, steps) => {
        let current = start
        for (const [add, pick, b] of steps) {
          const line = current.phoneCart[pick % Math.max(1, current.phoneCart.length)]
          if (line === undefined) continue
          current = add ? Result.getOrThrow(addBattery(current, line.id, b)) : removeBattery(current, line.id)
        }
        expect([...current.batteryCart].sort((x, y) => x.phoneId.localeCompare(y.phoneId)))
          .toEqual([...batteryIndex(current.phoneCart)].sort((x, y) => x.phoneId.localeCompare(y.phoneId)))
      }
    ))
  })
})
