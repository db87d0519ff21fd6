import { Layer } from "effect"
import { ImageRepository } from "../../src/backend/ports/ImageRepository.ts"
import { LocationsRepository } from "../../src/backend/ports/LocationsRepository.ts"
import { PaymentGateway } from "../../src/backend/ports/PaymentGateway.ts"
import { SellCatalogRepository } from "../../src/backend/ports/SellCatalogRepository.ts"
import { SellOrderRepository } from "../../src/backend/ports/SellOrderRepository.ts"
import { imageRepositorySuite } from "../support/backend/imageRepositorySuite.ts"
import { locationsRepositorySuite } from "../support/backend/locationsRepositorySuite.ts"
import {
  makeImageRepositoryMemory,
  makeLocationsRepositoryMemory,
  makePaymentGatewayMemory,
  makeSellCatalogRepositoryMemory,
  makeSellOrderRepositoryMemory,
  MemoryState
} from "../support/backend/memory/index.ts"
import { paymentGatewaySuite } from "../support/backend/paymentGatewaySuite.ts"
import { sellCatalogRepositorySuite } from "../support/backend/sellCatalogRepositorySuite.ts"
import { sellOrderRepositorySuite } from "../support/backend/sellOrderRepositorySuite.ts"

paymentGatewaySuite("PaymentGateway (memory sandbox)", (dataset) =>
  Layer.sync(PaymentGateway, () => makePaymentGatewayMemory(new MemoryState(dataset))))

sellCatalogRepositorySuite("SellCatalogRepository (memory)", (dataset) =>
  Layer.sync(SellCatalogRepository, () => makeSellCatalogRepositoryMemory(new MemoryState(dataset))))

sellOrderRepositorySuite("SellOrderRepository (memory)", (dataset) =>
  Layer.sync(SellOrderRepository, () => makeSellOrderRepositoryMemory(new MemoryState(dataset))))

locationsRepositorySuite("LocationsRepository (memory)", (dataset) =>
  Layer.sync(LocationsRepository, () => makeLocationsRepositoryMemory(new MemoryState(dataset))))

imageRepositorySuite("ImageRepository (memory)", (dataset) =>
  Layer.sync(ImageRepository, () => makeImageRepositoryMemory(new MemoryState(dataset))))
