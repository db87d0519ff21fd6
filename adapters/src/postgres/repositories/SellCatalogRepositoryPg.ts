import { and, arrayContains, asc, countDistinct, eq, inArray, max, sql } from "drizzle-orm"
import { Effect, Layer, Option } from "effect"
import { SellCatalogRepository } from "@shop/core/backend/ports/SellCatalogRepository"
import type { SellBrandFilter, SellModelFilter, SellModelRow, SellOption } from "@shop/core/sell/sellTypes"
import { markets, type MarketCode } from "@shop/core/markets/market"
import { Database, type DatabaseShape } from "../Database.ts"
import { brands } from "../schema/catalog.ts"
import { colourNames, specValueNames } from "../schema/catalogueNames.ts"
import { sellDeductions, sellModels, sellOptions, sellPrices, sellProviders } from "../schema/sell.ts"
import { byCodePoint, orRepositoryError } from "./support.ts"

export const makeSellCatalogRepositoryPg = (database: DatabaseShape) => {
  /** Models with at least one price in the market, with their best base price. */
  const boughtModels = (market: MarketCode, filter: SellModelFilter & { readonly id?: number }) =>
    Effect.map(
      database.query("sell models", (db) =>
        db
          .select({
            id: sellModels.id,
            name: sellModels.name,
            brandId: sellModels.brandId,
            category: sellModels.category,
            imagePath: sellModels.imagePath,
            maxPrice: max(sellPrices.base)
          })
          .from(sellModels)
          .innerJoin(sellPrices, and(eq(sellPrices.modelId, sellModels.id), eq(sellPrices.market, market)))
          .where(and(
            filter.id === undefined ? undefined : eq(sellModels.id, filter.id),
            filter.category === undefined ? undefined : eq(sellModels.category, filter.category),
            filter.brandId === undefined ? undefined : eq(sellModels.brandId, filter.brandId),
            filter.search === undefined || filter.search.trim() === ""
              ? undefined
              : sql`strpos(lower(${sellModels.name}), ${filter.search.trim().toLowerCase()}) > 0`
          ))
          .groupBy(sellModels.id)
          .orderBy(byCodePoint(sellModels.name), asc(sellModels.id))),
      (rows) =>
        rows.map((row): SellModelRow => ({
          ...row,
          category: row.category as SellModelRow["category"],
          maxPrice: Number(row.maxPrice)
        }))
    )

  return SellCatalogRepository.of({
    sellPriceFor: Effect.fn("SellCatalogRepository.sellPriceFor")(function* (
      market: MarketCode,
      modelId: number,
      storage: number | null
    ) {
      const rows = yield* orRepositoryError(database.query("sell price", (db) =>
        db
          .select({ base: sellPrices.base, previous: sellPrices.previous })
          .from(sellPrices)
          .where(and(
            eq(sellPrices.market, market),
            eq(sellPrices.modelId, modelId),
            sql`${sellPrices.storage} is not distinct from ${storage}`
          ))))
      return Option.fromNullishOr(rows[0])
    }),

    deductions: Effect.fn("SellCatalogRepository.deductions")(function* (market: MarketCode) {
      return yield* orRepositoryError(database.query("sell deductions", (db) =>
        db
          .select({ choiceId: sellDeductions.choiceId, kind: sellDeductions.kind, amount: sellDeductions.amount })
          .from(sellDeductions)
          .where(eq(sellDeductions.market, market))
          .orderBy(asc(sellDeductions.choiceId))))
    }),

    sellModels: Effect.fn("SellCatalogRepository.sellModels")(function* (market: MarketCode, filter: SellModelFilter) {
      return yield* orRepositoryError(boughtModels(market, filter))
    }),

    sellBrands: Effect.fn("SellCatalogRepository.sellBrands")(function* (market: MarketCode, filter: SellBrandFilter) {
      const rows = yield* orRepositoryError(database.query("sell brands", (db) =>
        db
          .select({ id: brands.id, slug: brands.slug, name: brands.name, modelCount: countDistinct(sellModels.id) })
          .from(brands)
          .innerJoin(sellModels, eq(sellModels.brandId, brands.id))
          .where(and(
            filter.category === undefined ? undefined : eq(sellModels.category, filter.category),
            inArray(sellModels.id, db.select({ id: sellPrices.modelId }).from(sellPrices).where(eq(sellPrices.market, market)))
          ))
          .groupBy(brands.id)
          .orderBy(byCodePoint(brands.name), asc(brands.id))))
      return rows.map((row) => ({ ...row, modelCount: Number(row.modelCount) }))
    }),

    sellModel: Effect.fn("SellCatalogRepository.sellModel")(function* (market: MarketCode, modelId: number) {
      const rows = yield* orRepositoryError(boughtModels(market, { id: modelId }))
      return Option.fromNullishOr(rows[0])
    }),

    sellOptions: Effect.fn("SellCatalogRepository.sellOptions")(function* (market: MarketCode, modelId: number) {
      const { locale } = markets[market]
      const [own, providers] = yield* orRepositoryError(Effect.all([
        // A colour in the market's words from the colour names, any other value from the spec values.
        database.query("sell options", (db) =>
          db
            .select({
              id: sellOptions.id,
              attribute: sellOptions.attribute,
              label: sql<string>`coalesce(${colourNames.name}, ${specValueNames.name}, ${sellOptions.label})`
            })
            .from(sellOptions)
            .leftJoin(colourNames, and(
              eq(sellOptions.attribute, "colour"),
              eq(colourNames.colour, sellOptions.label),
              eq(colourNames.locale, locale)
            ))
            .leftJoin(specValueNames, and(
              sql`${sellOptions.attribute} <> 'colour'`,
              eq(specValueNames.value, sellOptions.label),
              eq(specValueNames.locale, locale)
            ))
            .where(eq(sellOptions.modelId, modelId))
            .orderBy(asc(sellOptions.id))),
        database.query("sell providers", (db) =>
          db
            .select({ id: sellProviders.id, label: sellProviders.name })
            .from(sellProviders)
            .where(arrayContains(sellProviders.markets, [market]))
            .orderBy(asc(sellProviders.id)))
      ]))
      return [
        ...own,
        ...providers.map((p): SellOption => ({ id: p.id, attribute: "provider", label: p.label }))
      ]
    })
  })
}

/** SellCatalogRepository (the buyback price list) over the shop database. */
export const SellCatalogRepositoryPg = {
  make: makeSellCatalogRepositoryPg,
  layer: Layer.effect(SellCatalogRepository, Effect.map(Database, makeSellCatalogRepositoryPg))
}
