import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import * as fc from "fast-check"
import { TestClock } from "effect/testing"
import { applyCartCommand, type CartCommandContext, cartCommandContext } from "../../src/cart/applyCartCommand.ts"
import { batteryIndex } from "../../src/cart/batteries.ts"
import type { CartDataLayerEvent, CartEvent } from "../../src/cart/cartEvents.ts"
import { type CartState, initialCart } from "../../src/cart/cartState.ts"
import type { CartCommand } from "../../src/cart/commands.ts"
import { accessoryItem, ecommerceItemsOfLine } from "../../src/cart/ecommerce.ts"
import { type CartLimitations, isWithinLimits } from "../../src/cart/limits.ts"
import { sumMoney } from "../../src/cart/money.ts"
import { wrappingTaxesOf } from "../../src/cart/wrappingTax.ts"
import type { EcommerceItem } from "../../src/ports/Analytics.ts"
import {
  aimedAt,
  cartCommandArb,
  cartStateArb,
  deviceToAddArb,
  FIXED_NOW,
  limitationsArb,
  makeAccessory,
  makeCart,
  makeLine,
  makeProduct
} from "../support/cartArbitraries.ts"

const noLimits: CartLimitations = { isActive: false, maxCartItems: 0, limitedItems: [], maxCartLimitedItems: 0 }

const contextOf = (i: number, limits: CartLimitations = noLimits): CartCommandContext => ({
  market: "RO",
  limits,
  now: FIXED_NOW + i,
  newLineId: `N${i % 4}`
})

/** Everything the cart holds, as data-layer items: each line's items, then the loose accessories. */
const itemsOf = (cart: CartState): ReadonlyArray<EcommerceItem> => [
  ...cart.phoneCart.flatMap(ecommerceItemsOfLine),
  ...cart.accessoryCart.map(accessoryItem)
]

const dataLayer = (events: ReadonlyArray<CartEvent>): ReadonlyArray<CartDataLayerEvent> =>
  events.flatMap((e) => (e._tag === "DataLayer" ? [e.event] : []))

const deepFreeze = <A,>(value: A): A => {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const field of Object.values(value)) deepFreeze(field)
  }
  return value
}

interface Step {
  readonly before: CartState
  readonly command: CartCommand
  readonly result: ReturnType<typeof applyCartCommand>
}

/** Runs the commands in turn, as the provider does: an accepted one's cart is the next start. */
const run = (start: CartState, commands: ReadonlyArray<readonly [CartCommand, number]>, limits: CartLimitations = noLimits) => {
  const steps: Array<Step> = []
  let cart = start
  commands.forEach(([drawn, pick], i) => {
    const command = aimedAt(cart, drawn, pick)
    const result = applyCartCommand(cart, command, contextOf(i, limits))
    steps.push({ before: cart, command, result })
    if (Result.isSuccess(result)) cart = result.success.cart
  })
  return steps
}

const commandsArb = (maxLength: number) => fc.array(fc.tuple(cartCommandArb, fc.nat()), { maxLength })
const scenario = fc.tuple(cartStateArb({ linePool: 4 }), commandsArb(12))

