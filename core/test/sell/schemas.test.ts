import { describe, expect, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { DeliveryDetails } from "../../src/sell/delivery.ts"
import { Offer } from "../../src/sell/offer.ts"
import { CorporateSeller, PaymentDetails } from "../../src/sell/payment.ts"

const decodes = (schema: Parameters<typeof Schema.decodeUnknownResult>[0], value: unknown) =>
  Result.isSuccess(Schema.decodeUnknownResult(schema)(value))

describe("sell schemas", () => {
  it("decodes an offer with a normal and an instant-sell option", () => {
    const offer = {
      item_index: 0, item_name: "iPhone 12", productImage: "/i.png",
      offers: [
        { id: 1, value: 1000, voucher_value: 100, total_value: 1100, promotion_value: 0, previous_price: null },
        { id: 2, value: 900, voucher_value: 0, total_value: 900, promotion_value: 0, previous_price: 950 }
      ]
    }
    expect(decodes(Offer, offer)).toBe(true)
    expect(decodes(Offer, { ...offer, offers: [{ ...offer.offers[0], id: 3 }] })).toBe(false)
    expect(decodes(Offer, { ...offer, item_index: -1 })).toBe(false)
  })

  it("decodes courier and easybox delivery details only with their own fields", () => {
    expect(decodes(DeliveryDetails, { deliveryMethod: { name: "easybox" }, locker: { lockerId: "42" } })).toBe(true)
    expect(decodes(DeliveryDetails, { deliveryMethod: { name: "courier" }, locker: { lockerId: "42" } })).toBe(false)
    expect(
      decodes(DeliveryDetails, {
        deliveryMethod: { name: "courier" },
        address: { addressId: 3, county: "Pest", locality: "Budapest", postalCode: "1051", street: "Váci utca", number: "1", details: null, pickupDate: "2026-11-24" }
      })
    ).toBe(true)
  })

  it("decodes card and iban payment details", () => {
    const payment = { paymentType: "card", iban: "RO49AAAA1B31007593840000", sellerName: "Ana Pop", cui: null, nrc: null,
      address: { county: "Cluj", city: "Cluj-Napoca" }, isCorporate: false, partner: false }
    expect(decodes(PaymentDetails, payment)).toBe(true)
    expect(decodes(PaymentDetails, { ...payment, paymentType: "cash" })).toBe(false)
  })

  it("decodes a corporate seller", () => {
    expect(decodes(CorporateSeller, { name: "A", fiscalCode: "B", registrationNumber: "C", email: "D", phoneNumber: "E", iban: "F", county: "G", city: "H" })).toBe(true)
    expect(decodes(CorporateSeller, { name: "A" })).toBe(false)
  })
})
