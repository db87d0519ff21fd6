import type { ProductDetail } from "@shop/core/backend/catalog/productDetail"
import type { MarketCode } from "@shop/core/markets/index"
import type { ResolvedRoute } from "@shop/core/routes/index"
import type { Translator } from "../../i18n/translator.ts"
import { breadcrumbs, type PageNames } from "../frames.ts"
import { canonicalOf } from "./canonical.ts"
import { productDescription } from "./descriptions.ts"
import { productGraph } from "./jsonLd.ts"
import { JsonLdScript } from "./JsonLdScript.tsx"
import { ownOrigin } from "./origins.ts"
import { requestOrigins } from "./requestOrigins.ts"
import { loadShopRating } from "./shopRating.ts"

/**
 * The product page's structured data: the device with its offer and the shop's rating, and the
 * breadcrumbs the page shows (the same `breadcrumbs` call), all at the request's own market origin.
 */
export async function ProductJsonLd(props: {
  readonly market: MarketCode
  readonly route: Extract<ResolvedRoute, { readonly key: "product" }>
  readonly tr: Translator
  readonly names: PageNames
  readonly pathname: string
  readonly detail: ProductDetail
}) {
  const { detail, market, tr } = props
  const [origins, rating] = await Promise.all([requestOrigins(market), loadShopRating(market)])
  const origin = ownOrigin(market, origins)
  const url = `${origin}${canonicalOf(props.route, props.pathname, {}, detail.product).href}`
  const graph = productGraph(market, { name: tr.t("site-name"), description: tr.t("site-tagline"), origin }, {
    product: detail.product,
    url,
    images: [`${origin}${detail.product.imagePath}`],
    description: productDescription(market, tr, detail.product, detail.warranty),
    rating,
    crumbs: breadcrumbs(market, props.route, tr, props.names).map((crumb) => ({ label: crumb.label, url: `${origin}${crumb.href}` }))
  })
  return <JsonLdScript graph={graph} />
}
