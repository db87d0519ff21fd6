import "server-only"
import { CatalogReadCache } from "@shop/adapters/postgres/CatalogReadCache"
import { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import { Effect } from "effect"

/**
 * The effect with the catalog read through its read cache (adapters CatalogReadCache: emptied
 * whenever the database announces a catalog change): what the pages and the cart refresh show.
 * Order placement never reads through it.
 */
export const readingCatalogCache = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.provideServiceEffect(effect, CatalogRepository, Effect.map(Effect.service(CatalogReadCache), (cache) => cache.repository))
