import { Effect, Layer } from "effect"
import { dashboardReadsSuite } from "@shop/core/test-support/backend/dashboardReadsSuite"
import { dashboardReadsMemoryLayer } from "../../../src/memory/backend/DashboardReadsMemory.ts"
import { MemoryState } from "../../../src/memory/backend/memoryState.ts"
import { orderRepositoryMemoryLayer } from "../../../src/memory/backend/OrderRepositoryMemory.ts"
import { sellOrderRepositoryMemoryLayer } from "../../../src/memory/backend/SellRepositoriesMemory.ts"

dashboardReadsSuite("DashboardReads (memory)", (dataset) =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(dataset)
    return Layer.mergeAll(dashboardReadsMemoryLayer(state), orderRepositoryMemoryLayer(state), sellOrderRepositoryMemoryLayer(state))
  })))
