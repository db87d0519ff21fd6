import { Layer } from "effect"
import type { PaymentGateway } from "@shop/core/backend/ports/PaymentGateway"
import type { Database } from "../Database.ts"
import { CatalogRepositoryPg } from "./CatalogRepositoryPg.ts"
import { FulfilmentRepositoryPg } from "./FulfilmentRepositoryPg.ts"
import { ImageRepositoryPg } from "./ImageRepositoryPg.ts"
import { LocationsRepositoryPg } from "./LocationsRepositoryPg.ts"
import { OrderRepositoryPg } from "./OrderRepositoryPg.ts"
import { PaymentGatewayNone } from "./PaymentGatewayNone.ts"
import { PaymentGatewaySandbox } from "./PaymentGatewaySandbox.ts"
import { SellCatalogRepositoryPg } from "./SellCatalogRepositoryPg.ts"
import { SellOrderRepositoryPg } from "./SellOrderRepositoryPg.ts"
import { TradeInRepositoryPg } from "./TradeInRepositoryPg.ts"

export * from "./CatalogRepositoryPg.ts"
export * from "./FulfilmentRepositoryPg.ts"
export * from "./ImageRepositoryPg.ts"
export * from "./LocationsRepositoryPg.ts"
export * from "./OrderRepositoryPg.ts"
export * from "./PaymentGatewayNone.ts"
export * from "./PaymentGatewaySandbox.ts"
export * from "./SellCatalogRepositoryPg.ts"
export * from "./SellOrderRepositoryPg.ts"
export * from "./TradeInRepositoryPg.ts"

/**
 * Every repository port over one Database: CatalogRepository, ImageRepository, LocationsRepository,
 * OrderRepository, FulfilmentRepository, SellCatalogRepository, SellOrderRepository and TradeInRepository
 * (no payment gateway).
 */
export const layerStores = Layer.mergeAll(
  CatalogRepositoryPg.layer,
  ImageRepositoryPg.layer,
  LocationsRepositoryPg.layer,
  OrderRepositoryPg.layer,
  FulfilmentRepositoryPg.layer,
  SellCatalogRepositoryPg.layer,
  SellOrderRepositoryPg.layer,
  TradeInRepositoryPg.layer
)

/** The payment gateways a server can be configured with (PAYMENTS). */
export type PaymentsSetting = "sandbox" | "none"

/** The gateway PAYMENTS names: the sandbox (over the shop database) or none. */
export const layerPaymentGateway = (setting: PaymentsSetting): Layer.Layer<PaymentGateway, never, Database> =>
  setting === "sandbox" ? PaymentGatewaySandbox.layer : PaymentGatewayNone.layer

/** Every backend port over one Database, with the sandbox PaymentGateway (tests, the embedded setup). */
export const layerRepositories = Layer.mergeAll(layerStores, PaymentGatewaySandbox.layer)