describe("applyCartCommand", () => {
  it("never changes the cart or the command it is given", () => {
    fc.assert(
      fc.property(cartStateArb({ withWrappingTax: true, linePool: 4 }), cartCommandArb, limitationsArb, (cart, command, limits) => {
        const copy = JSON.parse(JSON.stringify(cart)) as CartState
        applyCartCommand(deepFreeze(cart), deepFreeze(command), contextOf(0, limits))
        expect(cart).toEqual(copy)
      })
    )
  })

  it("a refused command says why with one error toast, and reports nothing to the data layer", () => {
    fc.assert(
      fc.property(scenario, limitationsArb, ([start, commands], limits) => {
        for (const { result } of run(start, commands, limits)) {
          if (Result.isSuccess(result)) continue
          expect(result.failure.events).toEqual([{ _tag: "Toast", toast: expect.objectContaining({ kind: "error" }) }])
        }
      })
    )
  })

  it("every addToCart item is in the resulting cart, every removeFromCart item was in the cart before", () => {
    fc.assert(
      fc.property(scenario, ([start, commands]) => {
        for (const { before, result } of run(start, commands)) {
          if (Result.isFailure(result)) continue
          for (const event of dataLayer(result.success.events)) {
            const held = itemsOf(event.event === "addToCart" ? result.success.cart : before)
            for (const item of event.ecommerce.items) expect(held).toContainEqual(item)
            expect(event.ecommerce.items.length).toBeGreaterThan(0)
            expect(event.ecommerce.currency).toBe("RON")
            expect(event.ecommerce.value).toBe(sumMoney(event.ecommerce.items.map((i) => i.price * i.quantity)))
          }
          expect(result.success.events.some((e) => e._tag === "Toast")).toBe(false)
        }
      })
    )
  })

  it("adding a device then removing it gives back the cart's lines, loose accessories and batteries", () => {
    fc.assert(
      fc.property(cartStateArb({ linePool: 4 }), deviceToAddArb, (cart, device) => {
        const add = applyCartCommand(cart, { _tag: "AddDevice", device }, contextOf(0))
        if (Result.isFailure(add)) return
        const lineId = contextOf(0).newLineId
        const remove = applyCartCommand(add.success.cart, { _tag: "RemoveDevice", lineId }, contextOf(1))
        expect(Result.isSuccess(remove)).toBe(true)
        if (Result.isFailure(remove)) return
        // A tablet or laptop takes wrapping taxes out for good; this cart has none to lose.
        expect(remove.success.cart.phoneCart).toEqual(cart.phoneCart)
        expect(remove.success.cart.accessoryCart).toEqual(cart.accessoryCart)
        expect(remove.success.cart.batteryCart).toEqual(cart.batteryCart)
        // What went out is what came in.
        const [added] = dataLayer(add.success.events)
        const [removed] = dataLayer(remove.success.events)
        expect(added?.event).toBe("addToCart")
        expect(removed).toEqual({ ...added, event: "removeFromCart" })
      })
    )
  })

  it("keeps the cart within its limits, whatever the shopper does", () => {
    fc.assert(
      fc.property(limitationsArb, commandsArb(15), (limits, commands) => {
        for (const { result } of run(initialCart(FIXED_NOW), commands, limits)) {
          if (Result.isSuccess(result)) expect(isWithinLimits(result.success.cart, limits)).toBe(true)
        }
      })
    )
  })

  it("keeps the merge rules after every accepted command: one wrapping tax at most, the battery index exact", () => {
    fc.assert(
      fc.property(scenario, ([start, commands]) => {
        for (const { result } of run(start, commands)) {
          if (Result.isFailure(result)) continue
          const { cart } = result.success
          const big = cart.phoneCart.some((l) => l.device.model_type === "tablet" || l.device.model_type === "laptop")
          expect(wrappingTaxesOf(cart).length).toBeLessThanOrEqual(big ? 0 : 1)
          const byPhone = (entries: CartState["batteryCart"]) => [...entries].sort((a, b) => a.phoneId.localeCompare(b.phoneId))
          expect(byPhone(cart.batteryCart)).toEqual(byPhone(batteryIndex(cart.phoneCart)))
        }
      })
    )
  })

  it("gives back the very cart, with no events, when there is nothing to remove", () => {
    fc.assert(
      fc.property(cartStateArb({ linePool: 4 }), (cart) => {
        for (const command of [
          { _tag: "RemoveDevice", lineId: "nowhere" },
          { _tag: "DetachAccessory", lineId: "nowhere", accessoryId: 1 },
          { _tag: "RemoveLooseAccessory", accessoryId: 999 }
        ] as const) {
          expect(applyCartCommand(cart, command, contextOf(0))).toEqual(Result.succeed({ cart, events: [] }))
        }
      })
    )
  })
})

/** A refusal's one event: an error toast with a link to the cart. */
const refusedWith = (title: string, body: string) => [
  { _tag: "Toast", toast: { kind: "error", title: { key: title }, body: { key: body }, link: { route: "cart", text: { key: "toast-see-cart" } } } }
]

