import type { Category } from "../catalog/category.ts"
import { shopConstants } from "../settings/shopConstants.ts"

/**
 * Config attributes of a sold device (SPEC 2.5), values are the backend's attribute ids. `gpu` is our
 * addition for laptops: the sell-order payload carries it (SPEC 3) and it is picked with the config.
 */
export const ConfigAttributes = [
  "colour",
  "storage",
  "provider",
  "material",
  "size",
  "connectivity",
  "cpu",
  "ram",
  "gpu"
] as const
export type ConfigAttribute = (typeof ConfigAttributes)[number]

export type ConfigValues = { readonly [A in ConfigAttribute]?: number }

/** The attributes each category asks, in screen order (our decision where SPEC 2.5 is silent). */
export const configAttributesFor: { readonly [C in Category]: ReadonlyArray<ConfigAttribute> } = {
  smartphone: ["colour", "storage", "provider"],
  tablet: ["colour", "storage", "connectivity", "provider"],
  laptop: ["colour", "size", "cpu", "ram", "storage", "gpu"],
  smartwatch: ["colour", "material", "size", "connectivity"],
  console: ["colour", "storage"]
}

/**
 * SPEC 4: beside colour, config needs storage (not smartwatches), provider (phones) and connectivity
 * (smartwatches) before it advances.
 */
export const requiredConfigAttributesFor = (category: Category): ReadonlyArray<ConfigAttribute> => [
  ...(category === "smartwatch" ? [] : (["storage"] as const)),
  ...(category === "smartphone" ? (["provider"] as const) : []),
  ...(category === "smartwatch" ? (["connectivity"] as const) : [])
]

/**
 * SPEC 4: config stays on its step until colour is chosen plus the category's required attributes, or
 * the toast flag. Our reading: colour is always needed; the toast flag (the user confirmed the toast
 * offering an estimate without the missing details) stands in for the other required attributes.
 */
export const isConfigComplete = (category: Category, config: ConfigValues, toastFlag: boolean): boolean =>
  config.colour !== undefined &&
  (toastFlag || requiredConfigAttributesFor(category).every((attribute) => config[attribute] !== undefined))

/** SPEC 2.5: narrower than 768 px the config step shows one attribute per sub-step. */
export const configSubSteps = (
  category: Category,
  viewportWidth: number
): ReadonlyArray<ReadonlyArray<ConfigAttribute>> => {
  const attributes = configAttributesFor[category]
  return viewportWidth < shopConstants.narrowScreenBreakpointPx ? attributes.map((a) => [a]) : [attributes]
}

/** The sub-step to show: the first one with an unanswered attribute, else the last one. */
export const currentConfigSubStep = (category: Category, config: ConfigValues, viewportWidth: number): number => {
  const subSteps = configSubSteps(category, viewportWidth)
  const open = subSteps.findIndex((attributes) => attributes.some((a) => config[a] === undefined))
  return open === -1 ? subSteps.length - 1 : open
}
