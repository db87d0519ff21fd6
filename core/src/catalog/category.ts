import { Schema } from "effect"

/** Canonical device categories (SPEC 2.3) with their backend ids (SPEC 3). */
export const Categories = ["smartphone", "tablet", "laptop", "smartwatch", "console"] as const
export const Category = Schema.Literals(Categories)
export type Category = typeof Category.Type

export const categoryIds = {
  smartphone: 1,
  tablet: 2,
  laptop: 3,
  smartwatch: 4,
  console: 5
} as const satisfies Record<Category, number>

export const CategoryId = Schema.Literals([1, 2, 3, 4, 5])
export type CategoryId = typeof CategoryId.Type

const categoryOfId: Record<CategoryId, Category> = {
  1: "smartphone",
  2: "tablet",
  3: "laptop",
  4: "smartwatch",
  5: "console"
}

export const categoryById = (id: CategoryId): Category => categoryOfId[id]
