import { Config, Console, Effect, Layer } from "effect"
import { defaultSeedNumber } from "../seed/generateSeed.ts"
import { layerFromConfig } from "./layers.ts"
import { migrate } from "./migrate.ts"
import { layerRepositories } from "./repositories/index.ts"
import { seedDatabase } from "./seed.ts"

/**
 * What a server needs at startup, from configuration: the database (layerFromConfig), migrated,
 * and seeded when it holds no seed yet (SEED_NUMBER, default the seed's own; SEED_ON_START=false
 * leaves an empty database empty, as production does). Migrating and seeding are idempotent and
 * take turns between processes, so every server can run this.
 */
export const layerDatabaseReady = Layer.effectDiscard(
  Effect.gen(function* () {
    yield* migrate
    const seedOnStart = yield* Config.Boolean("SEED_ON_START").pipe(Config.withDefault(true))
    if (!seedOnStart) return
    const seedNumber = yield* Config.Int("SEED_NUMBER").pipe(Config.withDefault(defaultSeedNumber))
    const outcome = yield* seedDatabase(seedNumber)
    if (outcome.seeded) yield* Console.log(`database seeded with ${seedNumber} (${outcome.products} products)`)
  })
).pipe(Layer.provideMerge(layerFromConfig))

/** Every backend port over the configured, migrated (and seeded) database. */
export const layerBackendFromConfig = layerRepositories.pipe(Layer.provideMerge(layerDatabaseReady))
