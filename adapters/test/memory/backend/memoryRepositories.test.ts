import { Layer } from "effect"
import { ImageRepository } from "@shop/core/backend/ports/ImageRepository"
import { LocationsRepository } from "@shop/core/backend/ports/LocationsRepository"
import { PaymentGateway } from "@shop/core/backend/ports/PaymentGateway"
import { SellCatalogRepository } from "@shop/core/backend/ports/SellCatalogRepository"
import { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import { imageRepositorySuite } from "@shop/core/test-support/backend/imageRepositorySuite"
import { staffProductRepositorySuite } from "@shop/core/test-support/backend/staffProductRepositorySuite"
import { staffProductRepositoryMemoryLayer } from "../../../src/memory/backend/StaffProductRepositoryMemory.ts"
import { locationsRepositorySuite } from "@shop/core/test-support/backend/locationsRepositorySuite"
import { makeImageRepositoryMemory } from "../../../src/memory/backend/ImageRepositoryMemory.ts"
import { makeLocationsRepositoryMemory } from "../../../src/memory/backend/LocationsRepositoryMemory.ts"
import { makePaymentGatewayMemory } from "../../../src/memory/backend/PaymentGatewayMemory.ts"
import { makeSellCatalogRepositoryMemory, makeSellOrderRepositoryMemory } from "../../../src/memory/backend/SellRepositoriesMemory.ts"
import { MemoryState } from "../../../src/memory/backend/memoryState.ts"
import { paymentGatewaySuite } from "@shop/core/test-support/backend/paymentGatewaySuite"
import { sellCatalogRepositorySuite } from "@shop/core/test-support/backend/sellCatalogRepositorySuite"
import { sellOrderRepositorySuite } from "@shop/core/test-support/backend/sellOrderRepositorySuite"
import { sellOrderProgressSuite } from "@shop/core/test-support/backend/sellOrderProgressSuite"

paymentGatewaySuite("PaymentGateway (memory sandbox)", (dataset) =>
  Layer.sync(PaymentGateway, () => makePaymentGatewayMemory(new MemoryState(dataset))))

sellCatalogRepositorySuite("SellCatalogRepository (memory)", (dataset) =>
  Layer.sync(SellCatalogRepository, () => makeSellCatalogRepositoryMemory(new MemoryState(dataset))))

sellOrderRepositorySuite("SellOrderRepository (memory)", (dataset) =>
  Layer.sync(SellOrderRepository, () => makeSellOrderRepositoryMemory(new MemoryState(dataset))))

sellOrderProgressSuite("SellOrderRepository (memory): progress", (dataset) =>
  Layer.sync(SellOrderRepository, () => makeSellOrderRepositoryMemory(new MemoryState(dataset))))

locationsRepositorySuite("LocationsRepository (memory)", (dataset) =>
  Layer.sync(LocationsRepository, () => makeLocationsRepositoryMemory(new MemoryState(dataset))))

imageRepositorySuite("ImageRepository (memory)", (dataset) =>
  Layer.sync(ImageRepository, () => makeImageRepositoryMemory(new MemoryState(dataset))))

staffProductRepositorySuite("StaffProductRepository (memory)", (dataset) => staffProductRepositoryMemoryLayer(new MemoryState(dataset)))
