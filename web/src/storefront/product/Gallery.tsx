import "server-only"
import { productGallery } from "@shop/core/backend/images/gallery"
import type { GalleryPicture } from "@shop/core/backend/images/galleryTypes"
import type { Product } from "@shop/core/catalog/product"
import type { MarketCode } from "@shop/core/markets/index"
import type { Translator } from "../../i18n/translator.ts"
import { loadForPage } from "../../server/page.ts"
import { type PictureProps, pictureProps } from "../../ui/pictureProps.ts"
import { GalleryIsland } from "./GalleryIsland.tsx"
import type { GalleryViewProps } from "./GalleryView.tsx"

/**
 * The product page's gallery: its pictures (core productGallery: the model's pictures in the
 * product's colour, grade and language), the first one large and loaded at once (the page's largest
 * paint), the others lazily, with thumbnails. Each picture's alt text says what it shows in the
 * market's language: "Samsung Galaxy A13, Black, față".
 */

/** How wide the main picture is drawn: the page's left column from 1024 px, nearly the screen below. */
const mainSizes = "(min-width: 1024px) 480px, (min-width: 768px) 70vw, 92vw"

export const altOf = (tr: Translator, product: string, colour: string, picture: GalleryPicture): string =>
  picture.caption === null
    ? tr.t("gallery-alt-plain", { product, colour })
    : tr.t("gallery-alt", { product, colour, view: picture.caption })

/**
 * A picture's thumbnail, or nothing when it is the same file (a drawing: no optimizer resizes it, the
 * island draws it small), so the island's props do not carry it twice.
 */
export const thumbnailOf = (path: string): { readonly thumb?: PictureProps } => {
  const thumb = pictureProps({ path, alt: "", width: 64, height: 64, sizes: "64px", first: false })
  return thumb.srcSet === undefined && thumb.src === path ? {} : { thumb }
}

export async function Gallery(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly product: Product
  /** The colour as the page names it (its title and choices). */
  readonly colour: string
}) {
  const { market, tr, product, colour } = props
  const pictures = await loadForPage(productGallery(market, product))
  const name = product.naming.modelDisplayName
  const count = pictures.length
  const view: GalleryViewProps = {
    id: `gallery-${product.id}`,
    label: tr.t("gallery-label", { product: name }),
    previous: tr.t("gallery-previous"),
    next: tr.t("gallery-next"),
    slides: pictures.map((picture, index) => ({
      image: pictureProps({
        path: picture.path,
        alt: altOf(tr, name, colour, picture),
        width: picture.width,
        height: picture.height,
        sizes: mainSizes,
        first: index === 0
      }),
      ...thumbnailOf(picture.path),
      show: tr.t("gallery-show", { index: index + 1, count })
    }))
  }
  return <GalleryIsland {...view} />
}
