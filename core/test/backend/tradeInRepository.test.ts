import { memoryBackendLayer } from "@shop/adapters/memory/backend/memoryBackend"
import { tradeInRepositorySuite } from "../support/backend/tradeInRepositorySuite.ts"

tradeInRepositorySuite("TradeInRepositoryMemory", (dataset) => memoryBackendLayer(dataset))
