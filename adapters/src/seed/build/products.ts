import { productNaming } from "@shop/core/catalog/naming"
import { Shapes } from "@shop/core/catalog/product"
import { MarketCodes, markets, type MarketCode } from "@shop/core/markets/market"
import { productUrlOf } from "@shop/core/routes/productUrl"
import { Result } from "effect"
import { fromEur, shelfPrice, shelfPriceAbove } from "../money.ts"
import { seedRandom, type SeedRandom } from "../random.ts"
import { type SeedProduct, type SeedShape, shapeIds } from "../types.ts"
import { gradedFrontPath } from "./imagePaths.ts"
import { colourName, specName } from "./catalogueWords.ts"
import type { FamilyEntry, ModelLine } from "./models.ts"
import { launchEur, refurbishedEur } from "./pricing.ts"

const shapeCodes: { readonly [S in SeedShape]: string } = { excellent: "EXC", "very-good": "VGD", good: "GOD", fair: "FAI" }

/** About a fifth of the units are sold out; most others are a handful, a few are well stocked. */
const drawStock = (rnd: SeedRandom): number => {
  if (rnd.chance(0.22)) return 0
  const roll = rnd.float(0, 1)
  return roll < 0.6 ? rnd.int(1, 3) : roll < 0.9 ? rnd.int(4, 15) : rnd.int(16, 40)
}

interface Variant {
  readonly entry: FamilyEntry
  readonly line: ModelLine
  readonly storage: string | null
  readonly storageIndex: number
  readonly colour: string
  readonly shape: SeedShape
}

/** The product's spec values and names in the market's language (core productNaming says the brand once). */
const wordsOf = (market: MarketCode, v: Variant) => {
  const { model } = v.line
  const { locale } = markets[market]
  const translated = (value: string | null) => (value === null ? null : specName(value, locale))
  const labels = {
    model: model.names[locale],
    color: colourName(v.colour, locale),
    connectivity: translated(model.connectivity),
    material: translated(model.material)
  }
  const naming = productNaming({
    brandName: v.entry.brandName,
    modelName: labels.model,
    storage: v.storage,
    colour: labels.color,
    lineWords: [model.size, labels.material, labels.connectivity].filter((w): w is string => w !== null)
  })
  return { labels, naming }
}

const variantKeyOf = (v: Variant): string =>
  [
    v.entry.brandName.slice(0, 3).toUpperCase(),
    v.line.model.legacyModelId,
    v.storage ?? "NA",
    `C${String(v.entry.def.colours.indexOf(v.colour) + 1).padStart(2, "0")}`,
    shapeCodes[v.shape]
  ].join("-")

/** The sold subset of a family: some lines, storages, colours and grades, chosen by the seed. */
const variantsOf = (entry: FamilyEntry, rnd: SeedRandom): ReadonlyArray<Variant> => {
  const { def } = entry
  const storages: ReadonlyArray<string | null> = def.storages.length === 0 ? [null] : rnd.sample(def.storages, rnd.int(1, 3))
  const colours = rnd.sample(def.colours, rnd.int(1, 3))
  const lines = rnd.sample(entry.lines, rnd.int(1, 3))
  const shapes = rnd.sample(Shapes, rnd.int(2, 4))
  return lines.flatMap((line) =>
    storages.flatMap((storage) =>
      colours.flatMap((colour) =>
        shapes.map((shape) => ({
          entry,
          line,
          storage,
          storageIndex: storage === null ? 0 : def.storages.indexOf(storage),
          colour,
          shape
        }))
      )
    )
  )
}

export const buildProducts = (seedNumber: number, entries: ReadonlyArray<FamilyEntry>): ReadonlyArray<SeedProduct> => {
  const rnd = seedRandom(seedNumber, "products")
  const products: Array<SeedProduct> = []
  let nextId = 1
  for (const entry of entries) {
    for (const v of variantsOf(entry, rnd)) {
      const variantKey = variantKeyOf(v)
      const valueEur = refurbishedEur(entry.def, v.line.line, v.storageIndex, v.shape) * rnd.float(0.95, 1.05)
      for (const market of MarketCodes) products.push(productOf(market, nextId++, v, variantKey, valueEur, rnd))
    }
  }
  return products
}

const productOf = (
  market: MarketCode,
  id: number,
  v: Variant,
  variantKey: string,
  valueEur: number,
  rnd: SeedRandom
): SeedProduct => {
  const { entry } = v
  const { line, model } = v.line
  const price = shelfPrice(market, fromEur(market, valueEur * rnd.float(0.98, 1.02)))
  const launch = shelfPrice(market, fromEur(market, launchEur(entry.def, line, v.storageIndex)))
  const product = {
    id,
    legacyModelId: model.legacyModelId,
    legacySellId: entry.family.buyback ? entry.family.id : null,
    legacySku: `${variantKey}-${market}`,
    legacyShapeId: shapeIds[v.shape],
    stock: drawStock(rnd),
    price,
    previousPrice: rnd.chance(0.8) ? shelfPriceAbove(market, price, rnd.float(1.05, 1.2)) : null,
    retailPrice: launch > price ? launch : shelfPriceAbove(market, price, 1.15),
    brandName: entry.brandName,
    modelName: model.name,
    category: model.category,
    // The gallery's first picture: the front with the grade's badge in the storefront's language.
    imagePath: gradedFrontPath(entry.def, v.colour, v.shape, markets[market].locale),
    ...wordsOf(market, v),
    spec: {
      shape: v.shape,
      color: v.colour,
      storage: v.storage,
      connectivity: model.connectivity,
      material: model.material,
      size: model.size
    }
  }
  return {
    ...product,
    market,
    modelId: model.id,
    familyId: entry.family.id,
    brandId: model.brandId,
    variantKey,
    productUrl: Result.getOrThrow(productUrlOf(market, product))
  }
}
