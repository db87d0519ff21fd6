import { Effect, Layer } from "effect"
import type { BackendDataset } from "../../../../src/backend/dataset.ts"
import { catalogRepositoryMemoryLayer } from "./CatalogRepositoryMemory.ts"
import { imageRepositoryMemoryLayer } from "./ImageRepositoryMemory.ts"
import { locationsRepositoryMemoryLayer } from "./LocationsRepositoryMemory.ts"
import { MemoryState } from "./memoryState.ts"
import { orderRepositoryMemoryLayer } from "./OrderRepositoryMemory.ts"
import { paymentGatewayMemoryLayer } from "./PaymentGatewayMemory.ts"
import { SecretTokensMemory } from "./SecretTokensMemory.ts"
import { sellCatalogRepositoryMemoryLayer, sellOrderRepositoryMemoryLayer } from "./SellRepositoriesMemory.ts"
import { PhoneNumbersTable } from "../../phoneNumbersTable.ts"

export * from "./CatalogRepositoryMemory.ts"
export * from "./ImageRepositoryMemory.ts"
export * from "./LocationsRepositoryMemory.ts"
export * from "./memoryState.ts"
export * from "./OrderRepositoryMemory.ts"
export * from "./PaymentGatewayMemory.ts"
export * from "./SellRepositoriesMemory.ts"

/**
 * Every backend port in memory over one shared state (fresh each time the layer is built), and the
 * phone numbering plan the order and payout rules ask (the known numbers' table).
 */
export const memoryBackendLayer = (dataset: BackendDataset) =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(dataset)
    return Layer.mergeAll(
      catalogRepositoryMemoryLayer(state),
      orderRepositoryMemoryLayer(state),
      paymentGatewayMemoryLayer(state),
      sellCatalogRepositoryMemoryLayer(state),
      sellOrderRepositoryMemoryLayer(state),
      locationsRepositoryMemoryLayer(state),
      imageRepositoryMemoryLayer(state),
      SecretTokensMemory.layer,
      PhoneNumbersTable.layer
    )
  }))
export * from "./SecretTokensMemory.ts"
