import { MarketCodes } from "@shop/core/markets/market"
import { choices, type Choice } from "@shop/core/sell/choices"
import type { ConditionGrade } from "@shop/core/sell/grades"
import { fromEur, roundOffer } from "../money.ts"
import { seedRandom } from "../random.ts"
import type { SeedProduct, SeedSellDeduction, SeedSellOption, SeedSellPrice } from "../types.ts"
import type { FamilyEntry } from "./models.ts"
import { refurbishedEur } from "./pricing.ts"

/** A buyback pays about 60% of what the device sells for refurbished (the shop's margin and repair). */
const buybackShare = 0.6
/** And never more than 90% of the cheapest unit of the same family and storage on the shelf. */
const shelfCeiling = 0.9

const cheapestKey = (market: string, familyId: number, storage: string | null) => `${market}|${familyId}|${storage ?? ""}`

export const buildSellPrices = (
  seedNumber: number,
  entries: ReadonlyArray<FamilyEntry>,
  options: ReadonlyArray<SeedSellOption>,
  products: ReadonlyArray<SeedProduct>
): ReadonlyArray<SeedSellPrice> => {
  const rnd = seedRandom(seedNumber, "sell-prices")
  const cheapest = new Map<string, number>()
  for (const p of products) {
    const key = cheapestKey(p.market, p.familyId, p.spec.storage)
    const known = cheapest.get(key)
    if (known === undefined || p.price < known) cheapest.set(key, p.price)
  }
  const storageOptions = new Map(
    options.filter((o) => o.attribute === "storage").map((o) => [`${o.familyId}|${o.label}`, o.id] as const)
  )
  let nextId = 1
  const rows: Array<SeedSellPrice> = []
  for (const entry of entries.filter((e) => e.family.buyback)) {
    const { def, family } = entry
    const firstLine = entry.lines[0]?.line
    if (firstLine === undefined) continue
    const storages: ReadonlyArray<string | null> = def.storages.length === 0 ? [null] : def.storages
    storages.forEach((storage, storageIndex) => {
      const valueEur = refurbishedEur(def, firstLine, storageIndex, "excellent") * buybackShare * rnd.float(0.95, 1.05)
      for (const market of MarketCodes) {
        const offered = roundOffer(market, fromEur(market, valueEur))
        const shelf = cheapest.get(cheapestKey(market, family.id, storage))
        const basePrice = shelf === undefined ? offered : Math.min(offered, roundOffer(market, shelf * shelfCeiling * 0.95))
        const previous = rnd.chance(0.25) ? roundOffer(market, basePrice * rnd.float(1.05, 1.12)) : null
        rows.push({
          id: nextId++,
          market,
          familyId: family.id,
          storageOptionId: storage === null ? null : storageOptions.get(`${family.id}|${storage}`) ?? null,
          storage,
          basePrice,
          // A drop is only a drop when the old price was higher after rounding.
          previousPrice: previous !== null && previous > basePrice ? previous : null
        })
      }
    })
  }
  return rows
}

/** Percent taken off by an answer, by the grade it caps the device at. */
const capPercent: { readonly [G in ConditionGrade]: number } = { FOARTE_BUN: 0, BUN: 8, ACCEPTABIL: 20, DETERIORAT: 40 }
/** Defects lower the price less than the cosmetic grade: a part is replaced, the device is not. */
const defectPercent: { readonly [G in ConditionGrade]: number } = { FOARTE_BUN: 0, BUN: 5, ACCEPTABIL: 12, DETERIORAT: 25 }
const batteryPercent: Readonly<Record<number, number>> = { 14: 0, 15: 5, 16: 12, 17: 20 }
/** Missing controllers cost a fixed amount (EUR): a console without any needs a new one. */
const controllerEur: Readonly<Record<number, number>> = { 18: 35, 19: 10, 20: 0 }

const percentOf = (choice: Choice): number => {
  if (choice.rulesOut) return 100
  if (choice.step === "battery") return batteryPercent[choice.id] ?? capPercent[choice.gradeCap]
  if (choice.step === "grading-display" || choice.step === "grading-case" || choice.step === "burn-in") {
    return capPercent[choice.gradeCap]
  }
  return defectPercent[choice.gradeCap]
}

/** One deduction per answer of core's choice catalogue, per market. */
export const buildSellDeductions = (): ReadonlyArray<SeedSellDeduction> =>
  MarketCodes.flatMap((market) =>
    choices.map((choice) => {
      const eur = controllerEur[choice.id]
      return eur === undefined
        ? { market, choiceId: choice.id, kind: "percent" as const, amount: percentOf(choice) }
        : { market, choiceId: choice.id, kind: "fixed" as const, amount: eur === 0 ? 0 : roundOffer(market, fromEur(market, eur)) }
    })
  )
