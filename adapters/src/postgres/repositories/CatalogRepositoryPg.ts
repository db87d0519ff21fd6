import { and, asc, count, eq, gt, inArray, min, sql } from "drizzle-orm"
import { Effect, Layer, Option, Schema } from "effect"
import { CatalogPages } from "@shop/core/catalog/catalogPages"
import { RepositoryError } from "@shop/core/errors"
import type {
  CartRefreshCatalog,
  CatalogAccessory,
  CatalogExtraService,
  ModelFilter
} from "@shop/core/catalog/catalogTypes"
import type { ListingQuery } from "@shop/core/backend/catalog/listingQuery"
import { defaultMarketSettings } from "@shop/core/backend/dataset"
import { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import type { Category } from "@shop/core/catalog/category"
import { markets, type MarketCode } from "@shop/core/markets/market"
import { Database, type DatabaseError, type DatabaseShape } from "../Database.ts"
import { accessories, extraServices, productAccessories, productExtraServices } from "../schema/accessories.ts"
import { brands, models, products } from "../schema/catalog.ts"
import { modelNames } from "../schema/catalogueNames.ts"
import { listProducts } from "./listing.ts"
import { productOf } from "./productRow.ts"
import { marketSettingsReader } from "./settingsReader.ts"
import { byCodePoint, orRepositoryError, rowsOf, unique } from "./support.ts"

const accessoryColumns = {
  id: accessories.id,
  name: accessories.name,
  price: accessories.price,
  isActive: accessories.isActive,
  type: accessories.type,
  isWrappingTax: accessories.isWrappingTax,
  imagePath: accessories.imagePath
}

const serviceColumns = {
  id: extraServices.id,
  type: extraServices.type,
  key: extraServices.key,
  price: extraServices.price,
  isActive: extraServices.isActive
}

type LinkedRows<A> = ReadonlyArray<{ readonly productId: number; readonly item: A | null }>

/**
 * The market's products among `productIds` (distinct, in the order asked; unknown ids dropped),
 * each with the items `select` joins to it: one query that gives a row per product even without
 * items (its item is null), in the items' display order.
 */
const linkedToProducts = <A>(
  productIds: ReadonlyArray<number>,
  select: (wanted: Array<number>) => Effect.Effect<LinkedRows<A>, DatabaseError>
) =>
  Effect.gen(function*() {
    const wanted = unique(productIds)
    if (wanted.length === 0) return []
    const rows = yield* orRepositoryError(select([...wanted]))
    const known = new Set(rows.map((row) => row.productId))
    return wanted.filter((id) => known.has(id)).map((productId) => ({
      productId,
      items: rows.flatMap((row) => (row.productId === productId && row.item !== null ? [row.item] : []))
    }))
  })

/** An `accessories` row (alias `x`) as core's CatalogAccessory, in JSON. */
const accessoryJson = `json_build_object('id', x.id, 'name', x.name, 'price', x.price, 'isActive', x.is_active,
  'type', x.type, 'isWrappingTax', x.is_wrapping_tax, 'imagePath', x.image_path)`

const idArray = (ids: ReadonlyArray<number>): string => `{${ids.filter(Number.isSafeInteger).join(",")}}`

/**
 * The cart refresh's read as ONE statement that answers one row with one JSON text (core's
 * CartRefreshCatalog): the market's products among the asked ids (in the order asked, each once),
 * each with its accessories and extra services in display order (position, then id, as
 * `accessories` and `extraServices` order them), and the market's loose accessories among their ids.
 * Built straight as JSON in the database: no per-row mapping in JavaScript. Numeric prices become
 * JSON numbers, which parse to the very numbers the ORM's `Number(text)` gives.
 */
const cartRefreshStatement = (market: MarketCode, productIds: ReadonlyArray<number>, accessoryIds: ReadonlyArray<number>) => {
  // A bigint[] literal is one parameter on both drivers; an id that is not an integer names nothing.
  const products = idArray(productIds)
  const loose = idArray(accessoryIds)
  return sql`
with asked as (select id, min(ord) as ord from unnest(${products}::bigint[]) with ordinality as a(id, ord) group by id),
     loose as (select id, min(ord) as ord from unnest(${loose}::bigint[]) with ordinality as l(id, ord) group by id)
select json_build_object(
  'products', coalesce((
    select json_agg(json_build_object(
      'product', json_build_object(
        'id', p.id, 'legacyModelId', p.legacy_model_id, 'legacySellId', p.legacy_sell_id, 'legacySku', p.legacy_sku,
        'legacyShapeId', p.legacy_shape_id, 'stock', p.stock, 'price', p.price, 'previousPrice', p.previous_price,
        'retailPrice', p.retail_price, 'brandName', p.brand_name, 'modelName', p.model_name, 'category', p.category,
        'imagePath', p.image_path,
        'naming', json_build_object('title', p.title, 'modelDisplayName', p.model_display_name,
          'shortTitle', p.short_title, 'configSummary', p.config_summary),
        'spec', json_build_object('shape', p.shape, 'color', p.color, 'storage', p.storage,
          'connectivity', p.connectivity, 'material', p.material, 'size', p.size),
        'labels', json_build_object('model', p.model_label, 'color', p.colour_label,
          'connectivity', p.connectivity_label, 'material', p.material_label)),
      'accessories', coalesce((
        select json_agg(${sql.raw(accessoryJson)} order by x.position, x.id)
        from product_accessories pa join accessories x on x.id = pa.accessory_id and x.market = ${market}
        where pa.product_id = p.id), '[]'::json),
      'services', coalesce((
        select json_agg(json_build_object('id', s.id, 'type', s.type, 'key', s.key, 'price', s.price,
          'isActive', s.is_active) order by s.position, s.id)
        from product_extra_services ps join extra_services s on s.id = ps.service_id and s.market = ${market}
        where ps.product_id = p.id), '[]'::json)
    ) order by asked.ord)
    from asked join products p on p.id = asked.id and p.market = ${market}), '[]'::json),
  'accessories', coalesce((
    select json_agg(${sql.raw(accessoryJson)} order by loose.ord)
    from loose join accessories x on x.id = loose.id and x.market = ${market}), '[]'::json)
)::text as document`
}

/**
 * The sitemaps' read as ONE statement answering one JSON text (core's CatalogPages): every product of
 * the market by id with its brand's and model's slugs, and the seed's time (the catalogue's only
 * writer stamps it; docs/decisions-seo.md). ~2,000 rows per market, built in the database.
 */
const catalogPagesStatement = (market: MarketCode) => sql`
select json_build_object(
  'updatedAt', (select seeded_at from seed_info order by id limit 1),
  'products', coalesce((
    select json_agg(json_build_object(
      'category', p.category, 'brandSlug', b.slug, 'brandName', p.brand_name, 'modelSlug', m.slug,
      'modelName', p.model_name, 'storage', p.storage, 'colour', p.color, 'legacyModelId', p.legacy_model_id,
      'shape', p.shape, 'inStock', p.stock > 0
    ) order by p.id)
    from products p join models m on m.id = p.legacy_model_id join brands b on b.id = m.brand_id
    where p.market = ${market}), '[]'::json)
)::text as document`

const CatalogPagesDocument = Schema.Struct({
  ...CatalogPages.fields,
  updatedAt: Schema.NullOr(Schema.String)
})
const decodeCatalogPages = Schema.decodeUnknownEffect(Schema.fromJsonString(CatalogPagesDocument))

export const makeCatalogRepositoryPg = (database: DatabaseShape) => {
  const settings = marketSettingsReader(database)

  const productRows = (market: MarketCode, ids: ReadonlyArray<number>) =>
    ids.length === 0
      ? Effect.succeed([])
      : database.query("products by ids", (db) =>
        db.select().from(products).where(and(eq(products.market, market), inArray(products.id, [...ids]))))

  return CatalogRepository.of({
    brands: Effect.fn("CatalogRepository.brands")(function* (market: MarketCode, category?: Category) {
      return yield* orRepositoryError(database.query("brands", (db) =>
        db
          .select({ id: brands.id, slug: brands.slug, name: brands.name, productCount: count(products.id) })
          .from(brands)
          .innerJoin(models, eq(models.brandId, brands.id))
          .innerJoin(products, eq(products.legacyModelId, models.id))
          .where(and(
            eq(products.market, market),
            gt(products.stock, 0),
            category === undefined ? undefined : eq(products.category, category)
          ))
          .groupBy(brands.id)
          .orderBy(byCodePoint(brands.name), asc(brands.id))))
    }),

    models: Effect.fn("CatalogRepository.models")(function* (market: MarketCode, filter: ModelFilter) {
      // The model's name in the market's language, the catalogue's where it has none.
      const name = sql<string>`coalesce(${modelNames.name}, ${models.name})`
      const rows = yield* orRepositoryError(database.query("models", (db) =>
        db
          .select({
            id: models.id,
            slug: models.slug,
            name,
            brandId: brands.id,
            brandSlug: brands.slug,
            brandName: brands.name,
            category: models.category,
            imagePath: models.imagePath,
            fromPrice: min(products.price),
            productCount: count(products.id)
          })
          .from(models)
          .innerJoin(brands, eq(brands.id, models.brandId))
          .innerJoin(products, eq(products.legacyModelId, models.id))
          .leftJoin(modelNames, and(eq(modelNames.modelId, models.id), eq(modelNames.locale, markets[market].locale)))
          .where(and(
            eq(products.market, market),
            gt(products.stock, 0),
            filter.category === undefined ? undefined : eq(models.category, filter.category),
            filter.brandSlug === undefined ? undefined : eq(brands.slug, filter.brandSlug)
          ))
          .groupBy(models.id, brands.id, modelNames.name)
          .orderBy(byCodePoint(brands.name), byCodePoint(name), asc(models.id))))
      // min() of an inner join over in-stock rows is never null; Number() undoes the driver's text.
      return rows.map((row) => ({ ...row, fromPrice: Number(row.fromPrice) }))
    }),

    listProducts: Effect.fn("CatalogRepository.listProducts")(function* (market: MarketCode, query: ListingQuery) {
      return yield* orRepositoryError(listProducts(database, market, query))
    }),

    productById: Effect.fn("CatalogRepository.productById")(function* (market: MarketCode, id: number) {
      const rows = yield* orRepositoryError(productRows(market, [id]))
      return Option.map(Option.fromNullishOr(rows[0]), productOf)
    }),

    productsByIds: Effect.fn("CatalogRepository.productsByIds")(function* (market: MarketCode, ids: ReadonlyArray<number>) {
      const rows = yield* orRepositoryError(productRows(market, unique(ids)))
      const byId = new Map(rows.map((row) => [row.id, productOf(row)]))
      return unique(ids).flatMap((id) => byId.get(id) ?? [])
    }),

    variantsOfModel: Effect.fn("CatalogRepository.variantsOfModel")(function* (market: MarketCode, modelId: number) {
      const rows = yield* orRepositoryError(database.query("variants of model", (db) =>
        db
          .select()
          .from(products)
          .where(and(eq(products.market, market), eq(products.legacyModelId, modelId)))
          .orderBy(asc(products.id))))
      return rows.map(productOf)
    }),

    accessories: Effect.fn("CatalogRepository.accessories")(function* (market: MarketCode, productIds: ReadonlyArray<number>) {
      const found = yield* linkedToProducts<CatalogAccessory>(productIds, (wanted) =>
        database.query("accessories of products", (db) =>
          db
            .select({ productId: products.id, item: accessoryColumns })
            .from(products)
            .leftJoin(productAccessories, eq(productAccessories.productId, products.id))
            .leftJoin(accessories, and(eq(accessories.id, productAccessories.accessoryId), eq(accessories.market, market)))
            .where(and(eq(products.market, market), inArray(products.id, wanted)))
            .orderBy(asc(accessories.position), asc(accessories.id))))
      return found.map(({ productId, items }) => ({ productId, accessories: items }))
    }),

    extraServices: Effect.fn("CatalogRepository.extraServices")(function* (market: MarketCode, productIds: ReadonlyArray<number>) {
      const found = yield* linkedToProducts<CatalogExtraService>(productIds, (wanted) =>
        database.query("extra services of products", (db) =>
          db
            .select({ productId: products.id, item: serviceColumns })
            .from(products)
            .leftJoin(productExtraServices, eq(productExtraServices.productId, products.id))
            .leftJoin(extraServices, and(eq(extraServices.id, productExtraServices.serviceId), eq(extraServices.market, market)))
            .where(and(eq(products.market, market), inArray(products.id, wanted)))
            .orderBy(asc(extraServices.position), asc(extraServices.id))))
      return found.map(({ productId, items }) => ({ productId, services: items }))
    }),

    accessoriesByIds: Effect.fn("CatalogRepository.accessoriesByIds")(function* (market: MarketCode, ids: ReadonlyArray<number>) {
      const wanted = unique(ids)
      if (wanted.length === 0) return []
      const rows = yield* orRepositoryError(database.query("accessories by ids", (db) =>
        db
          .select(accessoryColumns)
          .from(accessories)
          .where(and(eq(accessories.market, market), inArray(accessories.id, [...wanted])))))
      const byId = new Map(rows.map((row) => [row.id, row]))
      return wanted.flatMap((id) => byId.get(id) ?? [])
    }),

    // A plain function, not Effect.fn: this is the cart refresh's hot path, and Effect.fn's span and
    // call-site capture cost more than the rest of the call's JavaScript (tens of µs per call).
    cartRefreshCatalog: (market: MarketCode, productIds: ReadonlyArray<number>, accessoryIds: ReadonlyArray<number>) =>
      productIds.length === 0 && accessoryIds.length === 0
        ? Effect.succeed<CartRefreshCatalog>({ products: [], accessories: [] })
        : orRepositoryError(database.query("cart refresh catalog", (db) =>
          db.execute(cartRefreshStatement(market, productIds, accessoryIds)))).pipe(
          Effect.map((result) => JSON.parse(String(rowsOf(result)[0]?.["document"])) as CartRefreshCatalog)
        ),

    cartLimitations: Effect.fn("CatalogRepository.cartLimitations")(function* (market: MarketCode) {
      return Option.getOrElse(yield* orRepositoryError(settings.cartLimitations(market)), () =>
        defaultMarketSettings(market).cartLimitations)
    }),

    warrantySettings: Effect.fn("CatalogRepository.warrantySettings")(function* (market: MarketCode) {
      return Option.getOrElse(yield* orRepositoryError(settings.warrantySettings(market)), () =>
        defaultMarketSettings(market).warrantySettings)
    }),

    shippingRates: Effect.fn("CatalogRepository.shippingRates")(function* (market: MarketCode) {
      return Option.getOrElse(yield* orRepositoryError(settings.shippingRates(market)), () =>
        defaultMarketSettings(market).shipping)
    }),

    returnAddress: Effect.fn("CatalogRepository.returnAddress")(function* (market: MarketCode) {
      return yield* orRepositoryError(settings.returnAddress(market))
    }),

    catalogPages: Effect.fn("CatalogRepository.catalogPages")(function* (market: MarketCode) {
      const result = yield* orRepositoryError(database.query("catalog pages", (db) => db.execute(catalogPagesStatement(market))))
      const document = yield* decodeCatalogPages(String(rowsOf(result)[0]?.["document"])).pipe(
        Effect.mapError((error) => new RepositoryError({ operation: "catalog pages", message: error.message }))
      )
      // seeded_at is an ISO instant written by the seed; one that does not parse is no time at all.
      const updatedAt = document.updatedAt === null ? Number.NaN : Date.parse(document.updatedAt)
      return { ...document, updatedAt: Number.isNaN(updatedAt) ? null : updatedAt }
    })
  })
}

/** CatalogRepository over the shop database (PGlite or PostgreSQL). */
export const CatalogRepositoryPg = {
  make: makeCatalogRepositoryPg,
  layer: Layer.effect(CatalogRepository, Effect.map(Database, makeCatalogRepositoryPg))
}
