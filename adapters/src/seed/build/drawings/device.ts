import type { Category } from "@shop/core/catalog/category"
import type { Shapes } from "@shop/core/catalog/product"
import { gradeBadge } from "./badge.ts"
import { floorShadow, gradients, svgDocument } from "./canvas.ts"
import { consoleBack, consoleFront } from "./console.ts"
import { laptopBack, laptopFront } from "./laptop.ts"
import type { Draw, View } from "./look.ts"
import { brightness, hexPattern, lighten, paintOf } from "./paint.ts"
import { phoneBack, phoneFront } from "./phone.ts"
import { tabletBack, tabletFront } from "./tablet.ts"
import { watchBack, watchFront } from "./watch.ts"

const draws: { readonly [C in Category]: { readonly [V in View]: Draw } } = {
  smartphone: { front: phoneFront, back: phoneBack },
  tablet: { front: tabletFront, back: tabletBack },
  laptop: { front: laptopFront, back: laptopBack },
  smartwatch: { front: watchFront, back: watchBack },
  console: { front: consoleFront, back: consoleBack }
}

export interface DeviceDrawing {
  readonly category: Category
  /** Brand key (data/brands.ts). */
  readonly brand: string
  readonly family: string
  /** The catalogue's colour name. */
  readonly colour: string
  /** The colour's paint, `#rrggbb` (data/colours.ts). */
  readonly hex: string
  readonly view: View
  /** The grade's badge and its name in the page's language; null for none. */
  readonly badge: { readonly shape: (typeof Shapes)[number]; readonly name: string } | null
}

/**
 * The SVG picture of a device from one side, painted in its colour, with the grade's badge when
 * given. A pure function: the same arguments always give the same text. A colour that is not
 * `#rrggbb` is a bug in the catalogue data and throws.
 */
export const deviceSvg = (drawing: DeviceDrawing): string => {
  if (!hexPattern.test(drawing.hex)) throw new Error(`not a #rrggbb colour: ${JSON.stringify(drawing.hex)}`)
  const paint = paintOf(drawing.hex)
  // A display is lit: a black device's wallpaper is a little lighter than its body.
  const wallpaper = paintOf(brightness(paint.base) < 50 ? lighten(paint.base, 0.2) : paint.base)
  const device = draws[drawing.category][drawing.view]({ brand: drawing.brand, family: drawing.family, colour: drawing.colour, paint })
  const badge = drawing.badge === null ? "" : gradeBadge(drawing.badge.shape, drawing.badge.name)
  return svgDocument(gradients(paint, wallpaper, device.content), floorShadow(device.width, device.bottom) + device.content + badge)
}
