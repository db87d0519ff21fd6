import { Layer } from "effect"
import { makeOrderRepositoryMemory, MemoryState } from "../support/backend/memory/index.ts"
import { orderRepositorySuite } from "../support/backend/orderRepositorySuite.ts"
import { OrderRepository } from "../../src/backend/ports/OrderRepository.ts"

orderRepositorySuite("OrderRepository (memory)", (dataset) =>
  Layer.sync(OrderRepository, () => makeOrderRepositoryMemory(new MemoryState(dataset))))
