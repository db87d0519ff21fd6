import { Layer } from "effect"
import { CatalogRepositoryPg } from "./CatalogRepositoryPg.ts"
import { ImageRepositoryPg } from "./ImageRepositoryPg.ts"
import { LocationsRepositoryPg } from "./LocationsRepositoryPg.ts"
import { OrderRepositoryPg } from "./OrderRepositoryPg.ts"
import { PaymentGatewaySandbox } from "./PaymentGatewaySandbox.ts"
import { SellCatalogRepositoryPg } from "./SellCatalogRepositoryPg.ts"
import { SellOrderRepositoryPg } from "./SellOrderRepositoryPg.ts"

export * from "./CatalogRepositoryPg.ts"
export * from "./ImageRepositoryPg.ts"
export * from "./LocationsRepositoryPg.ts"
export * from "./OrderRepositoryPg.ts"
export * from "./PaymentGatewaySandbox.ts"
export * from "./SellCatalogRepositoryPg.ts"
export * from "./SellOrderRepositoryPg.ts"

/**
 * Every backend port over one Database: CatalogRepository, ImageRepository, LocationsRepository,
 * OrderRepository, SellCatalogRepository, SellOrderRepository and the sandbox PaymentGateway.
 */
export const layerRepositories = Layer.mergeAll(
  CatalogRepositoryPg.layer,
  ImageRepositoryPg.layer,
  LocationsRepositoryPg.layer,
  OrderRepositoryPg.layer,
  SellCatalogRepositoryPg.layer,
  SellOrderRepositoryPg.layer,
  PaymentGatewaySandbox.layer
)
