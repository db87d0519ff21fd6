import { Effect, Layer } from "effect"
import { customerDirectorySuite } from "@shop/core/test-support/backend/customerDirectorySuite"
import { accountStoresMemoryLayer } from "../../../src/memory/backend/AccountsMemory.ts"
import { customerDirectoryMemoryLayer } from "../../../src/memory/backend/CustomerDirectoryMemory.ts"
import { MemoryState } from "../../../src/memory/backend/memoryState.ts"
import { orderRepositoryMemoryLayer } from "../../../src/memory/backend/OrderRepositoryMemory.ts"

customerDirectorySuite("CustomerDirectory (memory)", (dataset) =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(dataset)
    return Layer.mergeAll(customerDirectoryMemoryLayer(state), orderRepositoryMemoryLayer(state)).pipe(Layer.provideMerge(accountStoresMemoryLayer))
  })))
