import { Effect, Layer } from "effect"
import { warrantyClaimRepositorySuite } from "../../support/backend/warrantyClaimRepositorySuite.ts"
import { accountStoresMemoryLayer } from "../../support/backend/memory/AccountsMemory.ts"
import { MemoryState } from "../../support/backend/memory/memoryState.ts"
import { orderRepositoryMemoryLayer } from "../../support/backend/memory/OrderRepositoryMemory.ts"
import { warrantyClaimRepositoryMemoryLayer } from "../../support/backend/memory/WarrantyClaimRepositoryMemory.ts"

warrantyClaimRepositorySuite("WarrantyClaimRepository (memory)", (dataset) =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(dataset)
    return Layer.mergeAll(warrantyClaimRepositoryMemoryLayer, orderRepositoryMemoryLayer(state)).pipe(
      Layer.provideMerge(accountStoresMemoryLayer)
    )
  })))
