import { describe } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { contactMessageRepositorySuite } from "@shop/core/test-support/backend/contactMessageRepositorySuite"
import { reviewRepositorySuite } from "@shop/core/test-support/backend/reviewRepositorySuite"
import { Database } from "../../src/postgres/Database.ts"
import { ContactMessageRepositoryPg } from "../../src/postgres/repositories/ContactMessageRepositoryPg.ts"
import { ReviewRepositoryPg } from "../../src/postgres/repositories/ReviewRepositoryPg.ts"
import { resetDatabase } from "../../src/postgres/reset.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/**
 * The review and contact repositories against core's contract suites, on every test database (PGlite
 * in memory; PostgreSQL too when TEST_DATABASE_URL is set). Each test starts from an empty database.
 */
for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    const emptied = () =>
      Layer.effect(Database, Effect.as(Effect.provideService(resetDatabase, Database, shared.database()), shared.database()))
    reviewRepositorySuite("ReviewRepositoryPg", () => ReviewRepositoryPg.layer.pipe(Layer.provide(emptied())))
    contactMessageRepositorySuite("ContactMessageRepositoryPg", () => ContactMessageRepositoryPg.layer.pipe(Layer.provide(emptied())))
  })
}
