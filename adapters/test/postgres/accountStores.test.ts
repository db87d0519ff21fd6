import { describe } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { accountStoreSuite } from "@shop/core/test-support/backend/accountStoreSuite"
import { Database } from "../../src/postgres/Database.ts"
import { AccountsRepositoryPg } from "../../src/postgres/repositories/AccountsRepositoryPg.ts"
import { resetDatabase } from "../../src/postgres/reset.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    const emptied = () =>
      Layer.effect(Database, Effect.as(Effect.provideService(resetDatabase, Database, shared.database()), shared.database()))
    accountStoreSuite(`AccountsRepositoryPg (${variant.name})`, () => AccountsRepositoryPg.layer.pipe(Layer.provide(emptied())))
  })
}
