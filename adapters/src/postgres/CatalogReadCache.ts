import type { CartRefreshCatalog } from "@shop/core/backend/catalog/catalogTypes"
import type { RepositoryError } from "@shop/core/backend/errors"
import { CatalogRepository, type CatalogRepositoryShape } from "@shop/core/backend/ports/CatalogRepository"
import type { MarketCode } from "@shop/core/markets/market"
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

  /**
   * The cart refresh's catalog kept per product and per accessory, not per cart: every shopper's cart
   * is another set of ids, but its lines are the same few hundred devices. Ids not kept are read in
   * one statement; if the catalog changed while they were read, the whole answer is read again, so
   * one answer never mixes two versions of the catalog.
   */
  const refreshCatalog = (market: MarketCode, productIds: ReadonlyArray<number>, accessoryIds: ReadonlyArray<number>): Effect.Effect<CartRefreshCatalog, RepositoryError> =>
    Effect.suspend(() => {
      if (!listening) return repository.cartRefreshCatalog(market, productIds, accessoryIds)
      const products = [...new Set(productIds)]
      const loose = [...new Set(accessoryIds)]
      const productKey = (id: number) => `refresh product ${market} ${id}`
      const accessoryKey = (id: number) => `refresh accessory ${market} ${id}`
      const began = generation
      const known = new Map<string, unknown>()
      for (const key of [...products.map(productKey), ...loose.map(accessoryKey)]) {
        if (entries.has(key)) known.set(key, entries.get(key))
      }
      const assemble = (): CartRefreshCatalog => ({
        products: products.flatMap((id) => (known.get(productKey(id)) ?? []) as Array<CartRefreshCatalog["products"][number]>),
        accessories: loose.flatMap((id) => (known.get(accessoryKey(id)) ?? []) as Array<CartRefreshCatalog["accessories"][number]>)
      })
      const missingProducts = products.filter((id) => !known.has(productKey(id)))
      const missingAccessories = loose.filter((id) => !known.has(accessoryKey(id)))
      if (missingProducts.length === 0 && missingAccessories.length === 0) return Effect.succeed(assemble())
      return Effect.flatMap(repository.cartRefreshCatalog(market, missingProducts, missingAccessories), (read) => {
        if (!listening || generation !== began) return repository.cartRefreshCatalog(market, productIds, accessoryIds)
        const readProducts = new Map(read.products.map((entry) => [entry.product.id, entry]))
        const readAccessories = new Map(read.accessories.map((accessory) => [accessory.id, accessory]))
        // An id the market does not have is kept too, as nothing (a cart keeps asking for a gone device).
        for (const id of missingProducts) keep(productKey(id), readProducts.get(id) ?? null, known)
        for (const id of missingAccessories) keep(accessoryKey(id), readAccessories.get(id) ?? null, known)
        return Effect.succeed(assemble())
      })
    })

  const keep = (key: string, value: unknown, known: Map<string, unknown>) => {
    known.set(key, value)
    if (entries.size >= catalogCacheCapacity) entries.delete(entries.keys().next().value as string)
    entries.set(key, value)
  }

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
    cartRefreshCatalog: (market, productIds, accessoryIds) => refreshCatalog(market, productIds, accessoryIds)
  })
  return { repository: cachedRepository, version: () => (listening ? generation : undefined) } satisfies CatalogReadCacheShape
})
