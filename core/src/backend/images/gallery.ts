import { Effect } from "effect"
import type { Product } from "../../catalog/product.ts"
import type { MarketCode } from "../../markets/market.ts"
import { markets } from "../../markets/market.ts"
import type { RepositoryError } from "../../errors.ts"
import { ImageRepository } from "../ports/ImageRepository.ts"
import type { GalleryPicture, ProductImage } from "./galleryTypes.ts"

/** The size a catalogue picture is drawn at when nothing says otherwise (the generated drawings'). */
export const drawingSide = 800

/** How many of the grade and language a picture is kept for match: a grade's own picture first. */
const specificity = (image: ProductImage): number => (image.shape === null ? 0 : 2) + (image.language === null ? 0 : 1)

/**
 * The gallery of a product in a market, from the pictures stored for its model: those of its colour,
 * kept for its grade or for every grade, in the market's language or in none; ordered by place, a
 * picture kept for the grade or language before a general one at the same place, then by path, so
 * the order never depends on storage. Captions are the market's language's only: a caption missing
 * in Greek is no caption on the Greek page, never the English one. A product with no stored picture
 * shows its own picture (Product.imagePath) alone.
 */
export const galleryOf = (
  market: MarketCode,
  product: Product,
  stored: ReadonlyArray<ProductImage>
): ReadonlyArray<GalleryPicture> => {
  const language = markets[market].locale
  const shown = stored
    .filter((image) =>
      image.modelId === product.legacyModelId &&
      image.colour === product.spec.color &&
      (image.shape === null || image.shape === product.spec.shape) &&
      (image.language === null || image.language === language))
    .sort((a, b) =>
      a.position - b.position || specificity(b) - specificity(a) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  if (shown.length === 0) return [{ path: product.imagePath, width: drawingSide, height: drawingSide, caption: null }]
  return shown.map((image) => ({ path: image.path, width: image.width, height: image.height, caption: image.alt[language] ?? null }))
}

/** The product page's gallery (galleryOf over the pictures stored for the product's model and colour). */
export const productGallery = Effect.fn("Images.productGallery")(function*(
  market: MarketCode,
  product: Product
): Effect.fn.Return<ReadonlyArray<GalleryPicture>, RepositoryError, ImageRepository> {
  const repo = yield* ImageRepository
  const stored = yield* repo.productImages(product.legacyModelId, product.spec.color)
  return galleryOf(market, product, stored)
})
