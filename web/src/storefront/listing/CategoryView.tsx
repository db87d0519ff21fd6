import type { ViewProps } from "../views.ts"
import { ListingFrame } from "./ListingFrame.tsx"
import { loadCategoryPage, loadModelListing } from "./listingLoad.ts"
import { decodeFilters } from "./listingParams.ts"
import { ListingSection } from "./ListingSection.tsx"

/** A category's devices (SPEC 2.3 category slugs), with the brand filter. */
export async function CategoryView(props: ViewProps<"category">) {
  const { market, names, pathname, route, searchParams, tr } = props
  const scope = { category: route.params.category }
  const { dropped, filters } = decodeFilters(scope, searchParams)
  const data = await loadCategoryPage(market, scope, filters)
  return (
    <ListingFrame market={market} route={route} tr={tr} names={names}>
      <ListingSection
        market={market}
        tr={tr}
        pathname={pathname}
        data={data.listing}
        dropped={dropped}
        brands={data.brands}
        title={tr.t("listing-devices-title")}
        titleHidden
      />
    </ListingFrame>
  )
}

/** A model's devices in stock: every storage, colour and grade, with the same filters. */
export async function ModelView(props: ViewProps<"shopModel">) {
  const { market, names, pathname, route, searchParams, tr } = props
  const scope = { brandSlug: route.params.brand, modelSlug: route.params.model }
  const { dropped, filters } = decodeFilters(scope, searchParams)
  const data = await loadModelListing(market, scope, filters)
  return (
    <ListingFrame market={market} route={route} tr={tr} names={names}>
      <ListingSection
        market={market}
        tr={tr}
        pathname={pathname}
        data={data}
        dropped={dropped}
        brands={null}
        title={tr.t("listing-devices-title")}
        titleHidden
      />
    </ListingFrame>
  )
}
