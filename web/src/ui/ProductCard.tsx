import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import type { MarketCode } from "@shop/core/markets/index"
import type { Translator } from "../i18n/translator.ts"
import { gradeKeyOf } from "./categoryNames.ts"
import { pictureProps } from "./pictureProps.ts"
import { discountPercent, formatPrice, previousPriceOf } from "./price.ts"

/** A card is half a phone's width, a third to a fifth of a wide screen's. */
const cardSizes = "(min-width: 1024px) 220px, (min-width: 640px) 30vw, 45vw"

/**
 * A device in a listing (DESIGN.md UI hook `product-card`): its gallery's first picture (the front
 * in its colour, with the grade's badge), loaded as it nears the screen, name, grade, price in the
 * market currency, the previous price struck through when it was higher and a discount badge.
 * The name's link covers the whole card (CSS), so the card is one tap target and one tab stop.
 */
export function ProductCard(props: { readonly market: MarketCode; readonly tr: Translator; readonly product: ListedProduct }) {
  const { market, product, tr } = props
  const gradeKey = gradeKeyOf(product.spec.shape)
  const grade = gradeKey === null ? product.spec.shape : tr.t(gradeKey)
  const previous = previousPriceOf(product.price, product.previousPrice)
  const percent = discountPercent(product.price, product.previousPrice)
  const name = product.naming.title
  return (
    <article className="product-card" data-testid="product-card" data-product-id={product.id}>
      <div className="product-media">
        <img {...pictureProps({ path: product.imagePath, alt: tr.t("gallery-alt-plain", { product: product.naming.modelDisplayName, colour: product.labels.color }), width: 320, height: 320, sizes: cardSizes, first: false })} className="product-picture" />
        {percent === null ? null : (
          <span className="product-discount">
            <span aria-hidden="true">{tr.t("listing-card-discount", { percent })}</span>
            <span className="visually-hidden">{tr.t("listing-card-discount-label", { percent })}</span>
          </span>
        )}
      </div>
      <h3 className="product-name">
        {product.productUrl === null ? name : <a href={product.productUrl}>{name}</a>}
      </h3>
      <p className="product-grade">{tr.t("product-grade", { grade })}</p>
      <p className="product-prices">
        <span className="visually-hidden">{tr.t("product-price")}</span>
        <span className="price" data-testid="product-price">{formatPrice(market, product.price)}</span>
        {previous === null ? null : (
          <>
            {" "}
            <span className="visually-hidden">{tr.t("product-previous-price")}</span>
            <s className="previous-price">{formatPrice(market, previous)}</s>
          </>
        )}
      </p>
      {product.stockState === "in-stock" ? null : <p className="out-of-stock">{tr.t("product-out-of-stock")}</p>}
    </article>
  )
}
