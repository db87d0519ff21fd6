import { Effect, Layer } from "effect"
import type { BackendDataset } from "@shop/core/backend/dataset"
import type { CatalogRepository } from "@shop/core/backend/ports/CatalogRepository"
import type { FulfilmentRepository } from "@shop/core/backend/ports/FulfilmentRepository"
import type { ImageRepository } from "@shop/core/backend/ports/ImageRepository"
import type { LocationsRepository } from "@shop/core/backend/ports/LocationsRepository"
import type { OrderRepository } from "@shop/core/backend/ports/OrderRepository"
import type { PaymentGateway } from "@shop/core/backend/ports/PaymentGateway"
import type { SecretTokens } from "@shop/core/backend/ports/SecretTokens"
import type { SellCatalogRepository } from "@shop/core/backend/ports/SellCatalogRepository"
import type { SellOrderRepository } from "@shop/core/backend/ports/SellOrderRepository"
import type { TradeInRepository } from "@shop/core/backend/ports/TradeInRepository"
import type { Order } from "@shop/core/orders/orderTypes"
import type { PhoneNumbers } from "@shop/core/ports/PhoneNumbers"
import type { PaymentEvent } from "@shop/core/payments/paymentState"
import { catalogRepositoryMemoryLayer } from "./CatalogRepositoryMemory.ts"
import { fulfilmentRepositoryMemoryLayer } from "./FulfilmentRepositoryMemory.ts"
import { imageRepositoryMemoryLayer } from "./ImageRepositoryMemory.ts"
import { locationsRepositoryMemoryLayer } from "./LocationsRepositoryMemory.ts"
import { MemoryState } from "./memoryState.ts"
import { orderRepositoryMemoryLayer } from "./OrderRepositoryMemory.ts"
import { paymentGatewayMemoryLayer } from "./PaymentGatewayMemory.ts"
import { SecretTokensMemory } from "./SecretTokensMemory.ts"
import { sellCatalogRepositoryMemoryLayer, sellOrderRepositoryMemoryLayer } from "./SellRepositoriesMemory.ts"
import { tradeInRepositoryMemoryLayer } from "./TradeInRepositoryMemory.ts"
import { PhoneNumbersLibphonenumber } from "../../phone/PhoneNumbersLibphonenumber.ts"

/** The backend ports memoryBackendLayer provides: what core's catalogue, order, payment and sell services need. */
export type MemoryBackendPorts =
  | CatalogRepository
  | OrderRepository
  | FulfilmentRepository
  | PaymentGateway
  | SellCatalogRepository
  | SellOrderRepository
  | TradeInRepository
  | LocationsRepository
  | ImageRepository
  | SecretTokens
  | PhoneNumbers

/**
 * An order the backend already holds (one whose payment failed, to retry, say), with its payment
 * history. `orderToken` fixes the token that opens it (a fixture's); without one, SecretTokensMemory
 * signs its id as for any order. The dataset's stock is the stock left: a seeded order takes none.
 */
export interface SeededOrder {
  readonly order: Order
  readonly payments: ReadonlyArray<PaymentEvent>
  readonly owner?: string
  readonly orderToken?: string
}

/**
 * Every backend port in memory over one shared state (fresh each time the layer is built), and the
 * real phone numbering plan (the fake answers what the shop's server answers).
 */
export const memoryBackendLayer = (
  dataset: BackendDataset,
  orders: ReadonlyArray<SeededOrder> = []
): Layer.Layer<MemoryBackendPorts> =>
  Layer.unwrap(Effect.sync(() => {
    const state = new MemoryState(dataset)
    for (const seeded of orders) state.holdOrder(seeded.order, seeded.payments, seeded.owner ?? null)
    return Layer.mergeAll(
      catalogRepositoryMemoryLayer(state),
      orderRepositoryMemoryLayer(state),
      fulfilmentRepositoryMemoryLayer(state),
      paymentGatewayMemoryLayer(state),
      sellCatalogRepositoryMemoryLayer(state),
      sellOrderRepositoryMemoryLayer(state),
      tradeInRepositoryMemoryLayer(state),
      locationsRepositoryMemoryLayer(state),
      imageRepositoryMemoryLayer(state),
      SecretTokensMemory.layerKnowing(orders.flatMap(({ order, orderToken }) =>
        orderToken === undefined ? [] : [{ purpose: "order", value: order.id, signature: orderToken }]
      )),
      PhoneNumbersLibphonenumber.layer
    )
  }))