describe("applyCartCommand: what the shopper and the data layer are told", () => {
  const service = { id: 7, type: "WARRANTY_EXTENSION", key: "warranty-12", price: 53.99 }
  const sibling = { id: 8, type: "WARRANTY_EXTENSION", key: "warranty-24", buyPrice: 88.99 }
  const case_ = makeAccessory({ id: 1, name: "Case", type: "CASE", price: 109 })
  const battery = makeAccessory({ id: 100, name: "New battery", type: "BATTERY", price: 279 })
  const device = {
    product: makeProduct({ stock: 2 }),
    productUrl: "/p/",
    availableExtraServices: [service, sibling],
    availableAccessories: [case_, battery],
    services: [service],
    accessories: [case_],
    battery
  }

  it("adds a device with its extras: one addToCart, the device then its accessories, battery and services", () => {
    const result = applyCartCommand(initialCart(FIXED_NOW), { _tag: "AddDevice", device }, contextOf(0))
    expect(Result.isSuccess(result)).toBe(true)
    if (Result.isFailure(result)) return
    expect(result.success.cart.phoneCart.map((l) => [l.id, l.origin])).toEqual([["N0", "PDP"]])
    expect(dataLayer(result.success.events)).toEqual([{
      event: "addToCart",
      ecommerce: {
        currency: "RON",
        value: 2641.98,
        items: [
          {
            item_id: "1",
            item_name: "iPhone 13 128GB Blue",
            item_brand: "Apple",
            item_category: "smartphone",
            item_variant: "128GB Blue excellent",
            price: 2199.99,
            quantity: 1
          },
          { item_id: "accessory-1", item_name: "Case", item_category: "CASE", price: 109, quantity: 1 },
          { item_id: "accessory-100", item_name: "New battery", item_category: "BATTERY", price: 279, quantity: 1 },
          { item_id: "service-7", item_name: "warranty-12", item_category: "WARRANTY_EXTENSION", price: 53.99, quantity: 1 }
        ]
      }
    }])
  })

  it("refuses a unit more than the stock with the sorry-no-stock toast", () => {
    const full = makeCart({ phoneCart: [makeLine({ id: "A" }), makeLine({ id: "B" })] })
    const result = applyCartCommand(full, { _tag: "AddDevice", device }, contextOf(0))
    expect(Result.isFailure(result) ? result.failure.events : null).toEqual(refusedWith("sorry-no-stock", "sorry-no-stock-body"))
  })

  it("refuses a device over the limits with the limit toast, naming the max and the model", () => {
    const limits: CartLimitations = { isActive: true, maxCartItems: 5, limitedItems: [{ modelName: "iPhone 13", storage: "128GB" }], maxCartLimitedItems: 1 }
    const one = makeCart({ phoneCart: [makeLine({ id: "A", productId: 9 })] })
    const overModel = applyCartCommand(one, { _tag: "AddDevice", device }, contextOf(0, limits))
    const overItems = applyCartCommand(one, { _tag: "AddDevice", device }, contextOf(0, { ...limits, maxCartItems: 1 }))
    const bodyOf = (result: typeof overModel) =>
      Result.isFailure(result) && result.failure.events[0]?._tag === "Toast" ? result.failure.events[0].toast.body : null
    expect(bodyOf(overModel)).toEqual({ key: "limit-toast-body-model", values: { max: 1, model: "iPhone 13 128GB" } })
    expect(bodyOf(overItems)).toEqual({ key: "limit-toast-body-items", values: { max: 1 } })
  })

  it("choosing a service's sibling reports the removal of the one it replaces, then the addition", () => {
    const line = makeLine({ id: "A", available_extra_services: [service, sibling], selected_extra_services: [{ id: 7, type: "WARRANTY_EXTENSION" }] })
    const result = applyCartCommand(makeCart({ phoneCart: [line] }), { _tag: "SetExtraService", lineId: "A", service: sibling, chosen: true }, contextOf(0))
    expect(Result.isSuccess(result) ? dataLayer(result.success.events).map((e) => [e.event, e.ecommerce.items.map((i) => i.item_id)]) : null)
      .toEqual([["removeFromCart", ["service-7"]], ["addToCart", ["service-8"]]])
  })

  it("a new battery in place of another reports the old one's removal, then the new one", () => {
    const old = makeAccessory({ id: 101, name: "Battery", type: "BATTERY", price: 199 })
    const cart = makeCart({ phoneCart: [makeLine({ id: "A", deviceAccessories: [old] })] })
    const swap = applyCartCommand(cart, { _tag: "SetBattery", lineId: "A", battery }, contextOf(0))
    const again = applyCartCommand(cart, { _tag: "SetBattery", lineId: "A", battery: old }, contextOf(0))
    const off = applyCartCommand(cart, { _tag: "SetBattery", lineId: "A", battery: null }, contextOf(0))
    const events = (result: typeof swap) =>
      Result.isSuccess(result) ? dataLayer(result.success.events).map((e) => [e.event, e.ecommerce.items.map((i) => i.item_id)]) : null
    expect(events(swap)).toEqual([["removeFromCart", ["accessory-101"]], ["addToCart", ["accessory-100"]]])
    expect(events(again)).toEqual([])
    expect(events(off)).toEqual([["removeFromCart", ["accessory-101"]]])
  })

  it("refuses a battery offered as an ordinary accessory with the generic toast", () => {
    const cart = makeCart({ phoneCart: [makeLine({ id: "A" })] })
    const result = applyCartCommand(cart, { _tag: "AttachAccessory", lineId: "A", accessory: battery }, contextOf(0))
    expect(Result.isFailure(result) ? result.failure.events : null).toEqual(refusedWith("cart-change-refused", "cart-change-refused-body"))
  })

  it("clears the cart at the context's time, telling no one", () => {
    const cart = makeCart({ phoneCart: [makeLine({ id: "A" })], accessoryCart: [case_] })
    const result = applyCartCommand(cart, { _tag: "Clear" }, contextOf(5))
    expect(Result.isSuccess(result) ? [result.success.cart.phoneCart, result.success.cart.accessoryCart, result.success.cart.timestamp, result.success.events] : null)
      .toEqual([[], [], FIXED_NOW + 5, []])
  })

  it.effect("takes the time from the clock, and a fresh line id for an added device only", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(FIXED_NOW)
      const settings = { market: "BG" as const, limits: noLimits }
      const add = yield* cartCommandContext({ _tag: "AddDevice", device }, settings)
      const clear = yield* cartCommandContext({ _tag: "Clear" }, settings)
      expect(add.now).toBe(FIXED_NOW)
      expect(add.newLineId).toMatch(/^1-/)
      expect(clear).toEqual({ ...settings, now: FIXED_NOW, newLineId: "" })
    }))
})
