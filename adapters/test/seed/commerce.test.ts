import { describe, expect, it } from "@effect/vitest"
import { WarrantyReturnsSettings, defaultWarrantyReturnsSettings } from "@shop/core/account/warrantyReturnsSettings"
import { Accessory, AccessoryTypes } from "@shop/core/cart/accessory"
import { ExtraService } from "@shop/core/cart/extraService"
import { CartLimitations } from "@shop/core/cart/limits"
import { Categories } from "@shop/core/catalog/category"
import { MarketCodes } from "@shop/core/markets/market"
import { Result, Schema } from "effect"
import { duplicates, seed } from "./fixture.ts"

describe("seed accessories", () => {
  it("decode as core cart accessories and have unique ids", () => {
    for (const a of seed.accessories) {
      expect(Result.isSuccess(Schema.decodeUnknownResult(Accessory)({ ...a, phoneId: null }))).toBe(true)
      expect(a.price).toBeGreaterThan(0)
    }
    expect(duplicates(seed.accessories.map((a) => a.id))).toStrictEqual([])
  })

  it("offer cases, chargers, screen protectors, batteries, installation and wrapping in every market", () => {
    for (const market of MarketCodes) {
      const types = new Set(seed.accessories.filter((a) => a.market === market).map((a) => a.type))
      for (const type of ["CASE", "CHARGER", "SCREEN_PROTECTOR", AccessoryTypes.battery,
        AccessoryTypes.professionalInstallation, AccessoryTypes.wrappingTax]) {
        expect(types.has(type as never), `${market} ${type}`).toBe(true)
      }
    }
  })

  it("flag exactly the wrapping tax and keep it off tablets and laptops", () => {
    const tabletsAndLaptops = new Set(
      seed.models.filter((m) => m.category === "tablet" || m.category === "laptop").map((m) => m.id)
    )
    for (const a of seed.accessories) {
      expect(a.isWrappingTax).toBe(a.type === "WRAPPING_TAX")
      if (a.isWrappingTax) expect(a.compatibleModelIds.some((id) => tabletsAndLaptops.has(id))).toBe(false)
    }
  })

  it("go with known models, and every phone has a new battery in every market", () => {
    const models = new Set(seed.models.map((m) => m.id))
    for (const a of seed.accessories) for (const id of a.compatibleModelIds) expect(models.has(id)).toBe(true)
    const phones = seed.models.filter((m) => m.category === "smartphone")
    for (const market of MarketCodes) {
      const withBattery = new Set(
        seed.accessories.filter((a) => a.market === market && a.type === "BATTERY").flatMap((a) => a.compatibleModelIds)
      )
      for (const phone of phones) expect(withBattery.has(phone.id), `${market} ${phone.name}`).toBe(true)
    }
  })

  it("include loose accessories and a few inactive ones", () => {
    expect(seed.accessories.some((a) => a.compatibleModelIds.length === 0)).toBe(true)
    expect(seed.accessories.some((a) => !a.isActive)).toBe(true)
    expect(seed.accessories.filter((a) => !a.isActive).length).toBeLessThan(seed.accessories.length / 10)
  })
})

describe("seed extra services", () => {
  it("decode as core extra services with unique ids", () => {
    for (const s of seed.extraServices) {
      expect(Result.isSuccess(Schema.decodeUnknownResult(ExtraService)(s))).toBe(true)
      expect(s.price).toBeGreaterThan(0)
    }
    expect(duplicates(seed.extraServices.map((s) => s.id))).toStrictEqual([])
  })

  it("extend warranties in every market and insure in RO only", () => {
    for (const market of MarketCodes) {
      const types = new Set(seed.extraServices.filter((s) => s.market === market).map((s) => s.type))
      expect(types.has("WARRANTY_EXTENSION")).toBe(true)
      expect(types.has("INSURANCE")).toBe(market === "RO")
    }
  })

  it("cover every device price once per service key, category and market", () => {
    for (const market of MarketCodes) {
      for (const key of new Set(seed.extraServices.filter((s) => s.market === market).map((s) => s.key))) {
        for (const category of Categories) {
          const bands = seed.extraServices
            .filter((s) => s.market === market && s.key === key && s.category === category)
            .sort((a, b) => a.minDevicePrice - b.minDevicePrice)
          expect(bands[0]?.minDevicePrice).toBe(0)
          expect(bands.at(-1)?.maxDevicePrice).toBeNull()
          bands.slice(1).forEach((band, i) => expect(band.minDevicePrice).toBe(bands[i]?.maxDevicePrice))
          // Dearer devices cost more to cover.
          bands.slice(1).forEach((band, i) => expect(band.price).toBeGreaterThan(bands[i]?.price ?? 0))
        }
      }
    }
  })
})

describe("seed market settings", () => {
  it("has one row per market with valid cart limitations and SPEC 9 warranty defaults", () => {
    expect(seed.markets.map((m) => m.market)).toStrictEqual([...MarketCodes])
    const modelNames = new Set(seed.models.map((m) => m.name))
    for (const m of seed.markets) {
      expect(Result.isSuccess(Schema.decodeUnknownResult(CartLimitations)(m.cartLimitations))).toBe(true)
      expect(m.cartLimitations.limitedItems.length).toBeGreaterThan(0)
      for (const item of m.cartLimitations.limitedItems) expect(modelNames.has(item.modelName)).toBe(true)
      expect(Schema.decodeUnknownSync(WarrantyReturnsSettings)(m.warrantyReturns)).toStrictEqual(m.warrantyReturns)
      expect(m.warrantyReturns.defaultReturnPeriodDays).toBe(60)
      expect(m.warrantyReturns.warrantyDetails).toStrictEqual(defaultWarrantyReturnsSettings.warrantyDetails)
    }
  })

  it("charges shipping in the market's currency, and carries no copies of core's rules", () => {
    const ro = seed.markets.find((m) => m.market === "RO")
    const hu = seed.markets.find((m) => m.market === "HU")
    expect(ro?.courierShippingCost).toBeGreaterThan(5)
    expect(ro?.courierShippingCost).toBeLessThan(50)
    expect(hu?.courierShippingCost).toBeGreaterThan(500)
    for (const m of seed.markets) {
      expect(m.lockerShippingCost).toBeLessThanOrEqual(m.courierShippingCost)
      expect(m.freeShippingFrom).toBeGreaterThan(m.courierShippingCost)
      // Payment methods and buyback offer rules live in core only.
      expect(Object.keys(m).sort()).toEqual(
        ["cartLimitations", "cashOnDeliveryFee", "courierShippingCost", "freeShippingFrom", "lockerShippingCost", "market", "returnAddress", "warrantyReturns"]
      )
    }
  })
})

describe("seed return addresses", () => {
  it("give every market a complete returns warehouse in its own country", () => {
    const countries = { RO: "România", BG: "България", HU: "Magyarország", GR: "Ελλάδα" } as const
    for (const m of seed.markets) {
      const address = m.returnAddress
      expect(address.country).toBe(countries[m.market])
      for (const field of [address.recipient, address.street, address.postalCode, address.city, address.phone]) {
        expect(field.trim()).not.toBe("")
      }
    }
  })
})
