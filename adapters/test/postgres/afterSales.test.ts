import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { afterSalesRepositorySuite } from "@shop/core/test-support/backend/afterSalesRepositorySuite"
import { AccountAreaRepositoryPg } from "../../src/postgres/repositories/AccountAreaRepositoryPg.ts"
import { AccountsRepositoryPg } from "../../src/postgres/repositories/AccountsRepositoryPg.ts"
import { AfterSalesRepositoryPg } from "../../src/postgres/repositories/AfterSalesRepositoryPg.ts"
import { OrderRepositoryPg } from "../../src/postgres/repositories/index.ts"
import { WarrantyClaimRepositoryPg } from "../../src/postgres/repositories/WarrantyClaimRepositoryPg.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/** Core's AfterSalesRepository contract on every test database (PGlite; PostgreSQL with TEST_DATABASE_URL). */
for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    afterSalesRepositorySuite("AfterSalesRepositoryPg", (dataset) =>
      Layer.mergeAll(AfterSalesRepositoryPg.layer, AccountAreaRepositoryPg.layer, WarrantyClaimRepositoryPg.layer, OrderRepositoryPg.layer, AccountsRepositoryPg.layer).pipe(
        Layer.provide(shared.seeded(dataset)),
        Layer.orDie
      ))
  })
}
