import { and, asc, count, desc, eq, gt, gte, inArray, lte, max, min, sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { Effect } from "effect"
import { colourFamilyLabel, type LocalizedNames } from "@shop/core/catalog/catalogueNames"
import type { FacetValue, ListingFacets, ListingPage } from "@shop/core/catalog/catalogTypes"
import { type ListingKey, listingOrder } from "@shop/core/backend/catalog/listingOrder"
import type { ListingQuery, ListingSort } from "@shop/core/backend/catalog/listingQuery"
import { markets, type Locale, type MarketCode } from "@shop/core/markets/market"
import type { DatabaseShape } from "../Database.ts"
import { brands, models, products } from "../schema/catalog.ts"
import { colourFamilies, colourFamilyNames, colours } from "../schema/catalogueNames.ts"
import { productOf } from "./productRow.ts"
import { compareText } from "./support.ts"

/**
 * A listing page in two statements: the page, and one GROUPING SETS query for the facets of the
 * scope and the count of matches. The scope is the market's in-stock products of the category,
 * brand and model asked; the price and spec filters narrow the matches but never the facets.
 * Models and brands are joined only when their slugs filter. The colour filter and facet are by
 * colour family (core ListingFacets): a product's colour names its family in `colours`; a colour the
 * table does not know belongs to no family.
 */

/**
 * core's listingOrder keys as SQL; `discount` is core's discountOf over the stored previous price
 * (the Omnibus reference core wrote with the price: catalog/omnibus.ts). The catalog repository
 * contract suite holds this order to core's over random prices.
 */
const listingKeys: { readonly [K in ListingKey]: SQL | AnyPgColumn } = {
  price: products.price,
  id: products.id,
  discount: sql`case when ${products.previousPrice} is null or ${products.previousPrice} <= ${products.price}
  then 0 else (${products.previousPrice} - ${products.price}) / ${products.previousPrice} end`
}

const orderingOf = (sort: ListingSort): ReadonlyArray<SQL> =>
  listingOrder[sort].map(({ key, direction }) => (direction === "asc" ? asc : desc)(listingKeys[key]))

const scopeOf = (market: MarketCode, query: ListingQuery): SQL | undefined =>
  and(
    eq(products.market, market),
    // core isListed: in stock only.
    gt(products.stock, 0),
    query.category === undefined ? undefined : eq(products.category, query.category),
    query.brandSlug === undefined ? undefined : eq(brands.slug, query.brandSlug),
    query.modelSlug === undefined ? undefined : eq(models.slug, query.modelSlug)
  )

const filtersOf = (query: ListingQuery): SQL | undefined =>
  and(
    query.priceMin === undefined ? undefined : gte(products.price, query.priceMin),
    query.priceMax === undefined ? undefined : lte(products.price, query.priceMax),
    query.storage.length === 0 ? undefined : inArray(products.storage, [...query.storage]),
    query.colour.length === 0
      ? undefined
      : sql`${products.color} in (select ${colours.name} from ${colours} where ${inArray(colours.familyId, [...query.colour])})`,
    query.shape.length === 0 ? undefined : inArray(products.shape, [...query.shape])
  )

const sortedFacet = (rows: ReadonlyArray<{ value: string | null; count: number }>): ReadonlyArray<FacetValue> =>
  rows
    .flatMap((row) => (row.value === null ? [] : [{ value: row.value, count: row.count }]))
    .sort((a, b) => compareText(a.value, b.value))

/** The colour families in filter order, each with its name in `locale` (core colourFamilyLabel). */
export const familyLabels = (database: DatabaseShape, locale: Locale) =>
  Effect.map(
    database.query("colour families", (db) =>
      db
        .select({ id: colourFamilies.id, locale: colourFamilyNames.locale, name: colourFamilyNames.name })
        .from(colourFamilies)
        .leftJoin(colourFamilyNames, and(
          eq(colourFamilyNames.familyId, colourFamilies.id),
          inArray(colourFamilyNames.locale, [locale, "en"])
        ))
        .orderBy(asc(colourFamilies.position), asc(colourFamilies.id))),
    (rows) => {
      const ids = [...new Set(rows.map((row) => row.id))]
      return ids.map((id) => {
        const names: Record<string, string> = {}
        for (const row of rows) if (row.id === id && row.locale !== null && row.name !== null) names[row.locale] = row.name
        return { id, label: colourFamilyLabel({ id, names: names as LocalizedNames }, locale) }
      })
    }
  )

export const listProducts = (database: DatabaseShape, market: MarketCode, query: ListingQuery) => {
  const scope = scopeOf(market, query)
  const filters = filtersOf(query)
  const matches = and(scope, filters)
  const joins = query.brandSlug !== undefined || query.modelSlug !== undefined
  const page = database.query("list products", (db) => {
    const base = db.select({ product: products }).from(products)
    const joined = joins
      ? base.innerJoin(models, eq(models.id, products.legacyModelId)).innerJoin(brands, eq(brands.id, models.brandId))
      : base
    return joined
      .where(matches)
      .orderBy(...orderingOf(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
  })
  // One pass over the scope gives the facets and the total: grouping(storage, family, shape) tells
  // which grouping set a row belongs to (3 = storage, 5 = colour family, 6 = shape, 7 = the whole
  // scope; a bit is set for each column NOT grouped), and the whole-scope row counts the matches.
  const facets = database.query("listing facets", (db) => {
    const base = db
      .select({
        set: sql<number>`grouping(${products.storage}, ${colours.familyId}, ${products.shape})`.mapWith(Number),
        storage: products.storage,
        colour: colours.familyId,
        shape: products.shape,
        n: count(),
        matches: filters === undefined ? count() : sql<number>`count(*) filter (where ${filters})`.mapWith(Number),
        min: min(products.price),
        max: max(products.price)
      })
      .from(products)
      .leftJoin(colours, eq(colours.name, products.color))
    const joined = joins
      ? base.innerJoin(models, eq(models.id, products.legacyModelId)).innerJoin(brands, eq(brands.id, models.brandId))
      : base
    return joined
      .where(scope)
      .groupBy(sql`grouping sets ((${products.storage}), (${colours.familyId}), (${products.shape}), ())`)
  })
  const families = familyLabels(database, markets[market].locale)
  return Effect.all([page, facets, families], { concurrency: 3 }).pipe(
    Effect.map(([rows, groups, labels]): ListingPage => {
      const whole = groups.find((g) => g.set === 7)
      const facetsOfScope: ListingFacets = {
        storage: sortedFacet(groups.filter((g) => g.set === 3).map((g) => ({ value: g.storage, count: g.n }))),
        colour: labels.flatMap((family) => {
          const group = groups.find((g) => g.set === 5 && g.colour === family.id)
          return group === undefined ? [] : [{ value: family.id, label: family.label, count: group.n }]
        }),
        shape: sortedFacet(groups.filter((g) => g.set === 6).map((g) => ({ value: g.shape, count: g.n }))),
        price: whole === undefined || whole.n === 0 || whole.min === null || whole.max === null
          ? null
          : { min: Number(whole.min), max: Number(whole.max) }
      }
      return { items: rows.map((r) => productOf(r.product)), total: whole?.matches ?? 0, facets: facetsOfScope }
    })
  )
}
