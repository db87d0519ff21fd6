import { Categories } from "@shop/core/catalog/index"
import { categoryNameKey } from "../../ui/categoryNames.ts"
import { humanize } from "../frames.ts"
import type { ViewProps } from "../views.ts"
import { PageFrame } from "../PageFrame.tsx"
import { loadBrandPage } from "./listingLoad.ts"
import { decodeFilters } from "./listingParams.ts"
import { ListingSection } from "./ListingSection.tsx"
import { ModelCards } from "./ModelCards.tsx"

/** Models shown per category before "show all": two rows on a wide screen (listing.css: nth-child(n + 9)). */
const modelsShown = 8

/**
 * A brand page: its models by category (a row that scrolls sideways on phones, a grid on wider
 * screens), then the brand's devices in stock with the listing's filters.
 */
export async function BrandView(props: ViewProps<"shopBrand">) {
  const { market, names, pathname, route, searchParams, tr } = props
  const brandSlug = route.params.brand
  const { dropped, filters } = decodeFilters({ brandSlug }, searchParams)
  const data = await loadBrandPage(market, brandSlug, filters)
  const brand = names.brand ?? humanize(brandSlug)
  const groups = Categories.map((category) => ({ category, models: data.models.filter((m) => m.category === category) }))
    .filter((group) => group.models.length > 0)
    // Hiding one or two models behind a "show all" saves nothing.
    .map((group) => ({ ...group, folded: group.models.length > modelsShown + 2 }))
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="listing-page" links={false}>
      <section className="brand-models" aria-labelledby="brand-models-title">
        <div className="section-head">
          <h2 id="brand-models-title">{tr.t("listing-models-title", { brand })}</h2>
          <a href="#devices">{tr.t("listing-jump-devices")}</a>
        </div>
        {groups.map((group) => (
          <div key={group.category} className="model-group" data-category={group.category}>
            <h3>
              {tr.t(categoryNameKey[group.category])} <span className="model-group-count">({group.models.length})</span>
            </h3>
            <ModelCards market={market} tr={tr} models={group.models} scroll />
            {group.folded ? (
              // A toggle with no content: while closed, wide screens show the first eight cards
              // only (CSS :has); phones scroll the whole row sideways and never show it.
              <details className="model-group-more">
                <summary>{tr.t("listing-models-more", { count: group.models.length })}</summary>
              </details>
            ) : null}
          </div>
        ))}
      </section>
      <ListingSection
        market={market}
        tr={tr}
        pathname={pathname}
        data={data.listing}
        dropped={dropped}
        brands={null}
      />
    </PageFrame>
  )
}
