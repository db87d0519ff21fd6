import { describe } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { accountStoreSuite } from "@shop/core/test-support/backend/accountStoreSuite"
import { sessionStoreSuite } from "@shop/core/test-support/backend/sessionStoreSuite"
import { Database } from "../../src/postgres/Database.ts"
import { AccountsRepositoryPg } from "../../src/postgres/repositories/AccountsRepositoryPg.ts"
import { SessionRepositoryPg } from "../../src/postgres/repositories/SessionRepositoryPg.ts"
import { resetDatabase } from "../../src/postgres/reset.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    const emptied = () =>
      Layer.effect(Database, Effect.as(Effect.provideService(resetDatabase, Database, shared.database()), shared.database()))
    const stores = () => Layer.mergeAll(AccountsRepositoryPg.layer, AccountsRepositoryPg.layerOutbox, SessionRepositoryPg.layer).pipe(Layer.provide(emptied()))
    accountStoreSuite(`AccountsRepositoryPg (${variant.name})`, stores)
    sessionStoreSuite(`SessionRepositoryPg (${variant.name})`, stores)
  })
}
