import type { CartRefreshCatalog } from "@shop/core/catalog/catalogTypes"
import type { RepositoryError } from "@shop/core/errors"
import { CatalogRepository, type CatalogRepositoryShape } from "@shop/core/backend/ports/CatalogRepository"
import type { MarketCode } from "@shop/core/markets/market"
import { Context, Effect, Layer } from "effect"
import { Database, type DatabaseShape } from "./Database.ts"
import { keepListening } from "./keepListening.ts"

/** The NOTIFY channel the catalog tables' triggers announce every committed change on (migration 0009). */
export const CATALOG_CHANNEL = "shop_catalog"

/** Entries kept at most: every listing query string is a key, so the cache is bounded, oldest out first. */
export const catalogCacheCapacity = 2_000

/** Products and loose accessories kept for the cart refresh at most (of the ~8,000 of the four markets). */
export const refreshCacheCapacity = 10_000

/**
 * The catalog as the storefront's pages read it (issue 15): CatalogRepository's answers kept in
 * memory until the database says the catalog changed. The database itself announces every committed
 * change of a catalog table (triggers, migration 0009) on CATALOG_CHANNEL, so every server process
 * drops its entries within the notification's delivery time, whoever wrote the change: an order
 * taking stock, a failed payment giving it back, a staff edit, another process.
 *
 * - Pages read through it (web/src/server/page.ts), and the cart refresh (what a cart shows until
 *   checkout). Order placement and the other calls keep the plain repository: the cache never
 *   prices an order.
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
  const refreshEntries = new Map<string, unknown>()
  let generation = 0
  let listening = false
  const dropAll = () => {
    generation += 1
    entries.clear()
    refreshEntries.clear()
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

  /**
   * The cart refresh's catalog kept per product and per loose accessory, not per cart: every shopper's
   * cart is another set of ids, but its lines are the same few hundred devices. A cart with any id not
   * kept is read whole, in the one statement, and answered from that read alone; what it found is kept
   * (in a map of its own, so refreshes never push the pages' entries out). An id the market does not
   * have is not kept: random ids cannot fill the map. As everywhere in this cache, a kept entry is good
   * until the next announced change: two entries kept in one announced version may straddle a commit
   * whose notification had not arrived yet (display only; the order is priced from the database).
   */
  const keepRefresh = (key: string, value: unknown) => {
    if (!refreshEntries.has(key) && refreshEntries.size >= refreshCacheCapacity) {
      refreshEntries.delete(refreshEntries.keys().next().value as string)
    }
    refreshEntries.set(key, value)
  }
  const refreshCatalog = (market: MarketCode, productIds: ReadonlyArray<number>, accessoryIds: ReadonlyArray<number>): Effect.Effect<CartRefreshCatalog, RepositoryError> =>
    Effect.suspend(() => {
      const read = repository.cartRefreshCatalog(market, productIds, accessoryIds)
      if (!listening) return read
      const productKey = (id: number) => `${market} product ${id}`
      const accessoryKey = (id: number) => `${market} accessory ${id}`
      const products = [...new Set(productIds)].map((id) => refreshEntries.get(productKey(id)) as CartRefreshCatalog["products"][number] | undefined)
      const accessories = [...new Set(accessoryIds)].map((id) => refreshEntries.get(accessoryKey(id)) as CartRefreshCatalog["accessories"][number] | undefined)
      if (products.every((entry) => entry !== undefined) && accessories.every((entry) => entry !== undefined)) {
        return Effect.succeed({ products, accessories } as CartRefreshCatalog)
      }
      const began = generation
      return Effect.tap(read, (answer) => Effect.sync(() => {
        if (!listening || generation !== began) return
        for (const entry of answer.products) keepRefresh(productKey(entry.product.id), entry)
        for (const accessory of answer.accessories) keepRefresh(accessoryKey(accessory.id), accessory)
      }))
    })

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
    returnAddress: through("returnAddress", repository.returnAddress),
    catalogPages: through("catalogPages", repository.catalogPages),
    cartRefreshCatalog: (market, productIds, accessoryIds) => refreshCatalog(market, productIds, accessoryIds)
  })
  return { repository: cachedRepository, version: () => (listening ? generation : undefined) } satisfies CatalogReadCacheShape
})
