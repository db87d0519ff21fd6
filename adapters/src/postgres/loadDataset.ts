import { Effect } from "effect"
import type { BackendDataset } from "@shop/core/backend/dataset"
import { Database, query } from "./Database.ts"
import { datasetRows } from "./datasetRows.ts"
import { loadRows } from "./loadRows.ts"
import { truncateAll } from "./reset.ts"

/**
 * Replaces the whole content of the database with `dataset`, in one transaction (the contract
 * suites start every test from their dataset this way; nothing is half-loaded on a failure).
 */
export const loadDataset = (dataset: BackendDataset) =>
  Effect.gen(function* () {
    const database = yield* Database
    yield* database.transaction("load dataset", (tx) =>
      Effect.gen(function* () {
        yield* query("reset before load", () => truncateAll(tx))
        yield* loadRows(tx, datasetRows(dataset))
      }))
  }).pipe(Effect.withSpan("Database.loadDataset"))
