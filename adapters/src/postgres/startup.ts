import { Config, Console, Effect, Layer, Option, Redacted, Schema } from "effect"
import { defaultSeedNumber } from "../seed/generateSeed.ts"
import { layerFromConfig } from "./layers.ts"
import { migrate } from "./migrate.ts"
import { layerPaymentGateway, layerStores, type PaymentsSetting } from "./repositories/index.ts"
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

/**
 * PAYMENTS: `sandbox` (the app's own test gateway: its page settles payments without taking money)
 * or `none`. Unset, it is `sandbox` for the embedded setup (no DATABASE_URL: a developer's or a
 * demo's machine) and `none` with DATABASE_URL, so a deployment serves the sandbox only when told to.
 */
export const paymentsSetting = Effect.gen(function* () {
  const configured = yield* Config.option(Config.schema(Schema.Literals(["sandbox", "none"]), "PAYMENTS"))
  if (Option.isSome(configured)) return configured.value satisfies PaymentsSetting
  const url = yield* Config.option(Config.Redacted("DATABASE_URL"))
  const embedded = Option.isNone(Option.filter(url, (u) => Redacted.value(u).trim() !== ""))
  return (embedded ? "sandbox" : "none") satisfies PaymentsSetting
})

/** The payment gateway PAYMENTS names. */
export const layerPaymentGatewayFromConfig = Layer.unwrap(Effect.map(paymentsSetting, layerPaymentGateway))

/**
 * Every backend port over the configured, migrated (and seeded) database, with the configured
 * payment gateway. The Database service is exposed too (tests check that nothing was written).
 */
export const layerBackendFromConfig = Layer.mergeAll(layerStores, layerPaymentGatewayFromConfig).pipe(
  Layer.provideMerge(layerDatabaseReady)
)
