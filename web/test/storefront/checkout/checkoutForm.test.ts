import { describe, expect, it } from "@effect/vitest"
import { libphonenumberPlan } from "@shop/adapters/phone/PhoneNumbersLibphonenumber"
import { PlaceOrderRequest } from "@shop/core/orders/placeOrderRequest"
import { orderFieldErrors } from "@shop/core/orders/orderValidation"
import { MarketCodes, type MarketCode } from "@shop/core/markets/market"
import { cartStateArb, makeAccessory, makeCart, makeLine } from "@shop/core/test-support/cartArbitraries"
import { Result, Schema } from "effect"
import * as fc from "fast-check"
import {
  type CheckoutForm,
  emptyCheckoutForm,
  fieldOfPath,
  firstInvalidField,
  orderRequestOf,
  validateCheckoutForm
} from "../../../src/storefront/checkout/checkoutForm.ts"

const now = Date.UTC(2026, 10, 22, 10, 0, 0)
const decode = Schema.decodeUnknownResult(PlaceOrderRequest)

/** Inputs every market accepts, as a shopper could type them (spaces, groups, the market's own prefixes). */
const samples: { readonly [M in MarketCode]: { readonly phones: ReadonlyArray<string>; readonly postalCodes: ReadonlyArray<string> } } = {
  RO: { phones: ["0722123456", "+40 722 123 456", "0040-722-123-456", "0212345678"], postalCodes: ["400114", "010011"] },
  BG: { phones: ["0888123456", "+359 88 812 3456", "029876543"], postalCodes: ["1000", "4000"] },
  HU: { phones: ["06301234567", "+36 30 123 4567", "0036 1 234 5678"], postalCodes: ["1051", "6720"] },
  GR: { phones: ["6912345678", "+30 691 234 5678", "2101234567"], postalCodes: ["106 82", "54624"] }
}

const courierForm = (market: MarketCode, overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...emptyCheckoutForm(market),
  name: "Ana Popescu",
  email: "ana.popescu@example.com",
  phone: samples[market].phones[0] ?? "",
  county: "Cluj",
  locality: "Cluj-Napoca",
  street: "Strada Memorandumului",
  number: "28",
  postalCode: samples[market].postalCodes[0] ?? "",
  details: "Bloc A, ap. 4",
  ...overrides
})

const battery = makeAccessory({ id: 100, name: "New battery", type: "BATTERY", price: 189 })
const silicone = makeAccessory({ id: 31, name: "Silicone case", price: 59.9 })
const charger = makeAccessory({ id: 41, name: "20W charger", type: "CHARGER", price: 79 })

describe("checkout form -> PlaceOrderRequest", () => {
  it("names the cart's devices, services, accessories, battery and loose accessories by id only", () => {
    const line = makeLine({
      id: "L1",
      productId: 101,
      selected_extra_services: [{ type: "WARRANTY", id: 7 }],
      deviceAccessories: [silicone, battery]
    })
    const cart = makeCart({ phoneCart: [line], accessoryCart: [charger], batteryCart: [{ phoneId: "L1", id: 100, price: 189 }] })
    const request = orderRequestOf("RO", courierForm("RO", { paymentMethod: "card" }), cart, "key-0001-abcd")
    expect(request).toEqual({
      market: "RO",
      idempotencyKey: "key-0001-abcd",
      lines: [{ productId: 101, extraServiceIds: [7], accessoryIds: [31], batteryId: 100 }],
      accessoryIds: [41],
      contact: { name: "Ana Popescu", email: "ana.popescu@example.com", phone: "0722123456" },
      delivery: {
        method: "courier",
        address: {
          county: "Cluj",
          locality: "Cluj-Napoca",
          street: "Strada Memorandumului",
          number: "28",
          postalCode: "400114",
          details: "Bloc A, ap. 4"
        }
      },
      paymentMethod: "card"
    })
    expect(JSON.stringify(request)).not.toMatch(/price/i)
    expect(Result.isSuccess(decode(request))).toBe(true)
  })

  it("tidies what was typed: one-line fields lose stray spaces, empty optional fields are null", () => {
    const form = courierForm("RO", {
      name: "  Ana \t Popescu ",
      street: "Strada\nMemorandumului",
      postalCode: "  ",
      details: "   "
    })
    const request = orderRequestOf("RO", form, makeCart(), "key-0002-abcd")
    expect(request.contact.name).toBe("Ana Popescu")
    expect(request.delivery).toMatchObject({ address: { street: "Strada Memorandumului", postalCode: null, details: null } })
  })

  it("sends only the locker for locker delivery", () => {
    const form = { ...courierForm("GR"), deliveryMethod: "locker" as const, lockerId: " gr-locker-7 ", lockerName: "Athens 7" }
    expect(orderRequestOf("GR", form, makeCart(), "key-0003-abcd").delivery).toEqual({ method: "locker", lockerId: "gr-locker-7" })
  })
})

