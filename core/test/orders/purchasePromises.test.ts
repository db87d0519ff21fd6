import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import { defaultWarrantyReturnsSettings, type WarrantyMeasure } from "../../src/account/warrantyReturnsSettings.ts"
import type { ShippingRates } from "../../src/catalog/catalogTypes.ts"
import { MarketCodes } from "../../src/markets/market.ts"
import { paymentMethodsByMarket } from "../../src/orders/paymentMethods.ts"
import { type PurchasePromise, purchasePromises } from "../../src/orders/purchasePromises.ts"
import { DeliveryMethods, shippingCostFor } from "../../src/orders/shipping.ts"
import { priceArb } from "../support/cartArbitraries.ts"

const ratesArb: fc.Arbitrary<ShippingRates> = fc.record({
  courier: priceArb,
  locker: priceArb,
  cashOnDeliveryFee: priceArb,
  freeShippingFrom: fc.option(priceArb, { nil: null })
})

const termsArb = fc.record({
  market: fc.constantFrom(...MarketCodes),
  price: fc.option(priceArb, { nil: null }),
  warranty: fc.record({
    warrantyDetails: fc.record({
      measure: fc.constantFrom<WarrantyMeasure>("years", "months", "days"),
      name: fc.constant("standard-warranty"),
      validity: fc.integer({ min: 0, max: 60 })
    }),
    defaultReturnPeriodDays: fc.integer({ min: 0, max: 365 })
  }),
  rates: ratesArb
})

const ofTag = <T extends PurchasePromise["_tag"]>(promises: ReadonlyArray<PurchasePromise>, tag: T) =>
  promises.find((p): p is Extract<PurchasePromise, { _tag: T }> => p._tag === tag)

describe("purchasePromises", () => {
  it("promises delivery at what the order would charge for the device alone, by the cheaper method", () => {
    fc.assert(fc.property(termsArb, (terms) => {
      const delivery = ofTag(purchasePromises(terms), "Delivery")
      const charged = DeliveryMethods.map((method) => shippingCostFor(terms.rates, terms.price ?? 0, method))
      expect(delivery?.cost).toBe(Math.min(...charged))
      // "Free from" only when it is not free already, and then it is the market's threshold.
      expect(delivery?.freeFrom).toBe(delivery?.cost === 0 ? null : terms.rates.freeShippingFrom)
    }))
  })

  it("says free delivery exactly when the device reaches the free-shipping threshold (or a rate is 0)", () => {
    fc.assert(fc.property(termsArb, priceArb, (terms, price) => {
      const delivery = ofTag(purchasePromises({ ...terms, price }), "Delivery")
      const reaches = terms.rates.freeShippingFrom !== null && price >= terms.rates.freeShippingFrom
      expect(delivery?.cost === 0).toBe(reaches || terms.rates.courier === 0 || terms.rates.locker === 0)
    }))
  })

  it("states the settings' warranty and return period, and leaves out a period of zero", () => {
    fc.assert(fc.property(termsArb, (terms) => {
      const promises = purchasePromises(terms)
      const { validity, measure } = terms.warranty.warrantyDetails
      expect(ofTag(promises, "Warranty")).toEqual(validity > 0 ? { _tag: "Warranty", validity, measure } : undefined)
      const days = terms.warranty.defaultReturnPeriodDays
      expect(ofTag(promises, "FreeReturns")).toEqual(days > 0 ? { _tag: "FreeReturns", days } : undefined)
    }))
  })

  it("names the market's payment methods, and keeps one order: warranty, returns, delivery, payment", () => {
    fc.assert(fc.property(termsArb, (terms) => {
      const promises = purchasePromises(terms)
      expect(ofTag(promises, "Payment")?.methods).toEqual(paymentMethodsByMarket[terms.market])
      const order = ["Warranty", "FreeReturns", "Delivery", "Payment"]
      const tags = promises.map((p) => p._tag)
      expect(tags).toEqual(order.filter((tag) => tags.includes(tag as PurchasePromise["_tag"])))
    }))
  })

  it("gives SPEC 9's defaults in words a shopper reads: 2 years, 60 days", () => {
    const promises = purchasePromises({
      market: "GR",
      price: 320,
      warranty: defaultWarrantyReturnsSettings,
      rates: { courier: 5, locker: 4, cashOnDeliveryFee: 2, freeShippingFrom: 500 }
    })
    expect(promises).toEqual([
      { _tag: "Warranty", validity: 2, measure: "years" },
      { _tag: "FreeReturns", days: 60 },
      { _tag: "Delivery", cost: 4, freeFrom: 500 },
      { _tag: "Payment", methods: ["card", "cash-on-delivery"] }
    ])
  })
})
