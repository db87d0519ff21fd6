import type { Category } from "@shop/core/catalog/category"
import { Shapes } from "@shop/core/catalog/product"
import type { MessageKey } from "../i18n/catalogues.ts"

/** Catalogue keys of the category names and their card blurbs. */
export const categoryNameKey: { readonly [C in Category]: MessageKey } = {
  smartphone: "category-smartphone",
  tablet: "category-tablet",
  laptop: "category-laptop",
  smartwatch: "category-smartwatch",
  console: "category-console"
}

export const categoryBlurbKey: { readonly [C in Category]: MessageKey } = {
  smartphone: "category-smartphone-blurb",
  tablet: "category-tablet-blurb",
  laptop: "category-laptop-blurb",
  smartwatch: "category-smartwatch-blurb",
  console: "category-console-blurb"
}

type Shape = (typeof Shapes)[number]

/** Catalogue keys of the cosmetic grades (the product's `shape`). */
export const gradeKey: { readonly [S in Shape]: MessageKey } = {
  excellent: "grade-excellent",
  "very-good": "grade-very-good",
  good: "grade-good",
  fair: "grade-fair"
}

const gradeKeys: ReadonlyMap<string, MessageKey> = new Map(Shapes.map((shape) => [shape, gradeKey[shape]]))

/** The grade's catalogue key; null for a grade the shell does not know (shown as the catalogue has it). */
export const gradeKeyOf = (shape: string): MessageKey | null => gradeKeys.get(shape) ?? null
