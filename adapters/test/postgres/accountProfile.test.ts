import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { accountProfileRepositorySuite } from "@shop/core/test-support/backend/accountProfileRepositorySuite"
import { AccountProfileRepositoryPg } from "../../src/postgres/repositories/AccountProfileRepositoryPg.ts"
import { AccountsRepositoryPg } from "../../src/postgres/repositories/AccountsRepositoryPg.ts"
import { suiteDataset } from "@shop/core/test-support/backend/dataset"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/** Core's AccountProfileRepository contract on every test database (PGlite; PostgreSQL with TEST_DATABASE_URL). */
for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    accountProfileRepositorySuite("AccountProfileRepositoryPg", () =>
      Layer.mergeAll(AccountProfileRepositoryPg.layer, AccountsRepositoryPg.layer).pipe(
        Layer.provide(shared.seeded(suiteDataset)),
        Layer.orDie
      ))
  })
}
