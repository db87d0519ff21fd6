import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { customerDirectorySuite } from "@shop/core/test-support/backend/customerDirectorySuite"
import { dashboardReadsSuite } from "@shop/core/test-support/backend/dashboardReadsSuite"
import { AccountsRepositoryPg } from "../../src/postgres/repositories/AccountsRepositoryPg.ts"
import { CustomerDirectoryPg } from "../../src/postgres/repositories/CustomerDirectoryPg.ts"
import { DashboardReadsPg } from "../../src/postgres/repositories/DashboardReadsPg.ts"
import { OrderRepositoryPg, SellOrderRepositoryPg } from "../../src/postgres/repositories/index.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/** The staff console's read ports (issue 18) on every test database (PGlite; PostgreSQL with TEST_DATABASE_URL). */
for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    customerDirectorySuite("CustomerDirectoryPg", (dataset) =>
      Layer.mergeAll(CustomerDirectoryPg.layer, OrderRepositoryPg.layer, AccountsRepositoryPg.layer).pipe(
        Layer.provide(shared.seeded(dataset)),
        Layer.orDie
      ))
    dashboardReadsSuite("DashboardReadsPg", (dataset) =>
      Layer.mergeAll(DashboardReadsPg.layer, OrderRepositoryPg.layer, SellOrderRepositoryPg.layer).pipe(
        Layer.provide(shared.seeded(dataset)),
        Layer.orDie
      ))
  })
}
