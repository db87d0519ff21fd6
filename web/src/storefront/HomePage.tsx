import type { MarketCode } from "@shop/core/markets/index"
import { buildPath, pathOf } from "@shop/core/routes/index"
import { Result } from "effect"
import type { Translator } from "../i18n/translator.ts"
import { CategoryCards } from "../ui/CategoryCards.tsx"
import { categoryNameKey } from "../ui/categoryNames.ts"
import { ProductCard } from "../ui/ProductCard.tsx"
import { PurchasePromises } from "../ui/PurchasePromises.tsx"
import { ShopRating } from "../ui/ShopRating.tsx"
import type { FeaturedRow } from "./pageData.ts"
import type { HomeTrust } from "./trustData.ts"
import type { ReactNode } from "react"

/**
 * The home page of a market: hero with the shop's rating, the promises on every order, the
 * categories, and featured devices per category. `structuredData` is its JSON-LD, which reads the
 * request (seo/HomeJsonLd.tsx), so the page passes it in.
 */
export function HomePage(props: {
  readonly market: MarketCode
  readonly tr: Translator
  readonly featured: ReadonlyArray<FeaturedRow>
  readonly trust?: HomeTrust
  readonly structuredData?: ReactNode
}) {
  const { featured, market, tr, trust } = props
  return (
    <div className="home" data-route-key="index">
      {props.structuredData}
      <section className="hero">
        <div className="container">
          <h1>{tr.t("home-hero-title")}</h1>
          <p>{tr.t("home-hero-body")}</p>
          <p className="hero-actions">
            <a className="button button-primary" href={pathOf(market, "shop")}>
              {tr.t("home-hero-cta-shop")}
            </a>
            <a className="button button-secondary" href={pathOf(market, "sellLanding")}>
              {tr.t("home-hero-cta-sell")}
            </a>
          </p>
          {trust?.rating == null ? null : <ShopRating market={market} tr={tr} rating={trust.rating} tone="light" />}
        </div>
      </section>
      {trust === undefined ? null : (
        <div className="container home-promises">
          <PurchasePromises market={market} tr={tr} promises={trust.promises} className="promises-row" />
        </div>
      )}
      <section className="container" aria-labelledby="home-categories">
        <h2 id="home-categories">{tr.t("home-categories-title")}</h2>
        <CategoryCards market={market} tr={tr} />
      </section>
      {featured.map((row) => {
        const category = tr.t(categoryNameKey[row.category])
        const listing = Result.getOrElse(buildPath(market, "category", { category: row.category }), () => pathOf(market, "shop"))
        const headingId = `featured-${row.category}`
        return (
          <section key={row.category} className="container featured" aria-labelledby={headingId} data-category={row.category}>
            <div className="section-head">
              <h2 id={headingId}>{tr.t("home-featured-title", { category })}</h2>
              <a href={listing}>{tr.t("home-featured-see-all", { category })}</a>
            </div>
            {row.items.length === 0 ? (
              <p>{tr.t("home-featured-empty")}</p>
            ) : (
              <div className="product-grid">
                {row.items.map((product) => <ProductCard key={product.id} market={market} tr={tr} product={product} />)}
              </div>
            )}
          </section>
        )
      })}
    </div>
  )
}
