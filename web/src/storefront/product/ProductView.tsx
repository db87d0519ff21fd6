import { PurchasePanel, ShopClient } from "../../client/islands.tsx"
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx"
import { ShopRating } from "../../ui/ShopRating.tsx"
import { loadShopRating } from "../trustData.ts"
import { gradeKeyOf } from "../../ui/categoryNames.ts"
import { breadcrumbs } from "../frames.ts"
import { firstParam } from "../resolveRequest.ts"
import { ProductJsonLd } from "../seo/ProductJsonLd.tsx"
import { shopClientProps } from "../shopClientProps.ts"
import type { ViewProps } from "../views.ts"
import { Gallery } from "./Gallery.tsx"
import { loadProductDetail } from "./loadProduct.ts"
import { PriceSummary } from "./PriceSummary.tsx"
import { PromisesNearPrice } from "./PromisesNearPrice.tsx"
import { productPageMessages } from "./purchaseMessages.ts"
import { chosenExtras, emptyChoice } from "./purchaseOptions.ts"
import { purchaseTotal } from "./purchaseTotal.ts"
import { GradeExplanation, SpecTable, WarrantyFacts } from "./ProductFacts.tsx"
import { TradeInTeaser } from "./TradeInTeaser.tsx"
import { VariantChoices } from "./VariantChoices.tsx"

/**
 * The product page (route key `product`): what the device is and looks like, its condition and
 * price against new, the variant choices as links, and the add-to-cart widget (client) with its
 * extras. Warranty, grade meaning and specifications follow.
 */
export async function ProductView(props: ViewProps<"product">) {
  const { market, names, route, searchParams, tr } = props
  const shape = firstParam(searchParams["shape"])
  const [detail, clientProps, rating] = await Promise.all([
    loadProductDetail(market, route.params, shape),
    shopClientProps(market, productPageMessages),
    loadShopRating(market)
  ])
  const { product } = detail
  const gradeKey = gradeKeyOf(product.spec.shape)
  const grade = gradeKey === null ? product.spec.shape : tr.t(gradeKey)
  const inStock = product.stockState === "in-stock"
  const offers = { accessories: detail.accessories, extraServices: detail.extraServices }
  const selfUrl = `${props.pathname}${shape === undefined ? "" : `?shape=${encodeURIComponent(shape)}`}`
  return (
    <div className="container pdp" data-route-key="product" data-product-id={product.id}>
      <ProductJsonLd market={market} route={route} tr={tr} names={names} pathname={props.pathname} detail={detail} />
      <Breadcrumbs crumbs={breadcrumbs(market, route, tr, names)} tr={tr} />
      <div className="pdp-top">
        <div className="pdp-media">
          <Gallery market={market} tr={tr} product={product} colour={product.labels.color} />
        </div>
        <div className="pdp-buy">
          <p className="pdp-brand">{product.brandName}</p>
          <h1 className="pdp-title">{product.naming.title}</h1>
          {rating === null ? null : <p className="pdp-rating"><ShopRating market={market} tr={tr} rating={rating} /></p>}
          <p className="pdp-badges">
            <span className="pdp-badge pdp-badge-grade">{tr.t("product-condition-badge", { grade })}</span>
            <span
              className={inStock ? "pdp-badge pdp-stock-in" : "pdp-badge pdp-stock-out"}
              data-testid="stock-state"
              data-stock={product.stockState}
            >
              {inStock ? tr.t(product.stock === 1 ? "product-stock-last" : "product-stock-in") : tr.t("product-stock-out")}
            </span>
          </p>
          <PriceSummary market={market} tr={tr} product={product} />
          <PromisesNearPrice market={market} tr={tr} price={product.price} warranty={detail.warranty} rates={clientProps.shippingRates} />
          {inStock ? null : <p className="pdp-sold-out-hint" role="note">{tr.t("product-stock-out-hint")}</p>}
          <VariantChoices market={market} tr={tr} options={detail.options} />
          <ShopClient {...clientProps}>
            <PurchasePanel
              product={product}
              {...(product.productUrl === null ? { productUrl: selfUrl } : {})}
              accessories={detail.accessories}
              extraServices={detail.extraServices}
              initialTotal={purchaseTotal(product, offers, chosenExtras(offers, emptyChoice))}
            />
          </ShopClient>
          {inStock ? <TradeInTeaser market={market} tr={tr} category={product.category} back={selfUrl} /> : null}
        </div>
      </div>
      <div className="pdp-details">
        <GradeExplanation tr={tr} shape={product.spec.shape} grade={grade} />
        <WarrantyFacts tr={tr} warranty={detail.warranty} />
        <SpecTable tr={tr} product={product} grade={grade} />
      </div>
    </div>
  )
}
