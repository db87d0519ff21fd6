import { categoryIds } from "@shop/core/catalog/category"
import { slugify } from "@shop/core/routes/slug"
import { brandIds } from "@shop/core/sell/brands"
import { brandKeys, brandNames } from "../data/brands.ts"
import { modelDefs } from "../data/catalogue.ts"
import type { LineDef, ModelDef } from "../data/modelDef.ts"
import type { SeedBrand, SeedModel, SeedModelFamily } from "../types.ts"
import { familyPicturePath } from "./imagePaths.ts"
import { familyName, namesOf, specName } from "./catalogueWords.ts"

/** A shop model with the price factor of its line. */
export interface ModelLine {
  readonly model: SeedModel
  readonly line: LineDef
}

/** A family with what the later build steps need from its static definition. */
export interface FamilyEntry {
  readonly family: SeedModelFamily
  readonly def: ModelDef
  readonly brandName: string
  readonly lines: ReadonlyArray<ModelLine>
}

/** Shop models (lines) get legacy ids from 1001, in static order. */
const firstLegacyModelId = 1001

/** Older families than this are sold but no longer bought back. */
const firstBuybackYear = 2019

export const buildBrands = (): ReadonlyArray<SeedBrand> =>
  brandKeys.map((key) => ({ id: brandIds[key], name: brandNames[key], slug: slugify(brandNames[key]) }))

type LineKey = "connectivity" | "size" | "material"

/** The line words that tell a family's models apart: only the attributes that vary in it. */
const qualifiers = (lines: ReadonlyArray<LineDef>, line: LineDef): ReadonlyArray<string> =>
  (["connectivity", "size", "material"] as const satisfies ReadonlyArray<LineKey>)
    .filter((key) => new Set(lines.map((l) => l[key])).size > 1)
    .flatMap((key) => line[key] ?? [])

/** Families and their models in static order: no id depends on the seed number. */
export const buildCatalogue = (): ReadonlyArray<FamilyEntry> => {
  let nextLegacyId = firstLegacyModelId
  return modelDefs.map((def, index) => {
    const family: SeedModelFamily = {
      id: index + 1,
      brandId: brandIds[def.brand],
      category: def.category,
      categoryId: categoryIds[def.category],
      name: def.name,
      slug: slugify(def.name),
      releaseYear: def.year,
      buyback: def.year >= firstBuybackYear,
      imagePath: familyPicturePath(def)
    }
    const lines = def.lines.map((line) => {
      const id = nextLegacyId++
      const words = qualifiers(def.lines, line)
      const name = [def.name, ...words].join(" ")
      const model: SeedModel = {
        id,
        legacyModelId: id,
        familyId: family.id,
        brandId: family.brandId,
        category: def.category,
        categoryId: family.categoryId,
        name,
        slug: slugify(name),
        releaseYear: def.year,
        connectivity: line.connectivity,
        material: line.material,
        size: line.size,
        imagePath: family.imagePath,
        names: namesOf((locale) => [familyName(def.name, locale), ...words.map((w) => specName(w, locale))].join(" "))
      }
      return { model, line }
    })
    return { family, def, brandName: brandNames[def.brand], lines }
  })
}
