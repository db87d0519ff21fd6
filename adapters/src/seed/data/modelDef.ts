import type { Category } from "@shop/core/catalog/category"
import type { BrandKey } from "./brands.ts"

/**
 * A configuration line of a model: the attributes that are neither storage nor colour
 * (tablet connectivity; watch size, case material and connectivity; laptop screen size).
 * Each line gets its own legacy model id, so a product URL (model, storage, colour, legacy
 * id) names one line and never two products of the same shape.
 */
export interface LineDef {
  readonly connectivity: string | null
  readonly material: string | null
  readonly size: string | null
  /** Price of the line relative to the model's base line. */
  readonly priceFactor: number
}

/** Extra buyback config values of a laptop (SPEC 2.5 cpu, ram, gpu). */
export interface LaptopSpecs {
  readonly cpu: ReadonlyArray<string>
  readonly ram: ReadonlyArray<string>
  readonly gpu: ReadonlyArray<string>
}

/** One real model, as the static catalogue describes it; prices are launch prices in EUR. */
export interface ModelDef {
  readonly brand: BrandKey
  readonly category: Category
  readonly name: string
  readonly year: number
  /** Launch price of the smallest storage and first line, EUR. */
  readonly launchEur: number
  /** Storage sizes, smallest first; empty for devices sold without one (watches). */
  readonly storages: ReadonlyArray<string>
  readonly colours: ReadonlyArray<string>
  readonly lines: ReadonlyArray<LineDef>
  readonly laptop?: LaptopSpecs
}

export const baseLine: LineDef = { connectivity: null, material: null, size: null, priceFactor: 1 }

type Def = Omit<ModelDef, "category" | "lines">

export const phone = (
  brand: BrandKey,
  name: string,
  year: number,
  launchEur: number,
  storages: ReadonlyArray<string>,
  colours: ReadonlyArray<string>
): ModelDef => ({ brand, category: "smartphone", name, year, launchEur, storages, colours, lines: [baseLine] })

/** Tablets come as Wi-Fi and as cellular models; the cellular one costs more. */
export const tablet = (def: Def & { readonly cellular: string }): ModelDef => {
  const { cellular, ...rest } = def
  return {
    ...rest,
    category: "tablet",
    lines: [
      { connectivity: "Wi-Fi", material: null, size: null, priceFactor: 1 },
      { connectivity: cellular, material: null, size: null, priceFactor: 1.17 }
    ]
  }
}

export const laptop = (def: Def & { readonly size: string; readonly specs: LaptopSpecs }): ModelDef => {
  const { size, specs, ...rest } = def
  return { ...rest, category: "laptop", laptop: specs, lines: [{ connectivity: null, material: null, size, priceFactor: 1 }] }
}

/**
 * Every size x material x connectivity of a watch; larger, steel and cellular cost more.
 * Apple sells its steel cases with cellular only: materials after the first are then paired
 * with the last connectivity alone.
 */
export const watch = (
  def: Omit<Def, "storages"> & {
    readonly sizes: ReadonlyArray<string>
    readonly materials: ReadonlyArray<string>
    readonly connectivities: ReadonlyArray<string>
  }
): ModelDef => {
  const { connectivities, materials, sizes, ...rest } = def
  const premiumCellularOnly = def.brand === "apple"
  const lines = sizes.flatMap((size, si) =>
    materials.flatMap((material, mi) =>
      connectivities.flatMap((connectivity, ci) =>
        premiumCellularOnly && mi > 0 && ci < connectivities.length - 1
          ? []
          : [{
            connectivity,
            material,
            size,
            priceFactor: Math.round((1 + si * 0.07 + mi * 0.45 + ci * 0.14) * 100) / 100
          }]
      )
    )
  )
  return { ...rest, category: "smartwatch", storages: [], lines }
}

export const console_ = (
  brand: BrandKey,
  name: string,
  year: number,
  launchEur: number,
  storages: ReadonlyArray<string>,
  colours: ReadonlyArray<string>
): ModelDef => ({ brand, category: "console", name, year, launchEur, storages, colours, lines: [baseLine] })
