import { describe } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { rateLimitStoreSuite } from "@shop/core/test-support/backend/rateLimitStoreSuite"
import { spentHumanChecksSuite } from "@shop/core/test-support/backend/spentHumanChecksSuite"
import { Database } from "../../src/postgres/Database.ts"
import { RateLimitStorePg } from "../../src/postgres/repositories/RateLimitStorePg.ts"
import { SpentHumanChecksPg } from "../../src/postgres/repositories/SpentHumanChecksPg.ts"
import { resetDatabase } from "../../src/postgres/reset.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    const emptied = () =>
      Layer.effect(Database, Effect.as(Effect.provideService(resetDatabase, Database, shared.database()), shared.database()))
    rateLimitStoreSuite(`RateLimitStorePg (${variant.name})`, () => RateLimitStorePg.layer.pipe(Layer.provide(emptied())))
    spentHumanChecksSuite(`SpentHumanChecksPg (${variant.name})`, () => SpentHumanChecksPg.layer.pipe(Layer.provide(emptied())))
  })
}
