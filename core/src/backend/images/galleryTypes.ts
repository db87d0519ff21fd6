import { Schema } from "effect"
import { Shapes } from "../../catalog/product.ts"
import { Locale, translationDefaults } from "../../markets/market.ts"
import { ImagePath } from "./imageTypes.ts"

/**
 * A product's gallery: the pictures of a model in a colour, in order. A product (one market's
 * variant: model, storage, colour, grade) shows the pictures of its model and colour; a picture
 * may also be kept for one grade (a drawing with that grade's badge, a photo of a unit in that
 * grade) or one language (a drawing with words on it). An upload by staff is one more row.
 */

/** Languages an alt text is written in: the markets' locales and the default language. */
export const AltLanguages = [translationDefaults.defaultLanguage, "ro", "bg", "hu", "el"] as const
export const AltLanguage = Schema.Literals(AltLanguages)
export type AltLanguage = typeof AltLanguage.Type

export const maxAltLength = 200

/** One line of readable text: no control characters, not blank, not padded. */
export const AltText = Schema.String.check(
  Schema.isMinLength(1),
  Schema.isMaxLength(maxAltLength),
  Schema.isPattern(/^[^\s\p{Cc}](?:[^\p{Cc}]*[^\s\p{Cc}])?$/u)
)

/**
 * What a picture shows of the product, per language ("front", "back, scratch by the camera"). The
 * page puts the product's name and colour before it, in the market's language, so a caption written
 * once stays right when a name or a colour's translation changes.
 */
export const AltTexts = Schema.Struct({
  en: Schema.optionalKey(AltText),
  ro: Schema.optionalKey(AltText),
  bg: Schema.optionalKey(AltText),
  hu: Schema.optionalKey(AltText),
  el: Schema.optionalKey(AltText)
})
export type AltTexts = typeof AltTexts.Type

const Int = Schema.Number.check(Schema.isInt())

/** A picture's side in pixels (a drawing's: the size it is drawn at). */
export const maxImageSide = 10_000
export const ImageSide = Int.check(Schema.isGreaterThanOrEqualTo(1), Schema.isLessThanOrEqualTo(maxImageSide))

export const Shape = Schema.Literals(Shapes)

/** One picture of a model in a colour, as stored. */
export const ProductImage = Schema.Struct({
  modelId: Int,
  /** The products' colour as the catalogue names it (Product.spec.color). */
  colour: Schema.String,
  /** Only for products of this grade; null: every grade. */
  shape: Schema.NullOr(Shape),
  /** Only in storefronts of this language (words drawn in it); null: every storefront. */
  language: Schema.NullOr(Locale),
  /** Place in the gallery, 0 first. */
  position: Int.check(Schema.isGreaterThanOrEqualTo(0), Schema.isLessThanOrEqualTo(999)),
  path: ImagePath,
  width: ImageSide,
  height: ImageSide,
  alt: AltTexts
})
export type ProductImage = typeof ProductImage.Type

/** A picture as a product page shows it: where, how large, and its caption in the page's language. */
export const GalleryPicture = Schema.Struct({
  path: Schema.String,
  width: ImageSide,
  height: ImageSide,
  /** What it shows, in the market's language; null when nobody wrote it in that language. */
  caption: Schema.NullOr(Schema.String)
})
export type GalleryPicture = typeof GalleryPicture.Type
