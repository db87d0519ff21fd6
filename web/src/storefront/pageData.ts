import { Effect } from "effect"
import { type CatalogRepository, defaultListingQuery, listingFor, models } from "@shop/core/backend/index"
import { type ListedProduct } from "@shop/core/catalog/listedProduct"
import { notFound, type NotFound, type RepositoryError } from "@shop/core/errors"
import { Categories, type Category } from "@shop/core/catalog/index"
import type { MarketCode } from "@shop/core/markets/index"
import type { ResolvedRoute } from "@shop/core/routes/index"
import type { PageNames } from "./frames.ts"

/**
 * The catalogue data the foundation's pages need, as Effects over the backend's catalogue service
 * (core/src/backend), run by the Server Components through loadForPage, never during render.
 */

/**
 * Names of a page's params, and whether they exist: an unknown brand or model is NotFound (404), so
 * `/magazin/anything/` is not a brand page. A product page's names come with its data
 * (loadPage.ts); other pages need no data yet.
 */
export const pageNames = (
  market: MarketCode,
  route: ResolvedRoute
): Effect.Effect<PageNames, NotFound | RepositoryError, CatalogRepository> => {
  switch (route.key) {
    case "shopBrand":
      return Effect.map(models(market, { brandSlug: route.params.brand }), (found) =>
        found[0] === undefined ? {} : { brand: found[0].brandName })
    case "shopModel":
      return Effect.flatMap(models(market, { brandSlug: route.params.brand }), (found) => {
        const model = found.find((m) => m.slug === route.params.model)
        return model === undefined
          ? Effect.fail(notFound("model", `${route.params.brand}/${route.params.model}`))
          : Effect.succeed({ brand: model.brandName, model: model.name })
      })
    default:
      return Effect.succeed({})
  }
}

export interface FeaturedRow {
  readonly category: Category
  readonly items: ReadonlyArray<ListedProduct>
}

/** How many devices the home page features per category. */
export const featuredPerCategory = 4

/**
 * The home page's featured devices: per category, the in-stock devices with the biggest discount
 * (the listing's `discount` sort), one listing query per category.
 */
export const featuredDevices = (market: MarketCode): Effect.Effect<ReadonlyArray<FeaturedRow>, RepositoryError, CatalogRepository> =>
  Effect.forEach(Categories, (category) =>
    Effect.map(
      listingFor(market, { ...defaultListingQuery, category, sort: "discount", pageSize: featuredPerCategory }),
      (page) => ({ category, items: page.items })
    ))
