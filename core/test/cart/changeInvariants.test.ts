import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import * as fc from "fast-check"
import { addLooseAccessory, attachAccessory, detachAccessory } from "../../src/cart/accessories.ts"
import type { Accessory } from "../../src/cart/accessory.ts"
import { addBattery, batteryIndex } from "../../src/cart/batteries.ts"
import type { CartState } from "../../src/cart/cartState.ts"
import { addDevice, removeDevice } from "../../src/cart/devices.ts"
import { enforceWrappingTax, wrappingTaxesOf } from "../../src/cart/wrappingTax.ts"
import type { Category } from "../../src/catalog/category.ts"
import { Categories } from "../../src/catalog/category.ts"
import { accessoryArb, batteryAccessoryArb, cartStateArb, makeProduct, wrappingTaxArb } from "../support/cartArbitraries.ts"

/** The merge-time rules (wrapping tax, battery index) hold after every single change too. */

type Step =
  | { readonly kind: "device"; readonly category: Category }
  | { readonly kind: "removeDevice"; readonly pick: number }
  | { readonly kind: "loose"; readonly accessory: Accessory }
  | { readonly kind: "attach"; readonly pick: number; readonly accessory: Accessory }
  | { readonly kind: "detach"; readonly pick: number; readonly accessoryId: number }
  | { readonly kind: "battery"; readonly pick: number; readonly battery: Accessory }

const anyAccessory = fc.oneof(accessoryArb(), wrappingTaxArb, batteryAccessoryArb)
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...Categories).map((category): Step => ({ kind: "device", category })),
  fc.nat().map((pick): Step => ({ kind: "removeDevice", pick })),
  anyAccessory.map((accessory): Step => ({ kind: "loose", accessory })),
  fc.tuple(fc.nat(), anyAccessory).map(([pick, accessory]): Step => ({ kind: "attach", pick, accessory })),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 103 })).map(([pick, accessoryId]): Step => ({ kind: "detach", pick, accessoryId })),
  fc.tuple(fc.nat(), batteryAccessoryArb).map(([pick, battery]): Step => ({ kind: "battery", pick, battery }))
)

const lineId = (cart: CartState, pick: number): string =>
  cart.phoneCart[pick % Math.max(1, cart.phoneCart.length)]?.id ?? "no-line"

const apply = (cart: CartState, step: Step, i: number): CartState => {
  const next = (result: Result.Result<CartState, unknown>) => (Result.isSuccess(result) ? result.success : cart)
  switch (step.kind) {
    case "device":
      return next(addDevice(cart, makeProduct({ id: 50 + i, category: step.category }), { lineId: `S${i}`, productUrl: "/s/" }))
    case "removeDevice":
      return removeDevice(cart, lineId(cart, step.pick))
    case "loose":
      return next(addLooseAccessory(cart, step.accessory))
    case "attach":
      return next(attachAccessory(cart, lineId(cart, step.pick), step.accessory))
    case "detach":
      return detachAccessory(cart, lineId(cart, step.pick), step.accessoryId)
    case "battery":
      return next(addBattery(cart, lineId(cart, step.pick), step.battery))
  }
}

const bigDevice = (cart: CartState) =>
  cart.phoneCart.some((l) => l.device.model_type === "tablet" || l.device.model_type === "laptop")
const byPhone = (cart: CartState) => [...cart.batteryCart].sort((a, b) => a.phoneId.localeCompare(b.phoneId))

describe("cart rules after every change", () => {
  const scenario = fc.tuple(cartStateArb({ withWrappingTax: true }).map(enforceWrappingTax), fc.array(stepArb, { maxLength: 10 }))

  it("at most one wrapping tax, and none with a tablet or laptop", () => {
    fc.assert(fc.property(scenario, ([start, steps]) => {
      steps.reduce((cart, step, i) => {
        const after = apply(cart, step, i)
        expect(wrappingTaxesOf(after).length).toBeLessThanOrEqual(bigDevice(after) ? 0 : 1)
        return after
      }, start)
    }))
  })

  it("batteryCart indexes exactly the lines' BATTERY accessories, with no loose battery", () => {
    fc.assert(fc.property(scenario, ([start, steps]) => {
      steps.reduce((cart, step, i) => {
        const after = apply(cart, step, i)
        expect(byPhone(after)).toEqual([...batteryIndex(after.phoneCart)].sort((a, b) => a.phoneId.localeCompare(b.phoneId)))
        expect(after.accessoryCart.some((a) => a.type === "BATTERY")).toBe(false)
        return after
      }, start)
    }))
  })
})
