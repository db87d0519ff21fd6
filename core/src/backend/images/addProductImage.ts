import { Effect, Schema } from "effect"
import { Locale } from "../../markets/market.ts"
import { InvalidRequest, notFound, type NotFound, type RepositoryError } from "../../errors.ts"
import { ImageRepository } from "../ports/ImageRepository.ts"
import { AltLanguages, AltTexts, maxImageSide, type ProductImage, Shape } from "./galleryTypes.ts"
import { contentTypeOfPath, extensionOf, ImagePath, RasterImage } from "./imageTypes.ts"
import { rasterSize } from "./rasterSize.ts"

/** The largest photo the shop stores: a full-resolution phone photo is 3-8 MB. */
export const maxUploadBytes = 10 * 1024 * 1024

const maxPosition = 999

/** A photo staff upload for a model in a colour (the staff console's upload, the CLI's add-image). */
export const ImageUpload = Schema.Struct({
  modelId: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(1)),
  colour: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(80)),
  shape: Schema.NullOr(Shape),
  language: Schema.NullOr(Locale),
  /** Place in the gallery; null: after every picture stored for the model and colour already. */
  position: Schema.NullOr(Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(maxPosition))),
  path: ImagePath,
  image: RasterImage,
  alt: AltTexts
})
export type ImageUpload = typeof ImageUpload.Type

const invalid = (message: string) => new InvalidRequest({ message })

/** After the last picture stored for the model and colour (any grade, any language). */
const nextPosition = (stored: ReadonlyArray<ProductImage>): number =>
  stored.reduce((last, image) => Math.max(last, image.position + 1), 0)

/**
 * Stores an uploaded photo and places it in a gallery. The file must be what its type says, and its
 * path must end in that type's extension; its width and height are read from the file itself; it
 * needs a caption in at least one language. Nothing is written when any of that fails, when the
 * path is taken (InvalidRequest) or the model is unknown (NotFound).
 */
export const addProductImage = Effect.fn("Images.addProductImage")(function*(
  upload: ImageUpload
): Effect.fn.Return<ProductImage, InvalidRequest | NotFound | RepositoryError, ImageRepository> {
  const { contentType, bytes } = upload.image
  if (contentTypeOfPath(upload.path) !== contentType) {
    return yield* Effect.fail(invalid(`a ${contentType} picture's path ends in .${extensionOf[contentType]}`))
  }
  if (bytes.length > maxUploadBytes) return yield* Effect.fail(invalid(`a picture is at most ${maxUploadBytes / 1024 / 1024} MB`))
  const size = rasterSize(contentType, bytes)
  if (size === null) return yield* Effect.fail(invalid(`the file is not a readable ${contentType} picture`))
  if (size.width > maxImageSide || size.height > maxImageSide) {
    return yield* Effect.fail(invalid(`a picture is at most ${maxImageSide} pixels wide and high`))
  }
  if (AltLanguages.every((language) => upload.alt[language] === undefined)) {
    return yield* Effect.fail(invalid("a picture needs its alt text in at least one language"))
  }
  const repo = yield* ImageRepository
  const position = upload.position ?? nextPosition(yield* repo.productImages(upload.modelId, upload.colour))
  if (position > maxPosition) return yield* Effect.fail(invalid(`a gallery holds at most ${maxPosition + 1} pictures`))
  const entry: ProductImage = {
    modelId: upload.modelId,
    colour: upload.colour,
    shape: upload.shape,
    language: upload.language,
    position,
    path: upload.path,
    width: size.width,
    height: size.height,
    alt: upload.alt
  }
  const outcome = yield* repo.addProductImage(upload.image, entry)
  if (outcome === "path-taken") return yield* Effect.fail(invalid(`an image is stored at ${upload.path} already`))
  if (outcome === "unknown-model") return yield* Effect.fail(notFound("model", upload.modelId))
  return entry
})
