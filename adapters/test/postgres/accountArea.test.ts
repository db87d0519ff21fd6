import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { accountAreaRepositorySuite } from "@shop/core/test-support/backend/accountAreaRepositorySuite"
import { AccountAreaRepositoryPg } from "../../src/postgres/repositories/AccountAreaRepositoryPg.ts"
import { AccountsRepositoryPg } from "../../src/postgres/repositories/AccountsRepositoryPg.ts"
import { OrderRepositoryPg, SellOrderRepositoryPg } from "../../src/postgres/repositories/index.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/** Core's AccountAreaRepository contract on every test database (PGlite; PostgreSQL with TEST_DATABASE_URL). */
for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    accountAreaRepositorySuite("AccountAreaRepositoryPg", (dataset) =>
      Layer.mergeAll(AccountAreaRepositoryPg.layer, OrderRepositoryPg.layer, SellOrderRepositoryPg.layer, AccountsRepositoryPg.layer).pipe(
        Layer.provide(shared.seeded(dataset)),
        Layer.orDie
      ))
  })
}
