import { describe } from "@effect/vitest"
import { Layer } from "effect"
import type { BackendDataset } from "@shop/core/backend/dataset"
import { catalogRepositorySuite } from "@shop/core/test-support/backend/catalogRepositorySuite"
import { imageRepositorySuite } from "@shop/core/test-support/backend/imageRepositorySuite"
import { locationsRepositorySuite } from "@shop/core/test-support/backend/locationsRepositorySuite"
import { orderRepositorySuite } from "@shop/core/test-support/backend/orderRepositorySuite"
import { paymentGatewaySuite } from "@shop/core/test-support/backend/paymentGatewaySuite"
import { sellCatalogRepositorySuite } from "@shop/core/test-support/backend/sellCatalogRepositorySuite"
import { sellOrderRepositorySuite } from "@shop/core/test-support/backend/sellOrderRepositorySuite"
import { staffProductRepositorySuite } from "@shop/core/test-support/backend/staffProductRepositorySuite"
import { StaffProductRepositoryPg } from "../../src/postgres/repositories/StaffProductRepositoryPg.ts"
import { sellOrderProgressSuite } from "@shop/core/test-support/backend/sellOrderProgressSuite"
import { tradeInRepositorySuite } from "@shop/core/test-support/backend/tradeInRepositorySuite"
import type { Database } from "../../src/postgres/Database.ts"
import {
  CatalogRepositoryPg,
  ImageRepositoryPg,
  LocationsRepositoryPg,
  OrderRepositoryPg,
  PaymentGatewaySandbox,
  SellCatalogRepositoryPg,
  SellOrderRepositoryPg,
  TradeInRepositoryPg
} from "../../src/postgres/repositories/index.ts"
import { shareDatabase, testVariants } from "./support/testDatabases.ts"

/**
 * Core's contract suites against the PostgreSQL adapters, on every test database (PGlite in
 * memory; PostgreSQL too when TEST_DATABASE_URL is set). One database per variant for the whole
 * file; each test empties it and loads the suite's dataset.
 */
for (const variant of testVariants()) {
  describe(variant.name, () => {
    const shared = shareDatabase(variant)
    const over = <A>(adapter: Layer.Layer<A, never, Database>) => (dataset: BackendDataset) =>
      adapter.pipe(Layer.provide(shared.seeded(dataset)), Layer.orDie)

    catalogRepositorySuite("CatalogRepositoryPg", over(CatalogRepositoryPg.layer))
    locationsRepositorySuite("LocationsRepositoryPg", over(LocationsRepositoryPg.layer))
    orderRepositorySuite("OrderRepositoryPg", over(OrderRepositoryPg.layer))
    sellCatalogRepositorySuite("SellCatalogRepositoryPg", over(SellCatalogRepositoryPg.layer))
    sellOrderRepositorySuite("SellOrderRepositoryPg", over(SellOrderRepositoryPg.layer))
    sellOrderProgressSuite("SellOrderRepositoryPg: progress", over(SellOrderRepositoryPg.layer))
    paymentGatewaySuite("PaymentGatewaySandbox", over(PaymentGatewaySandbox.layer))
    imageRepositorySuite("ImageRepositoryPg", over(ImageRepositoryPg.layer))
    staffProductRepositorySuite("StaffProductRepositoryPg", over(StaffProductRepositoryPg.layer))
    tradeInRepositorySuite("TradeInRepositoryPg", over(Layer.mergeAll(TradeInRepositoryPg.layer, OrderRepositoryPg.layer, SellOrderRepositoryPg.layer)))
  })
}
