import { describe, expect, it } from "@effect/vitest"
import type { CatalogAccessory, CatalogExtraService } from "@shop/core/catalog/catalogTypes"
import { applyCartCommand } from "@shop/core/cart/applyCartCommand"
import { initialCart } from "@shop/core/cart/cartState"
import { sumMoney } from "@shop/core/cart/money"
import { lineSubtotal, subtotal } from "@shop/core/cart/totals"
import { toCartAccessory, toExtraService } from "@shop/core/catalog/cartShapes"
import { FIXED_NOW, makeProduct, priceArb } from "@shop/core/test-support/cartArbitraries"
import { Result } from "effect"
import fc from "fast-check"
import { batteryOffer, serviceGroups } from "@shop/core/cart/lineOffers"
import {
  chooseService,
  chosenExtras,
  crossSellOffers,
  emptyChoice,
  lineOffersOf,
  type PurchaseChoice,
  relatedAccessories,
  toggleAccessory
} from "../../../src/storefront/product/purchaseOptions.ts"
import { purchaseTotal, wouldBeLine } from "../../../src/storefront/product/purchaseTotal.ts"

const accessory = (id: number, type: string, price = 10, overrides: Partial<CatalogAccessory> = {}): CatalogAccessory => ({
  id,
  name: `${type} ${id}`,
  price,
  isActive: true,
  type,
  isWrappingTax: type === "WRAPPING_TAX",
  imagePath: `/images/accessories/${id}.svg`,
  ...overrides
})

const service = (id: number, type: string, price = 20): CatalogExtraService => ({
  id,
  type,
  key: `extra-service.${type.toLowerCase()}-${id}`,
  price,
  isActive: true
})

const catalogue: ReadonlyArray<CatalogAccessory> = [
  accessory(1, "CASE", 109),
  accessory(2, "SCREEN_PROTECTOR", 61.99),
  accessory(3, "BATTERY", 279),
  accessory(4, "CHARGER", 119),
  accessory(5, "PROFESSIONAL_INSTALLATION", 25.99),
  accessory(6, "WRAPPING_TAX", 14.99),
  // The flag alone marks a wrapping tax too (SPEC 3 spells it both ways).
  accessory(7, "GIFT", 5, { isWrappingTax: true })
]

const services: ReadonlyArray<CatalogExtraService> = [
  service(11, "WARRANTY_EXTENSION", 53.99),
  service(21, "WARRANTY_EXTENSION", 88.99),
  service(41, "INSURANCE", 80.99)
]

describe("what the product page offers", () => {
  it("lists cases, chargers and protectors as accessories, never the battery or the fees", () => {
    expect(relatedAccessories(catalogue).map((a) => a.id)).toEqual([1, 2, 4])
    expect(relatedAccessories([accessory(8, "CASE", 10, { isActive: false })])).toEqual([])
  })

  it("offers the BATTERY row as the new battery", () => {
    expect(batteryOffer(catalogue)?.id).toBe(3)
    expect(batteryOffer(catalogue.filter((a) => a.type !== "BATTERY"))).toBeUndefined()
  })

  it("groups the services by type, one choice per type", () => {
    expect(serviceGroups(services).map((g) => [g.type, g.services.map((s) => s.id)])).toEqual([
      ["WARRANTY_EXTENSION", [11, 21]],
      ["INSURANCE", [41]]
    ])
    const both = chooseService(chooseService(emptyChoice, "WARRANTY_EXTENSION", 11), "WARRANTY_EXTENSION", 21)
    expect(both.services).toEqual({ WARRANTY_EXTENSION: 21 })
    expect(chooseService(both, "WARRANTY_EXTENSION", null).services).toEqual({})
  })

  it("turns a choice into the cart's shapes and ignores ids the page does not offer", () => {
    const choice: PurchaseChoice = {
      battery: true,
      services: { WARRANTY_EXTENSION: 21, INSURANCE: 999 },
      // 3 is the battery and 5 a fee: not choosable as accessories; 404 is stale.
      accessoryIds: [2, 3, 5, 404]
    }
    const offers = { accessories: catalogue, extraServices: services }
    const extras = chosenExtras(offers, choice)
    expect(extras.services).toEqual([toExtraService(services[1]!)])
    expect(extras.accessories).toEqual([toCartAccessory(catalogue[1]!)])
    expect(extras.battery).toEqual(toCartAccessory(catalogue[2]!))
    expect(purchaseTotal(makeProduct({ price: 989 }), offers, extras)).toBe(989 + 88.99 + 61.99 + 279)
  })

  it("offers the new line only what is active", () => {
    const offers = {
      accessories: [...catalogue, accessory(9, "CASE", 10, { isActive: false })],
      extraServices: [...services, { ...service(51, "INSURANCE"), isActive: false }]
    }
    const line = lineOffersOf(offers)
    expect(line.availableAccessories.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(line.availableExtraServices.map((s) => s.id)).toEqual([11, 21, 41])
    // Nothing inactive is offered as a choice either.
    expect(serviceGroups(offers.extraServices).flatMap((g) => g.services.map((s) => s.id))).toEqual([11, 21, 41])
    expect(batteryOffer([accessory(3, "BATTERY", 279, { isActive: false })])).toBeUndefined()
  })

  it("offers in the cross-sell dialog the accessories not chosen yet", () => {
    expect(crossSellOffers(catalogue, [1]).map((a) => a.id)).toEqual([2, 4])
    expect(crossSellOffers(catalogue, [1, 2, 4])).toEqual([])
  })

  it("toggles accessories without duplicates", () => {
    const once = toggleAccessory(toggleAccessory(emptyChoice, 1, true), 1, true)
    expect(once.accessoryIds).toEqual([1])
    expect(toggleAccessory(once, 1, false).accessoryIds).toEqual([])
  })
})

const accessoryTypes = ["CASE", "CHARGER", "SCREEN_PROTECTOR", "BATTERY", "PROFESSIONAL_INSTALLATION", "WRAPPING_TAX"] as const

const catalogueArb = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 40 }),
    type: fc.constantFrom(...accessoryTypes),
    price: priceArb,
    isActive: fc.boolean()
  }),
  { selector: (a) => a.id, maxLength: 8 }
).map((rows) => rows.map((r) => accessory(r.id, r.type, r.price, { isActive: r.isActive })))

