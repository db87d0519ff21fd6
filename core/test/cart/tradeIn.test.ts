import { describe, expect, it } from "@effect/vitest"
import { Effect, Result } from "effect"
import { TestClock } from "effect/testing"
import * as fc from "fast-check"
import { applyCartCommand, type CartCommandContext } from "../../src/cart/applyCartCommand.ts"
import { CART_STORAGE_KEY } from "../../src/cart/expiry.ts"
import { mergeCarts } from "../../src/cart/merge.ts"
import { encodeStoredCart, loadCart, readStoredCart } from "../../src/cart/persistence.ts"
import { cartFromRemote, toRemoteDocument } from "../../src/cart/remoteDocument.ts"
import { subtotal } from "../../src/cart/totals.ts"
import type { CartTradeIn } from "../../src/cart/tradeIn.ts"
import { tradeInCredit } from "../../src/cart/tradeIn.ts"
import { removeTradeIn, setTradeIn, tradeInCreditLine } from "../../src/cart/tradeInCart.ts"
import { DeliveryMethods } from "../../src/orders/shipping.ts"
import { orderTotals } from "../../src/orders/orderTotals.ts"
import { PaymentMethods } from "../../src/orders/orderTypes.ts"
import { iphone12 } from "../support/backend/sellItems.ts"
import { cartStateArb, FIXED_NOW, makeCart, makeLine } from "../support/cartArbitraries.ts"
import { cartStorageTest } from "./testLayers.ts"

const tradeIn: CartTradeIn = { item: iphone12, estimate: 1418, quotedAt: FIXED_NOW }

const tradeInArb: fc.Arbitrary<CartTradeIn> = fc.record({
  item: fc.constant(iphone12),
  estimate: fc.integer({ min: 0, max: 1_000_000 }).map((minor) => minor / 100),
  quotedAt: fc.integer({ min: 0, max: FIXED_NOW })
})

const rates = { courier: 20, locker: 15, freeShippingFrom: 3000, cashOnDeliveryFee: 10 }

const context: CartCommandContext = {
  market: "RO",
  limits: { isActive: false, maxCartItems: 10, limitedItems: [], maxCartLimitedItems: 2 },
  now: FIXED_NOW,
  newLineId: ""
}

