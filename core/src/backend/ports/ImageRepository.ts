import type { Effect, Option } from "effect"
import { Context } from "effect"
import type { RepositoryError } from "../../errors.ts"
import type { StoredImage } from "../images/imageTypes.ts"

/** The pictures stored with the catalogue, by their path (`/images/devices/smartphone/x.svg`). */
export interface ImageRepositoryShape {
  /** The image stored at exactly `path` (same case, no normalisation); none when nothing is. */
  readonly byPath: (path: string) => Effect.Effect<Option.Option<StoredImage>, RepositoryError>
}

export class ImageRepository extends Context.Service<ImageRepository, ImageRepositoryShape>()(
  "@shop/core/ImageRepository"
) {}