describe("checkout form validation", () => {
  it("finds nothing wrong with a complete form in any market", () => {
    for (const market of MarketCodes) {
      expect(validateCheckoutForm(market, courierForm(market), now)).toEqual({})
    }
  })

  it("requires every contact and courier field, the postal code in HU and GR only", () => {
    const required = { name: "required-field", email: "required-field", phone: "required-field", county: "required-field", locality: "required-field", street: "required-field", number: "required-field" }
    expect(validateCheckoutForm("RO", emptyCheckoutForm("RO"), now)).toEqual(required)
    expect(validateCheckoutForm("BG", emptyCheckoutForm("BG"), now)).toEqual(required)
    expect(validateCheckoutForm("HU", emptyCheckoutForm("HU"), now)).toEqual({ ...required, postalCode: "required-field" })
    expect(validateCheckoutForm("GR", emptyCheckoutForm("GR"), now)).toEqual({ ...required, postalCode: "required-field" })
    expect(firstInvalidField(validateCheckoutForm("RO", emptyCheckoutForm("RO"), now))).toBe("name")
  })

  it("checks names, emails, phones and postal codes with the market's rules", () => {
    expect(validateCheckoutForm("RO", courierForm("RO", { name: "Ana", email: "ana@", phone: "12345", postalCode: "4001" }), now)).toEqual({
      name: "invalid-name",
      email: "invalid-email",
      phone: "invalid-phone",
      postalCode: "invalid-postal-code"
    })
    // A Romanian mobile is not a Hungarian number; HU names are letters only.
    expect(validateCheckoutForm("HU", courierForm("HU", { name: "Kovács J. Éva", phone: "0722123456" }), now)).toEqual({
      name: "only-letters-allowed",
      phone: "invalid-phone"
    })
  })

  it("needs a chosen locker for locker delivery, and ignores the courier address then", () => {
    const form = { ...emptyCheckoutForm("RO"), name: "Ana Popescu", email: "ana@example.com", phone: "0722123456", deliveryMethod: "locker" as const }
    expect(validateCheckoutForm("RO", form, now)).toEqual({ lockerId: "locker-required" })
    expect(validateCheckoutForm("RO", { ...form, lockerId: "ro-locker-1" }, now)).toEqual({})
  })

  it("refuses control characters, text longer than the order takes, and a method the market lacks", () => {
    expect(validateCheckoutForm("RO", courierForm("RO", { street: "Strada\u0007Unirii" }), now)).toEqual({ street: "invalid-characters" })
    expect(validateCheckoutForm("RO", courierForm("RO", { number: "1".repeat(51) }), now)).toEqual({ number: "checkout-too-long" })
    expect(validateCheckoutForm("GR", courierForm("GR", { paymentMethod: "instalments" }), now)).toEqual({ paymentMethod: "checkout-payment-required" })
    expect(validateCheckoutForm("RO", courierForm("RO", { paymentMethod: "" }), now)).toEqual({ paymentMethod: "checkout-payment-required" })
  })

  it("reads the server's field paths as the form's inputs", () => {
    expect(["contact.name", "contact.phone", "delivery.address.postalCode", "delivery.lockerId", "paymentMethod", "lines.0"].map(fieldOfPath))
      .toEqual(["name", "phone", "postalCode", "lockerId", "paymentMethod", undefined])
  })
})

