import { describe, expect, it } from "@effect/vitest"
import { MarketCodes } from "@shop/core/markets/market"
import { lockReviewProviderId } from "@shop/core/sell/brands"
import { choiceById, choices } from "@shop/core/sell/choices"
import { configAttributesFor } from "@shop/core/sell/config"
import { duplicates, seed } from "./fixture.ts"

const buyback = seed.families.filter((f) => f.buyback)

describe("seed buyback catalogue", () => {
  it("buys back most families, and not the oldest ones", () => {
    expect(buyback.length).toBeGreaterThan(150)
    expect(seed.families.find((f) => f.name === "PlayStation 4 Slim")?.buyback).toBe(false)
  })

  it("offers config options of the category's attributes, with unique ids", () => {
    expect(duplicates(seed.sellOptions.map((o) => o.id))).toStrictEqual([])
    const families = new Map(seed.families.map((f) => [f.id, f]))
    for (const option of seed.sellOptions) {
      const family = families.get(option.familyId)
      expect(family?.buyback).toBe(true)
      if (family !== undefined) expect(configAttributesFor[family.category]).toContain(option.attribute)
    }
    for (const family of buyback) {
      const attributes = new Set(seed.sellOptions.filter((o) => o.familyId === family.id).map((o) => o.attribute))
      expect(attributes.has("colour")).toBe(true)
      expect(attributes.has("storage")).toBe(family.category !== "smartwatch")
    }
  })

  it("knows the unlocked and carrier-locked providers (531) in every market", () => {
    const locked = seed.sellProviders.find((p) => p.id === lockReviewProviderId)
    expect(locked?.locked).toBe(true)
    expect(locked?.markets).toStrictEqual(MarketCodes)
    expect(duplicates(seed.sellProviders.map((p) => p.id))).toStrictEqual([])
    for (const market of MarketCodes) expect(seed.sellProviders.filter((p) => p.markets.includes(market)).length).toBeGreaterThan(3)
  })

  it("prices every buyback family and storage in every market, below the shop", () => {
    const cheapest = new Map<string, number>()
    for (const p of seed.products) {
      const key = `${p.market}|${p.familyId}|${p.spec.storage}`
      cheapest.set(key, Math.min(cheapest.get(key) ?? Number.POSITIVE_INFINITY, p.price))
    }
    const storageOptions = new Map(seed.sellOptions.filter((o) => o.attribute === "storage").map((o) => [o.id, o]))
    for (const market of MarketCodes) {
      const rows = seed.sellPrices.filter((p) => p.market === market)
      for (const family of buyback) expect(rows.some((r) => r.familyId === family.id), family.name).toBe(true)
      expect(duplicates(rows.map((r) => `${r.familyId}|${r.storageOptionId}`))).toStrictEqual([])
    }
    let belowShelf = 0
    for (const row of seed.sellPrices) {
      expect(row.basePrice).toBeGreaterThan(0)
      if (row.previousPrice !== null) expect(row.previousPrice).toBeGreaterThan(row.basePrice)
      if (row.storageOptionId !== null) {
        const option = storageOptions.get(row.storageOptionId)
        expect(option?.familyId).toBe(row.familyId)
        expect(option?.label).toBe(row.storage)
      } else {
        expect(row.storage).toBeNull()
      }
      const shelf = cheapest.get(`${row.market}|${row.familyId}|${row.storage}`)
      if (shelf !== undefined) {
        expect(row.basePrice, `${row.market} ${row.familyId} ${row.storage}`).toBeLessThan(shelf)
        belowShelf++
      }
    }
    // Most price rows have units on the shelf to compare with.
    expect(belowShelf).toBeGreaterThan(seed.sellPrices.length / 3)
  })

  it("has one deduction per core choice id per market, ruling-out answers taking everything", () => {
    expect(duplicates(seed.sellDeductions.map((d) => `${d.market}|${d.choiceId}`))).toStrictEqual([])
    for (const market of MarketCodes) {
      const ids = seed.sellDeductions.filter((d) => d.market === market).map((d) => d.choiceId).sort((a, b) => a - b)
      expect(ids).toStrictEqual(choices.map((c) => c.id).sort((a, b) => a - b))
    }
    for (const d of seed.sellDeductions) {
      const choice = choiceById(d.choiceId)
      expect(choice).toBeDefined()
      if (d.kind === "percent") expect(d.amount).toBeLessThanOrEqual(100)
      if (choice?.rulesOut === true) expect(d).toMatchObject({ kind: "percent", amount: 100 })
      if (choice?.exclusive === true) expect(d.amount).toBe(0)
    }
    const worse = (a: number, b: number) =>
      seed.sellDeductions.filter((d) => d.market === "RO" && (d.choiceId === a || d.choiceId === b)).map((d) => d.amount)
    // A cracked display costs more than light scratches.
    const [light, cracked] = worse(7, 9)
    expect(cracked ?? 0).toBeGreaterThan(light ?? 0)
  })
})
