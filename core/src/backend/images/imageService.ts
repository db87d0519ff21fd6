import { Effect, Option } from "effect"
import { notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import { ImageRepository } from "../ports/ImageRepository.ts"
import { isImagePath, type StoredImage } from "./imageTypes.ts"

/**
 * The image at `path`. A path that is not an image path (traversal, odd characters, too long) is
 * NotFound without asking the repository: it names nothing, and it never reaches a query.
 */
export const imageByPath = Effect.fn("Images.imageByPath")(function*(path: string): Effect.fn.Return<StoredImage, NotFound | RepositoryError, ImageRepository> {
  if (!isImagePath(path)) return yield* Effect.fail(notFound("image", path.slice(0, 100)))
  const repo = yield* ImageRepository
  const found = yield* repo.byPath(path)
  if (Option.isNone(found)) return yield* Effect.fail(notFound("image", path))
  return found.value
})
