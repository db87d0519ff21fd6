import "server-only"
import { models } from "@shop/core/backend/index"
import { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import { findVariant } from "@shop/core/backend/catalog/productDetail"
import { MarketCodes, type MarketCode } from "@shop/core/markets/index"
import { type Alternates, alternatesOf, equivalentPage, type PageRef } from "@shop/core/routes/index"
import { Effect, Option } from "effect"
import { loadForPage } from "../../server/page.ts"
import { blogTwins } from "./contentTwins.ts"

/**
 * Whether the equivalent page exists in `market` (core alternates.ts leaves this to the catalogue): a
 * brand with a device in stock there, a model in stock there, a product of the same model, storage,
 * colour and grade there (sold out or not: its page answers). Read through the pages' catalog cache.
 */
const existsIn = (market: MarketCode, page: PageRef) => {
  const route = page.route
  switch (route.key) {
    case "shopBrand":
      return Effect.map(models(market, { brandSlug: route.params.brand }), (found) => found.length > 0)
    case "shopModel":
      return Effect.map(models(market, { brandSlug: route.params.brand }), (found) => found.some((m) => m.slug === route.params.model))
    case "product":
      return Effect.gen(function*() {
        const repo = yield* CatalogRepository
        const variants = yield* repo.variantsOfModel(market, route.params.legacyModelId)
        const found = findVariant(variants, page.shape === undefined ? route.params : { ...route.params, shape: page.shape })
        return found !== undefined && (page.shape === undefined || found.spec.shape === page.shape)
      })
    default:
      return Effect.succeed(true)
  }
}

/** The hreflang cluster of a page of `market`: the other markets' equivalents that exist. */
export const loadAlternates = async (market: MarketCode, page: PageRef): Promise<Alternates> => {
  const candidates = MarketCodes.filter((m) => m !== market).flatMap((m) =>
    Option.match(equivalentPage(market, page, m, blogTwins), { onNone: () => [], onSome: (twin) => [[m, twin] as const] }))
  const found = await loadForPage(Effect.forEach(candidates, ([m, twin]) => Effect.map(existsIn(m, twin), (exists) => (exists ? [m] : [])), {
    concurrency: "unbounded"
  }))
  const existing = new Set(found.flat())
  return alternatesOf(market, page, (m) => existing.has(m), blogTwins)
}
