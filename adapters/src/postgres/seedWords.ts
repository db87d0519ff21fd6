import { count, sql } from "drizzle-orm"
import { Effect } from "effect"
import { query, type Db, type DatabaseError } from "./Database.ts"
import type { TableRows } from "./datasetRows.ts"
import { insertAll } from "./loadRows.ts"
import * as schema from "./schema/index.ts"

/** Rows per UPDATE statement, as insertAll's chunks. */
const rowsPerStatement = 5000

const chunks = <A>(rows: ReadonlyArray<A>): ReadonlyArray<ReadonlyArray<A>> => {
  const out: Array<ReadonlyArray<A>> = []
  for (let start = 0; start < rows.length; start += rowsPerStatement) out.push(rows.slice(start, start + rowsPerStatement))
  return out
}

/** The market's words of the products rows, matched by id and SKU (so a row of another catalogue is left alone). */
const updateProducts = (db: Db, rows: TableRows["products"]) =>
  Effect.forEach(chunks(rows), (part) => {
    const document = JSON.stringify(part.map((p) => ({
      id: p.id,
      legacy_sku: p.legacySku,
      title: p.title,
      model_display_name: p.modelDisplayName,
      short_title: p.shortTitle,
      config_summary: p.configSummary,
      model_label: p.modelLabel,
      colour_label: p.colourLabel,
      connectivity_label: p.connectivityLabel ?? null,
      material_label: p.materialLabel ?? null
    })))
    return query("products' words", () => db.execute(sql`
update products p set title = d.title, model_display_name = d.model_display_name, short_title = d.short_title,
  config_summary = d.config_summary, model_label = d.model_label, colour_label = d.colour_label,
  connectivity_label = d.connectivity_label, material_label = d.material_label
from jsonb_to_recordset(${document}::jsonb) as d(id integer, legacy_sku text, title text, model_display_name text,
  short_title text, config_summary text, model_label text, colour_label text, connectivity_label text, material_label text)
where p.id = d.id and p.legacy_sku = d.legacy_sku`))
  }, { discard: true })

/** Accessories' names and kinds, matched by id, market and type. */
const updateAccessories = (db: Db, rows: TableRows["accessories"]) =>
  Effect.forEach(chunks(rows), (part) => {
    const document = JSON.stringify(part.map((a) => ({ id: a.id, market: a.market, type: a.type, name: a.name, kind_id: a.kindId ?? null })))
    return query("accessories' words", () => db.execute(sql`
update accessories x set name = d.name, kind_id = d.kind_id
from jsonb_to_recordset(${document}::jsonb) as d(id integer, market text, type text, name text, kind_id text)
where x.id = d.id and x.market = d.market and x.type = d.type`))
  }, { discard: true })

/**
 * Brings the catalogue's words into a database seeded before they existed (migration 0011 left the
 * product labels as the catalogue's own values): when the colour families are missing, writes the
 * word tables and the market's words of the products and accessories the seed `rows` name, and the
 * return addresses. Prices, stock and orders are not touched. Run inside the seed's transaction.
 */
export const writeCatalogueWords = (db: Db, rows: () => TableRows): Effect.Effect<void, DatabaseError> =>
  Effect.gen(function* () {
    const [present] = yield* query("colour families", () => db.select({ n: count() }).from(schema.colourFamilies))
    if ((present?.n ?? 0) > 0) return
    const seeded = rows()
    const models = new Set((yield* query("model ids", () => db.select({ id: schema.models.id }).from(schema.models))).map((m) => m.id))
    yield* insertAll(db, schema.modelNames, seeded.modelNames.filter((n) => models.has(n.modelId)))
    yield* insertAll(db, schema.colourFamilies, seeded.colourFamilies)
    yield* insertAll(db, schema.colourFamilyNames, seeded.colourFamilyNames)
    yield* insertAll(db, schema.colours, seeded.colours)
    yield* insertAll(db, schema.colourNames, seeded.colourNames)
    yield* insertAll(db, schema.specValueNames, seeded.specValueNames)
    yield* insertAll(db, schema.accessoryKinds, seeded.accessoryKinds)
    yield* insertAll(db, schema.accessoryKindNames, seeded.accessoryKindNames)
    yield* query("return addresses", () => db.delete(schema.returnAddresses))
    yield* insertAll(db, schema.returnAddresses, seeded.returnAddresses)
    yield* updateProducts(db, seeded.products)
    yield* updateAccessories(db, seeded.accessories)
  })
