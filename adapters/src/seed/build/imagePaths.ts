import type { Shapes } from "@shop/core/catalog/product"
import type { Locale } from "@shop/core/markets/market"
import { slugify } from "@shop/core/routes/slug"
import type { ModelDef } from "../data/modelDef.ts"
import type { View } from "./drawings/look.ts"

/**
 * Where the generated pictures live. A family's lines look alike, so one picture serves every line
 * of a family in a colour. Paths name what they show (a new drawing gets a new path), which lets the
 * app serve them as immutable.
 */

const base = (def: ModelDef, colour: string) => `/images/devices/${def.category}/${slugify(def.name)}-${slugify(colour)}`

/** The family in a colour from one side, without badge (model cards, the sell funnel). */
export const viewPath = (def: ModelDef, colour: string, view: View): string => `${base(def, colour)}-${view}.svg`

/** The front with the grade's badge in a storefront's language (listing cards, a gallery's first picture). */
export const gradedFrontPath = (def: ModelDef, colour: string, shape: (typeof Shapes)[number], locale: Locale): string =>
  `${base(def, colour)}-front-${shape}-${locale}.svg`

/** The family's picture in its first colour (families', models' and the sell funnel's imagePath). */
export const familyPicturePath = (def: ModelDef): string => viewPath(def, def.colours[0] ?? "Black", "front")
