import { Effect, Layer } from "effect"
import { warrantyClaimRepositorySuite } from "@shop/core/test-support/backend/warrantyClaimRepositorySuite"
import { accountStoresMemoryLayer } from "../../../src/memory/backend/AccountsMemory.ts"
import { MemoryState } from "../../../src/memory/backend/memoryState.ts"
import { orderRepositoryMemoryLayer } from "../../../src/memory/backend/OrderRepositoryMemory.ts"
import { warrantyClaimRepositoryMemoryLayer } from "../../../src/memory/backend/WarrantyClaimRepositoryMemory.ts"

warrantyClaimRepositorySuite("WarrantyClaimRepository (memory)", (dataset) =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(dataset)
    return Layer.mergeAll(warrantyClaimRepositoryMemoryLayer(state), orderRepositoryMemoryLayer(state)).pipe(
      Layer.provideMerge(accountStoresMemoryLayer)
    )
  })))
