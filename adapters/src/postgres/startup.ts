import { type Config, Console, Effect, Layer } from "effect"
import { payments, seedNumber, seedOnStart } from "../settings.ts"
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
    if (!(yield* seedOnStart)) return
    const seed = yield* seedNumber
    const outcome = yield* seedDatabase(seed)
    if (outcome.seeded) yield* Console.log(`database seeded with ${seed} (${outcome.products} products)`)
  })
).pipe(Layer.provideMerge(layerFromConfig))

/** PAYMENTS (src/settings.ts): `sandbox` by default without DATABASE_URL, `none` with it. */
export const paymentsSetting: Effect.Effect<PaymentsSetting, Config.ConfigError> = payments

/** The payment gateway PAYMENTS names. */
export const layerPaymentGatewayFromConfig = Layer.unwrap(Effect.map(paymentsSetting, layerPaymentGateway))

/**
 * Every backend port over the configured, migrated (and seeded) database, with the configured
 * payment gateway. The Database service is exposed too (tests check that nothing was written).
 */
export const layerBackendFromConfig = Layer.mergeAll(layerStores, layerPaymentGatewayFromConfig).pipe(
  Layer.provideMerge(layerDatabaseReady)
)
