import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { warrantyClaimRepositorySuite } from "@shop/core/test-support/backend/warrantyClaimRepositorySuite"
import { AccountsRepositoryPg } from "../../src/postgres/repositories/AccountsRepositoryPg.ts"
import { OrderRepositoryPg } from "../../src/postgres/repositories/index.ts"
import { WarrantyClaimRepositoryPg } from "../../src/postgres/repositories/WarrantyClaimRepositoryPg.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/** Core's WarrantyClaimRepository contract on every test database (PGlite; PostgreSQL with TEST_DATABASE_URL). */
for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    warrantyClaimRepositorySuite("WarrantyClaimRepositoryPg", (dataset) =>
      Layer.mergeAll(WarrantyClaimRepositoryPg.layer, OrderRepositoryPg.layer, AccountsRepositoryPg.layer).pipe(
        Layer.provide(shared.seeded(dataset)),
        Layer.orDie
      ))
  })
}
