import type { ProductImage } from "@shop/core/backend/images/galleryTypes"
import { Shapes } from "@shop/core/catalog/product"
import { markets } from "@shop/core/markets/market"
import { accessoryImagePath, accessoryImageSvg } from "../accessoryImage.ts"
import { colourHex } from "../data/colours.ts"
import { SeedAccessoryTypes, type SeedImage, type SeedProduct } from "../types.ts"
import { drawnAt } from "./drawings/canvas.ts"
import { deviceSvg, type DeviceDrawing } from "./drawings/device.ts"
import type { View } from "./drawings/look.ts"
import { familyPicturePath, gradedFrontPath, viewPath } from "./imagePaths.ts"
import { gradeNames, viewCaptions } from "./imageWords.ts"
import type { FamilyEntry } from "./models.ts"

export interface SeedPictures {
  readonly images: ReadonlyArray<SeedImage>
  readonly productImages: ReadonlyArray<ProductImage>
}

const drawing = (entry: FamilyEntry, colour: string, view: View, badge: DeviceDrawing["badge"]): string =>
  deviceSvg({ category: entry.def.category, brand: entry.def.brand, family: entry.def.name, colour, hex: colourHex(colour), view, badge })

const deviceImage = (entry: FamilyEntry, colour: string, path: string, svg: string): SeedImage =>
  ({ path, kind: entry.def.category, colour, label: `${entry.brandName} ${entry.def.name}`, svg })

/**
 * Every picture the catalogue shows, and the galleries placing them. Per family: its front in its
 * first colour (model cards, sell funnel). Per family and colour sold: the back. Per family, colour,
 * grade and storefront language sold: the front with the grade's badge in that language. Each
 * model's gallery in a colour: that front (kept for its grade and language) first, then the back.
 * Accessory icons, one per type. Everything in the order of the products, so the same seed gives the
 * same list.
 */
export const buildImages = (entries: ReadonlyArray<FamilyEntry>, products: ReadonlyArray<SeedProduct>): SeedPictures => {
  const images = new Map<string, SeedImage>()
  const add = (path: string, make: () => SeedImage) => {
    if (!images.has(path)) images.set(path, make())
  }
  for (const entry of entries) {
    const colour = entry.def.colours[0] ?? "Black"
    add(familyPicturePath(entry.def), () => deviceImage(entry, colour, familyPicturePath(entry.def), drawing(entry, colour, "front", null)))
  }
  const byFamily = new Map(entries.map((entry) => [entry.family.id, entry] as const))
  const gallery = new Map<string, ProductImage>()
  const place = (key: string, image: ProductImage) => {
    if (!gallery.has(key)) gallery.set(key, image)
  }
  for (const product of products) {
    const entry = byFamily.get(product.familyId)
    const shape = Shapes.find((s) => s === product.spec.shape)
    if (entry === undefined || shape === undefined) continue
    const colour = product.spec.color
    const locale = markets[product.market].locale
    const front = gradedFrontPath(entry.def, colour, shape, locale)
    const back = viewPath(entry.def, colour, "back")
    add(front, () => deviceImage(entry, colour, front, drawing(entry, colour, "front", { shape, name: gradeNames[locale][shape] })))
    add(back, () => deviceImage(entry, colour, back, drawing(entry, colour, "back", null)))
    const common = { modelId: product.modelId, colour, width: drawnAt, height: drawnAt }
    place(`${product.modelId}|${colour}|${shape}|${locale}`, { ...common, shape, language: locale, position: 0, path: front, alt: viewCaptions.front })
    place(`${product.modelId}|${colour}`, { ...common, shape: null, language: null, position: 1, path: back, alt: viewCaptions.back })
  }
  for (const type of SeedAccessoryTypes) {
    const path = accessoryImagePath(type)
    add(path, () => ({ path, kind: "accessory", colour: "", label: type, svg: accessoryImageSvg(type) }))
  }
  return { images: [...images.values()], productImages: [...gallery.values()] }
}
