import { Result, Schema } from "effect"
import { Product, stockState, Stock } from "./product.ts"
import type { MarketCode } from "../markets/market.ts"
import { productUrlOf } from "../routes/productUrl.ts"

/**
 * A product as the storefront shows it: the catalogue row plus its page URL and stock state.
 * `productUrl` is null only for a row whose names give no URL (bad data); the page then shows
 * the card without a link rather than failing the whole listing.
 */
export const ListedProduct = Schema.Struct({
  ...Product.fields,
  productUrl: Schema.NullOr(Schema.String),
  stockState: Stock
})
export type ListedProduct = typeof ListedProduct.Type

export const listedProduct = (market: MarketCode, product: Product): ListedProduct => {
  const url = productUrlOf(market, product)
  return { ...product, productUrl: Result.isSuccess(url) ? url.success : null, stockState: stockState(product.stock) }
}
