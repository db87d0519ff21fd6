import type { Category } from "@shop/core/catalog/category"
import type { LineDef, ModelDef } from "../data/modelDef.ts"
import type { SeedShape } from "../types.ts"

/** The year the catalogue is priced for (no clock: the seed is a pure function of its number). */
export const catalogueYear = 2026

/** Share of its value a device keeps each year; consoles hold value best, watches worst. */
const yearlyRetention: { readonly [C in Category]: number } = {
  smartphone: 0.82,
  tablet: 0.84,
  laptop: 0.83,
  smartwatch: 0.8,
  console: 0.9
}

/** Even a new-season refurbished device sells below its launch price; old ones keep a floor. */
const refurbishedDiscount = 0.92
const residualFloor = 0.2

/** Each storage step up costs about 14% more at launch (128 -> 256 -> 512GB -> 1TB). */
const storageStep = 1.14

export const shapeFactors: { readonly [S in SeedShape]: number } = {
  excellent: 1,
  "very-good": 0.93,
  good: 0.86,
  fair: 0.78
}

/** Launch price in EUR of a model's line at the storage of index `storageIndex`. */
export const launchEur = (def: ModelDef, line: LineDef, storageIndex: number): number =>
  def.launchEur * line.priceFactor * storageStep ** Math.max(0, storageIndex)

/** Value of the device in the given grade today, EUR, before per-product jitter. */
export const refurbishedEur = (def: ModelDef, line: LineDef, storageIndex: number, shape: SeedShape): number => {
  const age = Math.max(0, catalogueYear - def.year)
  const residual = Math.max(residualFloor, yearlyRetention[def.category] ** age * refurbishedDiscount)
  return launchEur(def, line, storageIndex) * residual * shapeFactors[shape]
}
