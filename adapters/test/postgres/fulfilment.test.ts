import { describe } from "@effect/vitest"
import { Layer } from "effect"
import { fulfilmentRepositorySuite } from "@shop/core/test-support/backend/fulfilmentRepositorySuite"
import { AccountAreaRepositoryPg } from "../../src/postgres/repositories/AccountAreaRepositoryPg.ts"
import { FulfilmentRepositoryPg, OrderRepositoryPg } from "../../src/postgres/repositories/index.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/** Core's FulfilmentRepository contract on every test database (PGlite; PostgreSQL with TEST_DATABASE_URL). */
for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    fulfilmentRepositorySuite("FulfilmentRepositoryPg", (dataset) =>
      Layer.mergeAll(FulfilmentRepositoryPg.layer, OrderRepositoryPg.layer, AccountAreaRepositoryPg.layer).pipe(
        Layer.provide(shared.seeded(dataset)),
        Layer.orDie
      ))
  })
}
