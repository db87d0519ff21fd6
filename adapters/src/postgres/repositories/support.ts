import { sql, type SQL } from "drizzle-orm"
import type { AnyPgColumn } from "drizzle-orm/pg-core"
import { Effect, Schema } from "effect"
import { RepositoryError } from "@shop/core/errors"
import { isPublicId } from "@shop/core/backend/ports/PublicId"
import type { DatabaseError } from "../Database.ts"

/** A database failure as the ports see it: the storage is unavailable (HTTP 503 upstream). */
export const toRepositoryError = (error: DatabaseError): RepositoryError =>
  new RepositoryError({ operation: error.operation, message: error.message })

/** Maps the DatabaseError of `self` to the ports' RepositoryError, keeping every other failure. */
export const orRepositoryError = <A, E, R>(
  self: Effect.Effect<A, E | DatabaseError, R>
): Effect.Effect<A, Exclude<E, DatabaseError> | RepositoryError, R> =>
  Effect.catchTag(self as Effect.Effect<A, DatabaseError, R>, "DatabaseError", (e) => Effect.fail(toRepositoryError(e))) as Effect.Effect<
    A,
    Exclude<E, DatabaseError> | RepositoryError,
    R
  >

/**
 * Order, sell-order and payment ids are UUIDs (core ports/PublicId.ts). Anything else ("", "1",
 * upper case, braces) names nothing, so it is answered as unknown without asking the database,
 * where a malformed uuid would be a query error rather than "no row".
 */
export const parseUuid = (id: string): string | undefined => (isPublicId(id) ? id : undefined)

/** Code-point order, as core's memory fakes sort (and independent of the database's collation). */
export const byCodePoint = (column: AnyPgColumn | SQL): SQL => sql`${column} collate "C"`

/** JS code-point comparison, the same order as `byCodePoint`. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Distinct values, first occurrence kept. */
export const unique = <A>(values: ReadonlyArray<A>): ReadonlyArray<A> => [...new Set(values)]

/** Decodes a jsonb document with core's Schema; a stored document that no longer decodes is a storage failure. */
export const decodeStored = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, operation: string) =>
  (value: unknown): Effect.Effect<S["Type"], RepositoryError> =>
    Schema.decodeUnknownEffect(schema)(value).pipe(
      Effect.mapError((issue) => new RepositoryError({ operation, message: `stored document does not decode: ${issue.message}` }))
    )

/** The rows of a raw `db.execute`: node-postgres and PGlite both answer `{ rows }` (objects by column name). */
export const rowsOf = (result: unknown): ReadonlyArray<Record<string, unknown>> => {
  const rows: unknown = typeof result === "object" && result !== null ? Reflect.get(result, "rows") : undefined
  return Array.isArray(rows) ? rows : []
}
