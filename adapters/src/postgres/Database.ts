import { Context, Effect, Exit, Schema, type Scope } from "effect"
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core"
import type * as schema from "./schema/index.ts"

/**
 * The Drizzle database both drivers give: `drizzle-orm/pglite` (embedded, in a data folder or in
 * memory) and `drizzle-orm/node-postgres` (a pg Pool on DATABASE_URL). Repositories only use the
 * common PgDatabase surface, so one repository works on both. A transaction is a Db too.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Driver = "pglite" | "pg"

/** A database call that failed. `code` is PostgreSQL's SQLSTATE when the server gave one (23505 ...). */
export class DatabaseError extends Schema.TaggedError<DatabaseError>()("DatabaseError", {
  operation: Schema.String,
  message: Schema.String,
  code: Schema.NullOr(Schema.String)
}) {}

/** SQLSTATE of a failure: Drizzle wraps the driver's error (pg and PGlite both set `code`) in `cause`. */
export const sqlState = (error: unknown): string | null => {
  let current: unknown = error
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    const code: unknown = Reflect.get(current, "code")
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code
    current = Reflect.get(current, "cause")
  }
  return null
}

const messageOf = (error: unknown): string => {
  const cause = typeof error === "object" && error !== null ? Reflect.get(error, "cause") : undefined
  const own = error instanceof Error ? error.message : String(error)
  return cause instanceof Error ? `${own}: ${cause.message}` : own
}

export const toDatabaseError = (operation: string) => (error: unknown): DatabaseError =>
  new DatabaseError({ operation, message: messageOf(error), code: sqlState(error) })

export const isUniqueViolation = (error: DatabaseError): boolean => error.code === "23505"

/** Runs one Drizzle call as an Effect; any rejection becomes a DatabaseError named after `operation`. */
export const query = <A>(operation: string, run: () => Promise<A>): Effect.Effect<A, DatabaseError> =>
  Effect.tryPromise({ try: run, catch: toDatabaseError(operation) })

/** Carries a failed Exit out of the Drizzle transaction callback, which rolls back on a throw. */
class Rollback {
  constructor(readonly exit: Exit.Exit<never, unknown>) {}
}

/**
 * Runs `body` in one database transaction: committed when it succeeds, rolled back when it fails
 * (with its own typed error, kept) or when the database rejects a statement (a DatabaseError).
 * Inside `body` use `tx` only: PGlite has a single connection, so a statement on the outer
 * database would wait for this very transaction forever.
 */
export const transaction = <A, E, R>(
  db: Db,
  operation: string,
  body: (tx: Db) => Effect.Effect<A, E, R>
): Effect.Effect<A, E | DatabaseError, R> =>
  Effect.gen(function* () {
    const context = yield* Effect.context<R>()
    const exit: Exit.Exit<A, E | DatabaseError> = yield* Effect.promise(() =>
      db
        .transaction(async (tx) => {
          const result = await Effect.runPromiseExit(Effect.provideContext(body(tx), context))
          if (Exit.isFailure(result)) throw new Rollback(result as Exit.Exit<never, unknown>)
          return result
        })
        .catch((error: unknown): Exit.Exit<A, E | DatabaseError> =>
          error instanceof Rollback
            ? (error.exit as Exit.Exit<never, E>)
            : Exit.fail(toDatabaseError(operation)(error))
        )
    )
    return yield* exit
  })

export interface DatabaseShape {
  readonly driver: Driver
  readonly db: Db
  /** `query` bound to this database. */
  readonly query: <A>(operation: string, run: (db: Db) => Promise<A>) => Effect.Effect<A, DatabaseError>
  /** Applies the SQL migrations of `migrationsFolder` with the driver's own Drizzle migrator. */
  readonly migrate: (migrationsFolder: string) => Effect.Effect<void, DatabaseError>
  /** `transaction` bound to this database. */
  readonly transaction: <A, E, R>(
    operation: string,
    body: (tx: Db) => Effect.Effect<A, E, R>
  ) => Effect.Effect<A, E | DatabaseError, R>
  /**
   * LISTEN on `channel` for as long as the scope lasts: `handlers.notify` receives the payload of each
   * `pg_notify(channel, payload)` committed by any connection (on PostgreSQL: any process).
   * `handlers.lost` is called once if the listening connection breaks (PostgreSQL holds one pool
   * connection for it; PGlite listens in process and never loses it).
   */
  readonly listen: (channel: string, handlers: ListenHandlers) => Effect.Effect<void, DatabaseError, Scope.Scope>
}

export interface ListenHandlers {
  readonly notify: (payload: string) => void
  readonly lost: (reason: string) => void
}

/** How a driver listens; `makeDatabase` wraps it as `DatabaseShape.listen`. Resolves to the unlisten function. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>

/** The shop's database: one Drizzle schema on PGlite or PostgreSQL. */
export class Database extends Context.Service<Database, DatabaseShape>()("@shop/adapters/postgres/Database") {}

export const makeDatabase = (
  driver: Driver,
  db: Db,
  migrate: (migrationsFolder: string) => Promise<void>,
  listen: Listen
): DatabaseShape => ({
  driver,
  db,
  listen: (channel, handlers) =>
    Effect.acquireRelease(
      query(`listen ${channel}`, () => listen(channel, handlers)),
      (unlisten) => Effect.promise(() => unlisten().catch(() => undefined))
    ).pipe(Effect.asVoid),
  migrate: (migrationsFolder) => query(`migrate ${migrationsFolder}`, () => migrate(migrationsFolder)),
  query: (operation, run) => query(operation, () => run(db)),
  transaction: (operation, body) => transaction(db, operation, body)
})
