import { CatalogRepository, type CatalogRepositoryShape } from "@shop/core/backend/ports/CatalogRepository"
import { Context, Effect, Layer } from "effect"
import { Database, type DatabaseShape } from "./Database.ts"
import { keepListening } from "./keepListening.ts"

/** The NOTIFY channel the catalog tables' triggers announce every committed change on (migration 0009). */
export const CATALOG_CHANNEL = "shop_catalog"

/** Entries kept at most: every listing query string is a key, so the cache is bounded, oldest out first. */
export const catalogCacheCapacity = 2_000

/**
 * The catalog as the storefront's pages read it (issue 15): CatalogRepository's answers kept in
 * memory until the database says the catalog changed. The database itself announces every committed
 * change of a catalog table (triggers, migration 0009) on CATALOG_CHANNEL, so every server process
 * drops its entries within the notification's delivery time, whoever wrote the change: an order
 * taking stock, a failed payment giving it back, a staff edit, another process.
 *
 * - Only pages read through it (web/src/server/page.ts). Order placement, the cart refresh and the
 *   other calls keep the plain repository: the cache never prices an order.
 * - A read that began before a change is not kept (the generation it began in has passed), so a
 *   change can never be hidden by an answer that was computed before it.
 * - While the listener is not connected (PostgreSQL restarting), nothing is served from or kept in
 *   the cache; it listens again once a second.
 */
export interface CatalogReadCacheShape {
  readonly repository: CatalogRepositoryShape
  /**
   * The catalog's version as this process knows it: a number that changes with every change the
   * database announces (and every loss of the listener), or undefined while the listener is not
   * connected. Whatever is kept from the catalog beyond this cache (the page cache, web/server/
   * pageCache.mjs) is good while the version it was made in is still the version.
   */
  readonly version: () => number | undefined
}

export class CatalogReadCache extends Context.Service<CatalogReadCache, CatalogReadCacheShape>()(
  "@shop/adapters/postgres/CatalogReadCache"
) {
  static readonly layer = Layer.effect(CatalogReadCache, Effect.gen(function* () {
    const database = yield* Database
    const repository = yield* CatalogRepository
    return CatalogReadCache.of(yield* makeCatalogReadCache(database, repository))
  }))
}

export const makeCatalogReadCache = (database: DatabaseShape, repository: CatalogRepositoryShape) => Effect.gen(function* () {
  const entries = new Map<string, unknown>()
  let generation = 0
  let listening = false
  const dropAll = () => {
    generation += 1
    entries.clear()
  }

  const firstListen = yield* keepListening(database, CATALOG_CHANNEL, "The catalog cache's listener", {
    notify: dropAll,
    // Whatever changed before the LISTEN took effect is not in the cache: it starts empty.
    listening: () => {
      dropAll()
      listening = true
    },
    lost: () => {
      listening = false
      dropAll()
    }
  })
  // A server that cannot listen still serves its pages, from the database.
  yield* Effect.ignore(firstListen)

  const cached = <A, E>(key: string, read: Effect.Effect<A, E>): Effect.Effect<A, E> =>
    Effect.suspend(() => {
      if (listening && entries.has(key)) return Effect.succeed(entries.get(key) as A)
      const began = generation
      return Effect.tap(read, (value) => Effect.sync(() => {
        if (!listening || generation !== began) return
        if (entries.size >= catalogCacheCapacity) entries.delete(entries.keys().next().value as string)
        entries.set(key, value)
      }))
    })

  const through = <Args extends ReadonlyArray<unknown>, A, E>(name: string, read: (...args: Args) => Effect.Effect<A, E>) =>
    (...args: Args): Effect.Effect<A, E> => cached(`${name} ${JSON.stringify(args)}`, read(...args))

  const cachedRepository = CatalogRepository.of({
    brands: through("brands", repository.brands),
    models: through("models", repository.models),
    listProducts: through("listProducts", repository.listProducts),
    productById: through("productById", repository.productById),
    productsByIds: through("productsByIds", repository.productsByIds),
    variantsOfModel: through("variantsOfModel", repository.variantsOfModel),
    accessories: through("accessories", repository.accessories),
    extraServices: through("extraServices", repository.extraServices),
    accessoriesByIds: through("accessoriesByIds", repository.accessoriesByIds),
    cartLimitations: through("cartLimitations", repository.cartLimitations),
    warrantySettings: through("warrantySettings", repository.warrantySettings),
    shippingRates: through("shippingRates", repository.shippingRates),
    cartRefreshCatalog: through("cartRefreshCatalog", repository.cartRefreshCatalog)
  })
  return { repository: cachedRepository, version: () => (listening ? generation : undefined) } satisfies CatalogReadCacheShape
})
