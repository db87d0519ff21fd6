import "server-only"
import { productDetailByParts } from "@shop/core/backend/catalog/productDetail"
import type { ProductDetail } from "@shop/core/backend/catalog/productDetail"
import type { MarketCode } from "@shop/core/markets/index"
import type { ProductPathParams } from "@shop/core/routes/index"
import { cache } from "react"
import { loadForPage } from "../../server/page.ts"

/**
 * One load per request (React cache): the page's title (loadPageNames) and the view ask for the same
 * product. The key is made of primitives, since cache compares arguments by identity.
 */
const loadByKey = cache((market: MarketCode, key: string, shape: string | undefined): Promise<ProductDetail> => {
  const params = JSON.parse(key) as ProductPathParams
  return loadForPage(productDetailByParts(market, shape === undefined || shape === "" ? params : { ...params, shape }))
})

/**
 * The product page's data (core productDetailByParts) for the route's params and the `?shape=`
 * query. A blank shape means none (the preferred variant); a URL naming no product ends in 404.
 */
export const loadProductDetail = (
  market: MarketCode,
  params: ProductPathParams,
  shape: string | undefined
): Promise<ProductDetail> =>
  loadByKey(market, JSON.stringify(params, Object.keys(params).sort()), shape)