const servicesArb = fc.uniqueArray(
  fc.record({ id: fc.integer({ min: 1, max: 40 }), type: fc.constantFrom("WARRANTY_EXTENSION", "INSURANCE"), price: priceArb }),
  { selector: (s) => s.id, maxLength: 5 }
).map((rows) => rows.map((r) => service(r.id, r.type, r.price)))

const ids = fc.array(fc.integer({ min: 1, max: 45 }), { maxLength: 8 })

describe("the running total", () => {
  it("is the subtotal core gives the line the add button creates (same rules, same order)", () => {
    fc.assert(
      fc.property(priceArb, catalogueArb, servicesArb, fc.boolean(), ids, ids, (price, accessories, offered, battery, picked, serviceIds) => {
        const product = makeProduct({ price, stock: 1 })
        let choice: PurchaseChoice = { ...emptyChoice, battery }
        for (const id of picked) choice = toggleAccessory(choice, id, true)
        for (const id of serviceIds) {
          const type = offered.find((s) => s.id === id)?.type ?? "WARRANTY_EXTENSION"
          choice = chooseService(choice, type, id)
        }
        const offers = { accessories, extraServices: offered }
        const extras = chosenExtras(offers, choice)

        // What the cart's AddDevice command does with the same extras, in a cart of its own.
        const device = { product, productUrl: "/p/", origin: "PDP" as const, ...lineOffersOf(offers), ...extras }
        const added = applyCartCommand(initialCart(FIXED_NOW), { _tag: "AddDevice", device }, {
          market: "RO",
          limits: { isActive: false, maxCartItems: 0, limitedItems: [], maxCartLimitedItems: 0 },
          now: FIXED_NOW,
          newLineId: "line-1"
        })
        const chosenBattery = extras.battery

        // Everything the page lets the shopper pick, the cart rules accept.
        expect(Result.isSuccess(added)).toBe(true)
        if (Result.isFailure(added)) return
        const { cart } = added.success
        const line = cart.phoneCart[0]!
        const total = purchaseTotal(product, offers, extras)
        expect(total).toBe(subtotal(cart))
        expect(total).toBe(lineSubtotal(line))
        // The preview is that very line: same services, same accessories, battery included.
        const preview = wouldBeLine(product, offers, extras)
        expect(preview.selected_extra_services).toEqual(line.selected_extra_services)
        const shape = (l: typeof line) => l.deviceAccessories.map((a) => [a.id, a.type, a.price])
        expect(shape(preview)).toEqual(shape(line))
        // And the total is the price of what was picked, each once.
        const pickedPrices = [...extras.services.map((s) => s.price ?? 0), ...extras.accessories.map((a) => a.price), chosenBattery?.price ?? 0]
        expect(total).toBe(sumMoney([price, ...pickedPrices]))
        expect(line.deviceAccessories.length).toBe(extras.accessories.length + (chosenBattery === undefined ? 0 : 1))
      }),
      { numRuns: 200 }
    )
  })
})
