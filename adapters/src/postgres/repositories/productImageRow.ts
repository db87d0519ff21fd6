import type { ProductImage } from "@shop/core/backend/images/galleryTypes"
import type { productImages } from "../schema/catalog.ts"

/** A gallery entry as its `product_images` row (the seed's and an upload's alike). */
export const productImageRowOf = (entry: ProductImage): typeof productImages.$inferInsert => ({
  modelId: entry.modelId,
  colour: entry.colour,
  shape: entry.shape,
  language: entry.language,
  position: entry.position,
  imagePath: entry.path,
  alt: entry.alt
})
