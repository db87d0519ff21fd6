import "server-only"
import { CatalogReadCache } from "@shop/adapters/postgres/CatalogReadCache"
import type { ResolvedRoute } from "@shop/core/routes/routeKeys"
import { isSharedPage } from "@shop/core/routes/sharedPages"
import { Effect, Layer } from "effect"
import { catalogVersionKey } from "../../server/globalKeys.mjs"
import { boundaryContext } from "./requestContext.ts"

/**
 * The app's side of the boundary's page cache (web/server/pageCache.mjs, issue 15): a page tells the
 * boundary whether every visitor sees it alike (core's isSharedPage), and the runtime publishes the
 * catalog's version, so a kept page is served only while the catalog it shows is still current.
 */

/** Called by the storefront's page once it knows its route: keeps it only when core says it is shared. */
export const markSharedPage = (route: Pick<ResolvedRoute, "key">, query: Readonly<Record<string, unknown>>): void => {
  const context = boundaryContext()
  if (context === undefined || context.sharedPage === false) return
  context.sharedPage = isSharedPage(route, query)
}

/** A page whose data failed (or named no page) is never kept, whatever it said before. */
export const refuseSharedPage = (): void => {
  const context = boundaryContext()
  if (context !== undefined) context.sharedPage = false
}


/**
 * For as long as the runtime lives: the catalog read cache's version on globalThis, where the boundary
 * (outside Next's bundle) reads it. Without it (before the start, after the shutdown) nothing is kept.
 */
export const CatalogVersionPublished = Layer.effectDiscard(Effect.gen(function* () {
  const cache = yield* CatalogReadCache
  yield* Effect.acquireRelease(
    Effect.sync(() => Reflect.set(globalThis, catalogVersionKey, cache.version)),
    () => Effect.sync(() => {
      if (Reflect.get(globalThis, catalogVersionKey) === cache.version) Reflect.deleteProperty(globalThis, catalogVersionKey)
    })
  )
}))
