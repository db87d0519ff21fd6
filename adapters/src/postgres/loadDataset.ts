import { Clock, Effect } from "effect"
import type { BackendDataset } from "@shop/core/backend/dataset"
import { Database, query } from "./Database.ts"
import { datasetRows } from "./datasetRows.ts"
import { loadRows } from "./loadRows.ts"
import { loadPriceHistory } from "./priceHistoryRows.ts"
import { truncateAll } from "./reset.ts"

/**
 * Replaces the whole content of the database with `dataset`, in one transaction (the contract
 * suites start every test from their dataset this way; nothing is half-loaded on a failure). The
 * products' price history is written as of now (seed/priceHistory.ts), agreeing with their previous prices.
 */
export const loadDataset = (dataset: BackendDataset) =>
  Effect.gen(function* () {
    const database = yield* Database
    const now = yield* Clock.currentTimeMillis
    yield* database.transaction("load dataset", (tx) =>
      Effect.gen(function* () {
        yield* query("reset before load", () => truncateAll(tx))
        const rows = datasetRows(dataset)
        yield* loadRows(tx, rows)
        yield* loadPriceHistory(tx, rows.products, now)
      }))
  }).pipe(Effect.withSpan("Database.loadDataset"))
