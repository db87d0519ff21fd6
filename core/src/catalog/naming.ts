import type { ProductNaming } from "./product.ts"

/**
 * How a device is named to shoppers. Makers often put their brand in the model's own name
 * ("OnePlus 12", "Xiaomi 13T", "Apple Watch Series 7"); the brand is said once all the same, so
 * "OnePlus 12", never "OnePlus OnePlus 12". Brand and model names stay as the maker writes them
 * (and as product URLs slugify them); only the words around them are the market's.
 */

const fold = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()

/** The model's name without a leading brand word: "OnePlus 12" of OnePlus -> "12"; "Galaxy S21" stays. */
export const modelAfterBrand = (brandName: string, modelName: string): string => {
  const brand = fold(brandName.trim())
  const model = modelName.trim()
  if (brand === "" || !fold(model).startsWith(brand)) return model
  const rest = model.slice(brand.length)
  // Only a whole word: "Honor" does not start "Honorable 5".
  if (rest !== "" && !/^[\s\-–]/u.test(rest)) return model
  const stripped = rest.replace(/^[\s\-–]+/u, "")
  return stripped === "" ? model : stripped
}

/** Brand and model, the brand said once: "Samsung Galaxy S21", "OnePlus 12", "Apple Watch Series 7". */
export const brandedModelName = (brandName: string, modelName: string): string => {
  const brand = brandName.trim()
  const model = modelName.trim()
  if (brand === "") return model
  // A model that names its brand already is said as the maker writes it.
  return modelAfterBrand(brand, model) === model ? `${brand} ${model}` : model
}

/** The parts of a product's name, in the market's words (its model and colour as the market calls them). */
export interface NamingParts {
  readonly brandName: string
  /** The model (a line of its family) in the market's words: "iPad (generația a 9-a) Wi-Fi". */
  readonly modelName: string
  readonly storage: string | null
  readonly colour: string
  /** The line's words a configuration lists besides storage and colour (size, material, connectivity). */
  readonly lineWords: ReadonlyArray<string>
}

const present = (words: ReadonlyArray<string | null>): ReadonlyArray<string> =>
  words.flatMap((word) => (word === null || word.trim() === "" ? [] : [word.trim()]))

/**
 * SPEC 3 Product naming from its parts: title "<brand> <model> <storage> <colour>", the model's
 * display name, a short title without brand and colour, and the configuration summary.
 */
export const productNaming = (parts: NamingParts): ProductNaming => {
  const modelDisplayName = brandedModelName(parts.brandName, parts.modelName)
  return {
    title: present([modelDisplayName, parts.storage, parts.colour]).join(" "),
    modelDisplayName,
    shortTitle: present([parts.modelName, parts.storage]).join(" "),
    configSummary: present([parts.storage, ...parts.lineWords, parts.colour]).join(", ")
  }
}
