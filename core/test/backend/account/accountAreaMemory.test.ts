import { Effect, Layer } from "effect"
import { accountAreaRepositorySuite } from "../../support/backend/accountAreaRepositorySuite.ts"
import { accountAreaRepositoryMemoryLayer } from "../../support/backend/memory/AccountAreaRepositoryMemory.ts"
import { accountStoresMemoryLayer } from "../../support/backend/memory/AccountsMemory.ts"
import { MemoryState } from "../../support/backend/memory/memoryState.ts"
import { orderRepositoryMemoryLayer } from "../../support/backend/memory/OrderRepositoryMemory.ts"
import { sellOrderRepositoryMemoryLayer } from "../../support/backend/memory/SellRepositoriesMemory.ts"

accountAreaRepositorySuite("AccountAreaRepository (memory)", (dataset) =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(dataset)
    return Layer.mergeAll(
      accountAreaRepositoryMemoryLayer(state),
      orderRepositoryMemoryLayer(state),
      sellOrderRepositoryMemoryLayer(state)
    ).pipe(Layer.provideMerge(accountStoresMemoryLayer))
  })))
