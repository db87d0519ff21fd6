import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import {
  addLooseAccessory,
  attachAccessory,
  detachAccessory,
  flatAccessoryList,
  removeLooseAccessory
} from "../../src/cart/accessories.ts"
import { addBattery } from "../../src/cart/batteries.ts"
import { BatteryAccessoryRefused, CartLineNotFound } from "../../src/cart/errors.ts"
import { makeAccessory, makeCart, makeLine } from "../support/cartArbitraries.ts"

const twoLines = makeCart({ phoneCart: [makeLine({ id: "A" }), makeLine({ id: "B" })] })

describe("accessories", () => {
  it("attaches an accessory to its line with the line id as phoneId", () => {
    const cart = Result.getOrThrow(attachAccessory(twoLines, "B", makeAccessory({ id: 3 })))
    expect(cart.phoneCart[1]?.deviceAccessories).toEqual([
      expect.objectContaining({ id: 3, phoneId: "B", cartIndex: 1 })
    ])
    expect(cart.accessoryCart).toEqual([])
  })

  it("attaches the same accessory to a line only once", () => {
    const once = Result.getOrThrow(attachAccessory(twoLines, "A", makeAccessory({ id: 3 })))
    const twice = Result.getOrThrow(attachAccessory(once, "A", makeAccessory({ id: 3 })))
    expect(twice.phoneCart[0]?.deviceAccessories).toHaveLength(1)
  })

  it("refuses to attach to a line that is not in the cart", () => {
    const result = attachAccessory(twoLines, "Z", makeAccessory())
    expect(Result.isFailure(result) && result.failure instanceof CartLineNotFound).toBe(true)
  })

  it("refuses a BATTERY accessory on a line: a battery enters only through addBattery", () => {
    const result = attachAccessory(twoLines, "A", makeAccessory({ id: 100, type: "BATTERY", price: 150 }))
    expect(Result.isFailure(result) && result.failure).toEqual(new BatteryAccessoryRefused({ accessoryId: 100, lineId: "A" }))
  })

  it("refuses a loose BATTERY accessory", () => {
    const result = addLooseAccessory(twoLines, makeAccessory({ id: 100, type: "BATTERY" }))
    expect(Result.isFailure(result) && result.failure).toEqual(new BatteryAccessoryRefused({ accessoryId: 100, lineId: null }))
  })

  it("detaches an accessory from its line only", () => {
    const a = Result.getOrThrow(attachAccessory(twoLines, "A", makeAccessory({ id: 3 })))
    const both = Result.getOrThrow(attachAccessory(a, "B", makeAccessory({ id: 3 })))
    const cart = detachAccessory(both, "A", 3)
    expect(cart.phoneCart[0]?.deviceAccessories).toEqual([])
    expect(cart.phoneCart[1]?.deviceAccessories).toHaveLength(1)
  })

  it("drops the battery entry when the battery accessory is detached", () => {
    const cart = Result.getOrThrow(addBattery(twoLines, "A", makeAccessory({ id: 100, type: "BATTERY" })))
    const after = detachAccessory(cart, "A", 100)
    expect(after.batteryCart).toEqual([])
    expect(after.phoneCart[0]?.deviceAccessories).toEqual([])
  })

  it("adds a loose accessory once, without a phone", () => {
    const once = Result.getOrThrow(addLooseAccessory(makeCart(), makeAccessory({ id: 5, phoneId: "A", cartIndex: 0 })))
    const twice = Result.getOrThrow(addLooseAccessory(once, makeAccessory({ id: 5 })))
    expect(twice.accessoryCart).toEqual([makeAccessory({ id: 5 })])
  })

  it("removes a loose accessory by id", () => {
    const cart = makeCart({ accessoryCart: [makeAccessory({ id: 5 }), makeAccessory({ id: 6 })] })
    expect(removeLooseAccessory(cart, 5).accessoryCart.map((a) => a.id)).toEqual([6])
  })

  it("lists attached then loose accessories, hiding professional installation and wrapping tax", () => {
    const line = makeLine({
      id: "A",
      deviceAccessories: [
        makeAccessory({ id: 1 }),
        makeAccessory({ id: 2, type: "PROFESSIONAL_INSTALLATION" }),
        makeAccessory({ id: 100, type: "BATTERY" })
      ]
    })
    const cart = makeCart({
      phoneCart: [line],
      accessoryCart: [makeAccessory({ id: 4, isWrappingTax: true }), makeAccessory({ id: 5 })]
    })
    expect(flatAccessoryList(cart).map((a) => a.id)).toEqual([1, 100, 5])
  })
})