describe("the cart's trade-in", () => {
  it("never changes the amount to pay: subtotal and every order total are the same with it", () =>
    fc.assert(fc.property(cartStateArb(), tradeInArb, fc.constantFrom(...DeliveryMethods), fc.constantFrom(...PaymentMethods), (cart, t, delivery, payment) => {
      const withTradeIn = setTradeIn(cart, t)
      expect(subtotal(withTradeIn)).toBe(subtotal(cart))
      expect(orderTotals(withTradeIn, rates, delivery, payment)).toEqual(orderTotals(cart, rates, delivery, payment))
      expect(tradeInCreditLine(withTradeIn)).toEqual({ model: "iPhone 12", estimate: t.estimate })
      expect(tradeInCreditLine(removeTradeIn(withTradeIn))).toBeNull()
    })))

  it("the credit is the normal offer's value, without its voucher", () => {
    const offer = {
      item_index: 0,
      item_name: "iPhone 12",
      productImage: "",
      offers: [
        { id: 1 as const, value: 700, voucher_value: 70, total_value: 770, promotion_value: 0, previous_price: null },
        { id: 2 as const, value: 630, voucher_value: 0, total_value: 630, promotion_value: 0, previous_price: null }
      ]
    }
    expect(tradeInCredit(offer)).toBe(700)
    expect(tradeInCredit({ ...offer, offers: [offer.offers[1]!] })).toBeUndefined()
  })

  it("set, replace and remove: one trade-in, with added and removed events; removing none changes nothing", () => {
    const cart = makeCart({ phoneCart: [makeLine()] })
    const added = applyCartCommand(cart, { _tag: "SetTradeIn", tradeIn }, context)
    if (Result.isFailure(added)) throw new Error("refused")
    expect(added.success.cart.tradeIn).toEqual(tradeIn)
    expect(added.success.cart.phoneCart).toEqual(cart.phoneCart)
    expect(added.success.events).toEqual([{
      _tag: "TradeInDataLayer",
      event: { event: "trade_in_added", country: "RO", category: "smartphone", model: "iPhone 12", currency: "RON", value: 1418 }
    }])
    const replaced = applyCartCommand(added.success.cart, { _tag: "SetTradeIn", tradeIn: { ...tradeIn, estimate: 900 } }, context)
    if (Result.isFailure(replaced)) throw new Error("refused")
    expect(replaced.success.events.map((e) => e._tag === "TradeInDataLayer" ? [e.event.event, e.event.value] : [])).toEqual([
      ["trade_in_removed", 1418],
      ["trade_in_added", 900]
    ])
    const removed = applyCartCommand(replaced.success.cart, { _tag: "RemoveTradeIn" }, context)
    if (Result.isFailure(removed)) throw new Error("refused")
    expect("tradeIn" in removed.success.cart).toBe(false)
    expect(removed.success.events).toHaveLength(1)
    const again = applyCartCommand(removed.success.cart, { _tag: "RemoveTradeIn" }, context)
    if (Result.isFailure(again)) throw new Error("refused")
    expect(again.success.cart).toBe(removed.success.cart)
    expect(again.success.events).toEqual([])
  })

  it("goes with the cart when it is emptied (an order placed took it along)", () => {
    const cleared = applyCartCommand(setTradeIn(makeCart({ phoneCart: [makeLine()] }), tradeIn), { _tag: "Clear" }, context)
    if (Result.isFailure(cleared)) throw new Error("refused")
    expect(cleared.success.cart.tradeIn).toBeUndefined()
  })

  it("is device-local: not in the remote document, kept when the remote cart is applied or merged", () => {
    const local = setTradeIn(makeCart(), tradeIn)
    const remote = makeCart({ phoneCart: [makeLine()], timestamp: FIXED_NOW + 1 })
    expect("tradeIn" in toRemoteDocument(local)).toBe(false)
    expect(cartFromRemote(toRemoteDocument(remote), local).tradeIn).toEqual(tradeIn)
    expect(mergeCarts(local, remote).tradeIn).toEqual(tradeIn)
    expect(mergeCarts(remote, local).tradeIn).toEqual(tradeIn)
    expect(mergeCarts(makeCart(), remote).tradeIn).toBeUndefined()
  })
})

describe("the stored cart with a trade-in", () => {
  it("round-trips", () =>
    fc.assert(fc.property(cartStateArb(), tradeInArb, (cart, t) => {
      const stored = setTradeIn({ ...cart, expireAt: FIXED_NOW + 1_000_000 }, t)
      const read = readStoredCart(encodeStoredCart(stored), FIXED_NOW)
      expect(read).toEqual({ _tag: "Usable", cart: stored })
    })))

  it.effect("a malformed trade-in is left out; the cart still loads with its lines", () =>
    Effect.gen(function*() {
      yield* TestClock.setTime(FIXED_NOW)
      const cart = makeCart({ phoneCart: [makeLine()] })
      const malformed = [
        { item: { ...iphone12, category: 9 }, estimate: 1, quotedAt: 1 },
        { item: iphone12, estimate: -5, quotedAt: 1 },
        { item: iphone12, estimate: "1418", quotedAt: 1 },
        "a trade-in",
        null
      ]
      for (const bad of malformed) {
        const text = JSON.stringify({ ...JSON.parse(encodeStoredCart(cart)), tradeIn: bad })
        const read = readStoredCart(text, FIXED_NOW)
        expect(read).toEqual({ _tag: "Usable", cart })
        const storage = yield* cartStorageTest([[CART_STORAGE_KEY, text]])
        const loaded = yield* loadCart().pipe(Effect.provide(storage.layer))
        expect(loaded.phoneCart).toEqual(cart.phoneCart)
        expect(loaded.tradeIn).toBeUndefined()
      }
    }))

  it("a cart broken elsewhere is still dropped, trade-in or not", () => {
    const text = JSON.stringify({ ...JSON.parse(encodeStoredCart(setTradeIn(makeCart(), tradeIn))), phoneCart: "broken" })
    expect(readStoredCart(text, FIXED_NOW)._tag).toBe("Drop")
    expect(readStoredCart("{not json", FIXED_NOW)._tag).toBe("Drop")
  })
})
