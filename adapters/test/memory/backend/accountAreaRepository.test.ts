import { Effect, Layer } from "effect"
import { accountAreaRepositorySuite } from "@shop/core/test-support/backend/accountAreaRepositorySuite"
import { accountAreaRepositoryMemoryLayer } from "../../../src/memory/backend/AccountAreaRepositoryMemory.ts"
import { accountStoresMemoryLayer } from "../../../src/memory/backend/AccountsMemory.ts"
import { MemoryState } from "../../../src/memory/backend/memoryState.ts"
import { orderRepositoryMemoryLayer } from "../../../src/memory/backend/OrderRepositoryMemory.ts"
import { sellOrderRepositoryMemoryLayer } from "../../../src/memory/backend/SellRepositoriesMemory.ts"

accountAreaRepositorySuite("AccountAreaRepository (memory)", (dataset) =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(dataset)
    return Layer.mergeAll(
      accountAreaRepositoryMemoryLayer(state),
      orderRepositoryMemoryLayer(state),
      sellOrderRepositoryMemoryLayer(state)
    ).pipe(Layer.provideMerge(accountStoresMemoryLayer))
  })))
