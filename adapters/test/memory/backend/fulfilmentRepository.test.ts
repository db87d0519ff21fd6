import { Effect, Layer } from "effect"
import { fulfilmentRepositorySuite } from "@shop/core/test-support/backend/fulfilmentRepositorySuite"
import { accountAreaRepositoryMemoryLayer } from "../../../src/memory/backend/AccountAreaRepositoryMemory.ts"
import { fulfilmentRepositoryMemoryLayer } from "../../../src/memory/backend/FulfilmentRepositoryMemory.ts"
import { MemoryState } from "../../../src/memory/backend/memoryState.ts"
import { orderRepositoryMemoryLayer } from "../../../src/memory/backend/OrderRepositoryMemory.ts"

fulfilmentRepositorySuite("FulfilmentRepository (memory)", (dataset) =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(dataset)
    return Layer.mergeAll(fulfilmentRepositoryMemoryLayer(state), orderRepositoryMemoryLayer(state), accountAreaRepositoryMemoryLayer(state))
  })))
