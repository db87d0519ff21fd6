import { Schema } from "effect"

/**
 * Pictures the shop serves itself (generated device and accessory drawings, stored with the
 * catalogue): products carry `/images/devices/<category>/<slug>.svg`, accessories
 * `/images/accessories/<type>.svg`.
 */

/** The kinds of picture the store holds. Only SVG today; a new kind is a new literal here. */
export const ImageContentTypes = ["image/svg+xml"] as const
export const ImageContentType = Schema.Literals(ImageContentTypes)
export type ImageContentType = typeof ImageContentType.Type

/** An image as stored: its media type and its text (SVG is text). */
export const StoredImage = Schema.Struct({ contentType: ImageContentType, body: Schema.String })
export type StoredImage = typeof StoredImage.Type

export const maxImagePathLength = 300

/**
 * `/images/` then one or more segments of lower-case letters, digits and hyphens, the last ending
 * in `.svg`. Nothing else can name an image: no dot segment, no encoded or doubled slash, no upper
 * case, no query, so a path that passes can never step outside `/images/`.
 */
const imagePathPattern = /^\/images(?:\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+\.svg$/

export const isImagePath = (path: string): boolean =>
  path.length <= maxImagePathLength && imagePathPattern.test(path)

export const ImagePath = Schema.String.check(
  Schema.isMaxLength(maxImagePathLength),
  Schema.isPattern(imagePathPattern)
)
export type ImagePath = typeof ImagePath.Type

/** The image path a catch-all route `/images/[...path]` was called with. */
export const imagePathOfSegments = (segments: ReadonlyArray<string>): string => `/images/${segments.join("/")}`