/** Text a shopper might type: mostly valid samples with stray spaces, sometimes anything at all. */
const typed = (valid: ReadonlyArray<string>): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc.tuple(fc.constantFrom(...valid), fc.constantFrom("", " ", "  ", "\t"), fc.constantFrom("", " ", "\n"))
        .map(([v, a, b]) => `${a}${v}${b}`)
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 300 }) }
  )

const formArb = (market: MarketCode): fc.Arbitrary<CheckoutForm> =>
  fc.record({
    name: typed(["Ana Popescu", "Ivan Petrov", "Kovács Éva", "Γιώργος Παπαδόπουλος", "Jean-Luc O'Neil"]),
    email: typed(["ana@example.com", "i.petrov+shop@mail.bg", "eva@pelda.hu"]),
    phone: typed(samples[market].phones),
    deliveryMethod: fc.constantFrom("courier" as const, "locker" as const),
    county: typed(["Cluj", "София", "Pest", "Αττική"]),
    locality: typed(["Cluj-Napoca", "Sofia", "Budapest", "Αθήνα"]),
    street: typed(["Strada Memorandumului", "бул. Витоша", "Andrássy út"]),
    number: typed(["28", "12A", "3-5"]),
    postalCode: fc.oneof(typed(samples[market].postalCodes), fc.constant("")),
    details: fc.oneof(fc.constant(""), fc.string({ maxLength: 80 }), fc.string({ unit: "binary", maxLength: 600 }), fc.constant("Bloc A\nScara 2\tEtaj 3")),
    lockerId: fc.oneof(fc.constantFrom("ro-locker-1", "easybox-cluj-iulius"), fc.constant(""), fc.string({ maxLength: 120 })),
    lockerName: fc.string({ maxLength: 20 }),
    paymentMethod: fc.constantFrom("" as const, "card" as const, "cash-on-delivery" as const, "instalments" as const)
  })

describe("checkout form properties", () => {
  it("a form the page accepts always yields a request core's PlaceOrderRequest decodes, and the server's rules accept", () => {
    let accepted = 0
    fc.assert(
      fc.property(
        fc.constantFrom(...MarketCodes).chain((market) => fc.tuple(fc.constant(market), formArb(market), cartStateArb({ maxLines: 4 }))),
        fc.uuid({ version: 4 }),
        ([market, form, cart], key) => {
          if (Object.keys(validateCheckoutForm(market, form, now)).length > 0) return
          accepted++
          const request = orderRequestOf(market, form, cart, key)
          const decoded = decode(request)
          expect(Result.isSuccess(decoded)).toBe(true)
          if (Result.isSuccess(decoded)) expect(orderFieldErrors(libphonenumberPlan, decoded.success, now)).toEqual({})
        }
      ),
      { numRuns: 400 }
    )
    // Enough accepted forms to mean something (about a third are, with these weights).
    expect(accepted).toBeGreaterThan(40)
  })

  it("forms of valid samples (with stray spaces) are accepted, so the property above is not vacuous", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MarketCodes).chain((market) =>
          fc.tuple(
            fc.constant(market),
            fc.constantFrom(...samples[market].phones),
            fc.constantFrom(...samples[market].postalCodes),
            fc.constantFrom(" ", "  ", "")
          )
        ),
        ([market, phone, postalCode, pad]) => {
          const form = courierForm(market, { phone: `${pad}${phone}${pad}`, postalCode: `${pad}${postalCode}`, name: `${pad}Maria Ionescu${pad}` })
          expect(validateCheckoutForm(market, form, now)).toEqual({})
          expect(Result.isSuccess(decode(orderRequestOf(market, form, makeCart(), "key-0004-abcd")))).toBe(true)
        }
      )
    )
  })
})
