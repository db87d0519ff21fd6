import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import type { ShippingRates } from "../../src/catalog/catalogTypes.ts"
import { orderTotals, pricedTotals, productsTotal } from "../../src/orders/orderTotals.ts"
import { PaymentMethods } from "../../src/orders/orderTypes.ts"
import { DeliveryMethods, shippingCostFor } from "../../src/orders/shipping.ts"
import { sumMoney } from "../../src/cart/money.ts"
import { subtotal } from "../../src/cart/totals.ts"
import { cartStateArb, makeAccessory, makeCart, makeLine, priceArb } from "../support/cartArbitraries.ts"

const ratesArb: fc.Arbitrary<ShippingRates> = fc.record({
  courier: priceArb,
  locker: priceArb,
  cashOnDeliveryFee: priceArb,
  freeShippingFrom: fc.option(priceArb, { nil: null })
})

const rates: ShippingRates = { courier: 25, locker: 15, cashOnDeliveryFee: 9.99, freeShippingFrom: 500 }

describe("orderTotals", () => {
  it("splits the products by kind and adds shipping and the cash-on-delivery fee", () => {
    const cart = makeCart({
      phoneCart: [makeLine({ buy_price: 300, deviceAccessories: [makeAccessory({ id: 5, price: 59.9 })] })],
      accessoryCart: [makeAccessory({ id: 6, price: 20 })]
    })
    expect(orderTotals(cart, rates, "locker", "cash-on-delivery")).toEqual({
      devices: 300,
      extraServices: 0,
      accessories: 79.9,
      shipping: 15,
      cashOnDeliveryFee: 9.99,
      total: 404.89
    })
    expect(orderTotals(cart, rates, "courier", null)).toMatchObject({ shipping: 25, cashOnDeliveryFee: 0, total: 404.9 })
  })

  it("charges no fee for gateway payments and no shipping from the free threshold", () => {
    const cart = makeCart({ phoneCart: [makeLine({ buy_price: 500 })] })
    expect(orderTotals(cart, rates, "courier", "card")).toMatchObject({ shipping: 0, cashOnDeliveryFee: 0, total: 500 })
  })

  it("total = devices + extra services + accessories + shipping + fee = core subtotal + shipping + fee, for any cart", () => {
    fc.assert(
      fc.property(
        cartStateArb({ withWrappingTax: true }),
        ratesArb,
        fc.constantFrom(...DeliveryMethods),
        fc.constantFrom(null, ...PaymentMethods),
        (cart, shippingRates, delivery, payment) => {
          const totals = orderTotals(cart, shippingRates, delivery, payment)
          const fee = payment === "cash-on-delivery" ? shippingRates.cashOnDeliveryFee : 0
          expect(totals.cashOnDeliveryFee).toBe(fee)
          expect(totals.shipping).toBe(shippingCostFor(shippingRates, subtotal(cart), delivery))
          expect(totals.total).toBe(
            sumMoney([totals.devices, totals.extraServices, totals.accessories, totals.shipping, totals.cashOnDeliveryFee])
          )
          expect(totals.total).toBe(sumMoney([subtotal(cart), totals.shipping, totals.cashOnDeliveryFee]))
          expect(productsTotal(totals)).toBe(subtotal(cart))
        }
      )
    )
  })
})

describe("pricedTotals", () => {
  it("totals lines priced one by one with the same shipping and fee rule as a cart", () => {
    const cart = makeCart({
      phoneCart: [makeLine({ buy_price: 300, deviceAccessories: [makeAccessory({ id: 5, price: 59.9 })] })],
      accessoryCart: [makeAccessory({ id: 6, price: 20 })]
    })
    const totals = pricedTotals(
      [{
        productId: 1,
        title: "Phone",
        unitPrice: 300,
        extraServices: [],
        accessories: [{ id: 5, name: "Case", type: "CASE", price: 59.9 }]
      }],
      [{ id: 6, name: "Cable", type: "CABLE", price: 20 }],
      rates,
      "locker",
      "cash-on-delivery"
    )
    expect(totals).toEqual(orderTotals(cart, rates, "locker", "cash-on-delivery"))
    expect(pricedTotals([{ productId: 1, title: "Phone", unitPrice: 400, extraServices: [{ id: 2, type: "warranty", key: "w", price: 100 }], accessories: [] }], [], rates, "courier", "card"))
      .toEqual({ devices: 400, extraServices: 100, accessories: 0, shipping: 0, cashOnDeliveryFee: 0, total: 500 })
  })
})
