import { Effect } from "effect"
import type { LocationsRepository } from "../../../src/backend/ports/LocationsRepository.ts"
import type { CatalogRepository } from "../../../src/backend/ports/CatalogRepository.ts"
import type { ImageRepository } from "../../../src/backend/ports/ImageRepository.ts"
import type { OrderRepository } from "../../../src/backend/ports/OrderRepository.ts"
import type { PaymentGateway } from "../../../src/backend/ports/PaymentGateway.ts"
import type { SellCatalogRepository } from "../../../src/backend/ports/SellCatalogRepository.ts"
import type { SecretTokens } from "../../../src/backend/ports/SecretTokens.ts"
import type { SellOrderRepository } from "../../../src/backend/ports/SellOrderRepository.ts"
import type { BackendDataset } from "../../../src/backend/dataset.ts"
import type { PhoneNumbers } from "../../../src/ports/PhoneNumbers.ts"
import { suiteDataset } from "./dataset.ts"
import { memoryBackendLayer } from "./memory/index.ts"

export type BackendPorts =
  | CatalogRepository
  | OrderRepository
  | PaymentGateway
  | SellCatalogRepository
  | SellOrderRepository
  | LocationsRepository
  | ImageRepository
  | SecretTokens
  | PhoneNumbers

/** Runs a service program against a fresh in-memory backend seeded with `dataset`. */
export const withMemoryBackend = <A, E>(
  effect: Effect.Effect<A, E, BackendPorts>,
  dataset: BackendDataset = suiteDataset
): Effect.Effect<A, E> => Effect.provide(effect, memoryBackendLayer(dataset))
