/**
 * The shop's PostgreSQL adapters: one Drizzle schema on PGlite (embedded default, a data folder;
 * in memory for tests) or PostgreSQL (DATABASE_URL), its migrations, the seed, and every backend
 * repository port over it.
 */
export { Database, DatabaseError, isUniqueViolation, type DatabaseShape, type Db, type Driver } from "./Database.ts"
export { datasetRows, type TableRows } from "./datasetRows.ts"
export {
  defaultPgliteDataDir,
  layerFromConfig,
  layerPg,
  layerPgliteDataDir,
  layerPgliteMemory,
  type PgOptions
} from "./layers.ts"
export { loadDataset } from "./loadDataset.ts"
export { migrate } from "./migrate.ts"
export * from "./repositories/index.ts"
export { allTableNames, resetDatabase } from "./reset.ts"
export { seedDatabase, type SeedOutcome } from "./seed.ts"
export { datasetFromSeed } from "./seedDataset.ts"
export * as schema from "./schema/index.ts"
export { layerBackendFromConfig, layerDatabaseReady, layerPaymentGatewayFromConfig, paymentsSetting } from "./startup.ts"
export { layerTestPg, layerTestPglite, migrated, testDatabaseVariants, type TestDatabaseVariant } from "./testDatabases.ts"
