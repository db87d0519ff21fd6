import { describe } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { staffStoreSuite } from "@shop/core/test-support/backend/staffStoreSuite"
import { Database } from "../../src/postgres/Database.ts"
import { StaffRepositoryPg } from "../../src/postgres/repositories/StaffRepositoryPg.ts"
import { resetDatabase } from "../../src/postgres/reset.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    const emptied = () =>
      Layer.effect(Database, Effect.as(Effect.provideService(resetDatabase, Database, shared.database()), shared.database()))
    staffStoreSuite(`staff stores (${variant.name})`, () => StaffRepositoryPg.layer.pipe(Layer.provide(emptied())))
  })
}
