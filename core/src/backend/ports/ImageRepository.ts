import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { RepositoryError } from "../../errors.ts"
import type { ProductImage } from "../images/galleryTypes.ts"
import type { RasterImage, StoredImage } from "../images/imageTypes.ts"

/** What storing an uploaded picture came to (ImageRepositoryShape.addProductImage). */
export type AddImageOutcome = "added" | "path-taken" | "unknown-model"

/**
 * The pictures stored with the catalogue, by their path (`/images/devices/smartphone/x.svg`), and
 * the galleries that place them: which model, colour, grade and language each picture is for.
 */
export interface ImageRepositoryShape {
  /** The image stored at exactly `path` (same case, no normalisation); none when nothing is. */
  readonly byPath: (path: string) => Effect.Effect<Option.Option<StoredImage>, RepositoryError>
  /** Every picture placed for the model in exactly that colour, in no particular order. */
  readonly productImages: (modelId: number, colour: string) => Effect.Effect<ReadonlyArray<ProductImage>, RepositoryError>
  /**
   * Stores an uploaded photo at `entry.path` and places it in the model's gallery, both or neither:
   * "path-taken" when an image is stored at that path already, "unknown-model" when no model has
   * `entry.modelId`; nothing is written then. The place of pictures already stored does not move.
   */
  readonly addProductImage: (image: RasterImage, entry: ProductImage) => Effect.Effect<AddImageOutcome, RepositoryError>
}

export class ImageRepository extends Context.Service<ImageRepository, ImageRepositoryShape>()(
  "@shop/core/ImageRepository"
) {}
