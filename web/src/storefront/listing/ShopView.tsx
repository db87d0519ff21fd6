import { Categories } from "@shop/core/catalog/index"
import { CategoryCards } from "../../ui/CategoryCards.tsx"
import { categoryNameKey } from "../../ui/categoryNames.ts"
import { firstParam } from "../resolveRequest.ts"
import type { ViewProps } from "../views.ts"
import { PageFrame } from "../PageFrame.tsx"
import { loadShopPage } from "./listingLoad.ts"
import { BrandGrid } from "./ModelCards.tsx"
import { SearchResults } from "./SearchResults.tsx"

/** Longer queries are cut: the search reads at most eight words anyway (core maxQueryWords). */
const maxQueryLength = 100

/** The shop root: the header search's results (`?q=`), the categories and the brands. */
export async function ShopView(props: ViewProps<"shop">) {
  const { market, names, route, searchParams, tr } = props
  const query = (firstParam(searchParams["q"]) ?? "").slice(0, maxQueryLength).trim()
  // The search also knows the categories by the names this storefront shows ("Telefoane").
  const categoryTerms = Object.fromEntries(Categories.map((c) => [c, [tr.t(categoryNameKey[c])]]))
  const data = await loadShopPage(market, query, categoryTerms)
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="listing-page" links={false}>
      {data.search === null ? null : <SearchResults market={market} tr={tr} result={data.search} />}
      <section className="shop-section" aria-labelledby="shop-categories-title">
        <h2 id="shop-categories-title">{tr.t("listing-categories-title")}</h2>
        <CategoryCards market={market} tr={tr} />
      </section>
      <section className="shop-section" aria-labelledby="shop-brands-title">
        <h2 id="shop-brands-title">{tr.t("listing-brands-title")}</h2>
        <BrandGrid market={market} tr={tr} brands={data.brands} />
      </section>
    </PageFrame>
  )
}
