import "server-only"
import { layerFromConfig, layerRepositories, migrate, seedDatabase } from "@shop/adapters/postgres/index"
import { defaultSeedNumber } from "@shop/adapters/seed/index"
import { Config, Effect, Layer } from "effect"

/**
 * The application layer of the server runtime (src/server/runtime.ts), configured from the
 * environment:
 * - the database: PostgreSQL when DATABASE_URL is set, else PGlite in PGLITE_DATA_DIR (default
 *   `.data/pglite` under the server's working directory; `memory://` for an in-memory database);
 * - on start: the migrations, then the seed (SEED_NUMBER, default the seed's own default) when the
 *   database has never been seeded. A seeded database is left as it is, orders included;
 * - the repositories and the sandbox payment gateway over that database.
 * The Database service is exposed too, for the tests' "nothing was written" checks.
 */

/** Runs once per runtime, before the first request is served. */
const prepareDatabase = Layer.effectDiscard(
  Effect.gen(function*() {
    const seedNumber = yield* Config.Int("SEED_NUMBER").pipe(Config.withDefault(defaultSeedNumber))
    yield* migrate
    const outcome = yield* seedDatabase(seedNumber)
    if (outcome.seeded) yield* Effect.logInfo(`Seeded the database with seed ${seedNumber} (${outcome.products} products)`)
  })
)

const database = prepareDatabase.pipe(Layer.provideMerge(layerFromConfig))

export const AppLayer = layerRepositories.pipe(Layer.provideMerge(database))
