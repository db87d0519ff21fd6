import { Effect, Layer } from "effect"
import { afterSalesRepositorySuite } from "@shop/core/test-support/backend/afterSalesRepositorySuite"
import { accountAreaRepositoryMemoryLayer } from "../../../src/memory/backend/AccountAreaRepositoryMemory.ts"
import { accountStoresMemoryLayer } from "../../../src/memory/backend/AccountsMemory.ts"
import { afterSalesRepositoryMemoryLayer } from "../../../src/memory/backend/AfterSalesRepositoryMemory.ts"
import { MemoryState } from "../../../src/memory/backend/memoryState.ts"
import { orderRepositoryMemoryLayer } from "../../../src/memory/backend/OrderRepositoryMemory.ts"
import { warrantyClaimRepositoryMemoryLayer } from "../../../src/memory/backend/WarrantyClaimRepositoryMemory.ts"

afterSalesRepositorySuite("AfterSalesRepository (memory)", (dataset) =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(dataset)
    return Layer.mergeAll(
      afterSalesRepositoryMemoryLayer(state),
      accountAreaRepositoryMemoryLayer(state),
      warrantyClaimRepositoryMemoryLayer(state),
      orderRepositoryMemoryLayer(state)
    ).pipe(Layer.provideMerge(accountStoresMemoryLayer))
  })))
