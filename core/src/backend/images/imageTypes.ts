import { Schema } from "effect"

/**
 * Pictures the shop serves itself from its own origin, stored with the catalogue: generated device
 * and accessory drawings (SVG text) and uploaded photos (PNG, JPEG or WebP bytes). Device pictures
 * live under `/images/devices/<category>/`, accessories' under `/images/accessories/`, photos
 * wherever their uploader puts them under `/images/`.
 */

/** Drawings: text, resolution-independent, served as they are. */
export const SvgContentType = "image/svg+xml" as const

/**
 * Photos, as staff upload them. The browser gets them as AVIF or WebP in the width it needs (the
 * web app's image optimizer); AVIF is what the shop makes, not what it takes.
 */
export const RasterContentTypes = ["image/png", "image/jpeg", "image/webp"] as const
export const RasterContentType = Schema.Literals(RasterContentTypes)
export type RasterContentType = typeof RasterContentType.Type

export const ImageContentTypes = [SvgContentType, ...RasterContentTypes] as const
export const ImageContentType = Schema.Literals(ImageContentTypes)
export type ImageContentType = typeof ImageContentType.Type

export const SvgImage = Schema.Struct({ contentType: Schema.Literal(SvgContentType), body: Schema.String })
export type SvgImage = typeof SvgImage.Type

export const RasterImage = Schema.Struct({ contentType: RasterContentType, bytes: Schema.Uint8Array })
export type RasterImage = typeof RasterImage.Type

/** An image as stored: a drawing's text, or a photo's bytes. */
export const StoredImage = Schema.Union([SvgImage, RasterImage])
export type StoredImage = typeof StoredImage.Type

/** The file extension a path of each kind ends in: the path alone says what it names. */
export const extensionOf: { readonly [T in ImageContentType]: string } = {
  "image/svg+xml": "svg",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp"
}

export const maxImagePathLength = 300

/**
 * `/images/` then one or more segments of lower-case letters, digits and hyphens, the last ending
 * in one of the extensions above. Nothing else can name an image: no dot segment, no encoded or
 * doubled slash, no upper case, no query, so a path that passes can never step outside `/images/`.
 */
const imagePathPattern = /^\/images(?:\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+\.(?:svg|png|jpg|webp)$/

export const isImagePath = (path: string): boolean =>
  path.length <= maxImagePathLength && imagePathPattern.test(path)

export const ImagePath = Schema.String.check(
  Schema.isMaxLength(maxImagePathLength),
  Schema.isPattern(imagePathPattern)
)
export type ImagePath = typeof ImagePath.Type

/** The media type an image path's extension names (the path must be an image path). */
export const contentTypeOfPath = (path: string): ImageContentType => {
  const extension = path.slice(path.lastIndexOf(".") + 1)
  return ImageContentTypes.find((type) => extensionOf[type] === extension) ?? SvgContentType
}

/** Whether a path names a drawing: the browser gets it as stored, never through the optimizer. */
export const isSvgPath = (path: string): boolean => path.endsWith(".svg")

/** The image path a catch-all route `/images/[...path]` was called with. */
export const imagePathOfSegments = (segments: ReadonlyArray<string>): string => `/images/${segments.join("/")}`
