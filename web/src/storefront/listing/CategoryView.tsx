import type { Brand } from "@shop/core/catalog/catalogTypes"
import { PageFrame } from "../PageFrame.tsx"
import type { ViewProps } from "../views.ts"
import type { ListingData } from "./listingData.ts"
import { loadCategoryPage, loadModelListing } from "./listingLoad.ts"
import { decodeFilters } from "./listingParams.ts"
import { ListingSection } from "./ListingSection.tsx"

/** A page that is one listing under the frame's title (which already says what is listed). */
function DevicesPage(props: {
  readonly view: ViewProps<"category"> | ViewProps<"shopModel">
  readonly data: ListingData
  readonly dropped: ReadonlyArray<string>
  readonly brands: ReadonlyArray<Brand> | null
}) {
  const { market, names, pathname, route, tr } = props.view
  return (
    <PageFrame market={market} route={route} tr={tr} names={names} className="listing-page" links={false}>
      <ListingSection market={market} tr={tr} pathname={pathname} data={props.data} dropped={props.dropped} brands={props.brands} titleHidden />
    </PageFrame>
  )
}

/** A category's devices (SPEC 2.3 category slugs), with the brand filter. */
export async function CategoryView(props: ViewProps<"category">) {
  const scope = { category: props.route.params.category }
  const { dropped, filters } = decodeFilters(scope, props.searchParams)
  const data = await loadCategoryPage(props.market, scope, filters)
  return <DevicesPage view={props} data={data.listing} dropped={dropped} brands={data.brands} />
}

/** A model's devices in stock: every storage, colour and grade, with the same filters. */
export async function ModelView(props: ViewProps<"shopModel">) {
  const scope = { brandSlug: props.route.params.brand, modelSlug: props.route.params.model }
  const { dropped, filters } = decodeFilters(scope, props.searchParams)
  const data = await loadModelListing(props.market, scope, filters)
  return <DevicesPage view={props} data={data} dropped={dropped} brands={null} />
}
