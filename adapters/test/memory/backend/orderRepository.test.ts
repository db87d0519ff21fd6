import { Layer } from "effect"
import { makeOrderRepositoryMemory } from "../../../src/memory/backend/OrderRepositoryMemory.ts"
import { MemoryState } from "../../../src/memory/backend/memoryState.ts"
import { orderRepositorySuite } from "@shop/core/test-support/backend/orderRepositorySuite"
import { OrderRepository } from "@shop/core/backend/ports/OrderRepository"

orderRepositorySuite("OrderRepository (memory)", (dataset) =>
  Layer.sync(OrderRepository, () => makeOrderRepositoryMemory(new MemoryState(dataset))))
