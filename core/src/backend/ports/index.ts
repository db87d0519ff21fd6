/**
 * Repository and gateway ports of the backend: one Context.Service each. Adapters live in adapters/.
 * Contract suites: core/test/support/backend/<port>Suite.ts, each
 *   `xSuite(name, makeLayer: (dataset: BackendDataset) => Layer<X>)` — the suite hands the adapter
 * the rows to start from (read-side ports) and the adapter builds a fresh, seeded layer per test.
 * Write-side ports (orders, sell orders, gateway) get the dataset too (orders need products).
 */
export * from "./CatalogRepository.ts"
export * from "./ImageRepository.ts"
export * from "./LocationsRepository.ts"
export * from "./OrderRepository.ts"
export * from "./PaymentGateway.ts"
export * from "./PublicId.ts"
export * from "./SellCatalogRepository.ts"
export * from "./SellOrderRepository.ts"
export * from "./SecretTokens.ts"
export * from "./RateLimitStore.ts"
export * from "./SpentHumanChecks.ts"
