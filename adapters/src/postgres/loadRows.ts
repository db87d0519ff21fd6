import { getTableColumns, getTableName, sql } from "drizzle-orm"
import type { PgTable } from "drizzle-orm/pg-core"
import { Effect } from "effect"
import { query, type Db, type DatabaseError } from "./Database.ts"
import type { TableRows } from "./datasetRows.ts"
import * as schema from "./schema/index.ts"

/** Rows per statement: a JSON document of ~5000 rows stays a few MB. */
const rowsPerStatement = 5000

/** JSON for a cell: dates as ISO text, bytes (bytea) in PostgreSQL's hex input form. */
const jsonValue = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : value instanceof Uint8Array ? `\\x${Buffer.from(value).toString("hex")}` : value

/**
 * Bulk INSERT: each chunk of rows travels as ONE jsonb parameter that PostgreSQL unpacks with
 * jsonb_populate_recordset, instead of one parameter per cell. On PGlite this is several times
 * faster than multi-row VALUES (binding tens of thousands of parameters dominates there).
 * Columns left out of the rows take their defaults.
 */
export const insertAll = <T extends PgTable>(
  db: Db,
  table: T,
  rows: ReadonlyArray<T["$inferInsert"]>
): Effect.Effect<void, DatabaseError> => {
  if (rows.length === 0) return Effect.void
  const columns = Object.entries(getTableColumns(table)) as ReadonlyArray<[string, { readonly name: string }]>
  const present = columns.filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined))
  const names = sql.raw(present.map(([, column]) => `"${column.name}"`).join(", "))
  const name = getTableName(table)
  const chunks: Array<ReadonlyArray<T["$inferInsert"]>> = []
  for (let start = 0; start < rows.length; start += rowsPerStatement) chunks.push(rows.slice(start, start + rowsPerStatement))
  return Effect.forEach(
    chunks,
    (part) => {
      const document = JSON.stringify(part.map((row) =>
        Object.fromEntries(present.map(([key, column]) => [column.name, jsonValue((row as Record<string, unknown>)[key] ?? null)]))))
      return query(`insert ${name}`, () =>
        db.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${document}::jsonb)`))
    },
    { discard: true }
  )
}

/** Writes the rows in foreign-key order (parents first). Run it inside a transaction. */
export const loadRows = (db: Db, rows: TableRows): Effect.Effect<void, DatabaseError> =>
  Effect.gen(function* () {
    yield* insertAll(db, schema.brands, rows.brands)
    yield* insertAll(db, schema.models, rows.models)
    yield* insertAll(db, schema.modelNames, rows.modelNames)
    yield* insertAll(db, schema.colourFamilies, rows.colourFamilies)
    yield* insertAll(db, schema.colourFamilyNames, rows.colourFamilyNames)
    yield* insertAll(db, schema.colours, rows.colours)
    yield* insertAll(db, schema.colourNames, rows.colourNames)
    yield* insertAll(db, schema.specValueNames, rows.specValueNames)
    yield* insertAll(db, schema.accessoryKinds, rows.accessoryKinds)
    yield* insertAll(db, schema.accessoryKindNames, rows.accessoryKindNames)
    yield* insertAll(db, schema.products, rows.products)
    yield* insertAll(db, schema.accessories, rows.accessories)
    yield* insertAll(db, schema.productAccessories, rows.productAccessories)
    yield* insertAll(db, schema.extraServices, rows.extraServices)
    yield* insertAll(db, schema.productExtraServices, rows.productExtraServices)
    yield* insertAll(db, schema.shippingCosts, rows.shippingCosts)
    yield* insertAll(db, schema.cartLimitations, rows.cartLimitations)
    yield* insertAll(db, schema.cartLimitedItems, rows.cartLimitedItems)
    yield* insertAll(db, schema.warrantyReturnsSettings, rows.warrantyReturnsSettings)
    yield* insertAll(db, schema.returnAddresses, rows.returnAddresses)
    yield* insertAll(db, schema.sellModels, rows.sellModels)
    yield* insertAll(db, schema.sellPrices, rows.sellPrices)
    yield* insertAll(db, schema.sellDeductions, rows.sellDeductions)
    yield* insertAll(db, schema.sellOptions, rows.sellOptions)
    yield* insertAll(db, schema.sellProviders, rows.sellProviders)
    yield* insertAll(db, schema.lockers, rows.lockers)
    yield* insertAll(db, schema.counties, rows.counties)
    yield* insertAll(db, schema.localities, rows.localities)
    yield* insertAll(db, schema.images, rows.images)
    yield* insertAll(db, schema.productImages, rows.productImages)
  })
