import type { PriceSpan } from "@shop/core/catalog/omnibus"
import type { Product } from "@shop/core/catalog/product"
import type { MarketCode } from "@shop/core/markets/market"
import type { BackendDataset } from "@shop/core/backend/dataset"
import type { StoredReturn } from "@shop/core/backend/account/ports"
import type { StoredWarrantyClaim } from "@shop/core/backend/account/warrantyPorts"
import type { FulfilmentEvent, FulfilmentState } from "@shop/core/orders/fulfilment"
import type { Order } from "@shop/core/orders/orderTypes"
import type { PaymentEvent } from "@shop/core/payments/paymentState"
import type { PaymentSession, Refund } from "@shop/core/backend/ports/PaymentGateway"
import type { SellOrderIdempotency } from "@shop/core/backend/sell/sellOrderIdempotency"
import type { StoredSellOrder } from "@shop/core/sell/sellTypes"
import type { SellOrderProgress } from "@shop/core/sell/sellOrderStatus"

/**
 * The mutable state shared by the memory fakes of one backend, so an order placed through the
 * OrderRepository fake lowers the stock the CatalogRepository fake reports. JavaScript runs one
 * synchronous block at a time, so each fake method doing its work in one `Effect.sync` is atomic.
 */
export class MemoryState {
  readonly stock = new Map<number, number>()
  /** Prices staff changed (the staff product fake), over the dataset's. */
  readonly prices = new Map<number, { readonly price: number; readonly previousPrice: number | null }>()
  /** Price histories written so far (the staff product fake makes one for a product on first need). */
  readonly priceHistory = new Map<number, ReadonlyArray<PriceSpan>>()
  readonly orders = new Map<string, Order>()
  readonly orderByKey = new Map<string, string>()
  /** Order id -> the user who placed it (guests' orders have no entry). */
  readonly orderOwners = new Map<string, string>()
  readonly paymentEvents: Array<PaymentEvent> = []
  readonly sellOrders = new Map<string, StoredSellOrder>()
  readonly sellOrderByKey = new Map<string, { readonly sellOrderId: string; readonly idempotency: SellOrderIdempotency }>()
  /** Sell order id -> its progress once staff moved it (none yet: just submitted). */
  readonly sellOrderProgress = new Map<string, SellOrderProgress>()
  readonly payments = new Map<string, PaymentSession & { readonly token: string }>()
  /** Refund id -> the refund (the sandbox gateway's). */
  readonly refunds = new Map<string, Refund>()
  /** Order id -> its fulfilment; an order without an entry is `placed`. */
  readonly fulfilments = new Map<string, { readonly state: FulfilmentState; readonly trackingNumber: string | null }>()
  readonly fulfilmentEvents: Array<FulfilmentEvent> = []
  /** Order id -> when it was delivered (the first instant stays): the fulfilment's and the account area's one record. */
  readonly deliveries = new Map<string, number>()
  /** Return requests and warranty claims, in the order they were made (the account area's and the staff's one record). */
  readonly returns: Array<StoredReturn> = []
  readonly warrantyClaims: Array<StoredWarrantyClaim> = []
  private counter = 0

  constructor(readonly dataset: BackendDataset) {
    for (const { product } of dataset.products) this.stock.set(product.id, product.stock)
  }

  /**
   * A new id in the UUID shape the ports promise (ports/PublicId.ts). Sequential: the fakes only
   * need distinct ids; the SQL adapters make them random.
   */
  nextId(): string {
    this.counter += 1
    return `00000000-0000-4000-8000-${this.counter.toString(16).padStart(12, "0")}`
  }

  /** A sandbox payment's secret (the fake's; the SQL adapter draws 256 random bits). */
  nextToken(): string {
    this.counter += 1
    return `sandbox-token-${this.counter.toString(36).padStart(8, "0")}`
  }

  /** An order already placed, with its payment history and owner (null for a guest), as placeOrder stores one. */
  holdOrder(order: Order, payments: ReadonlyArray<PaymentEvent>, owner: string | null): void {
    this.orders.set(order.id, order)
    this.orderByKey.set(order.idempotencyKey, order.id)
    if (owner !== null) this.orderOwners.set(order.id, owner)
    this.paymentEvents.push(...payments)
  }

  /** The market's products with their current stock. */
  products(market: MarketCode): ReadonlyArray<Product> {
    return this.dataset.products
      .filter((row) => row.market === market)
      .map(({ product }) => ({ ...product, ...this.prices.get(product.id), stock: this.stock.get(product.id) ?? product.stock }))
  }

  product(market: MarketCode, id: number): Product | undefined {
    return this.products(market).find((p) => p.id === id)
  }
}

/** Code-point order, which SQL adapters get with COLLATE "C". */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

export const unique = <A>(values: ReadonlyArray<A>): ReadonlyArray<A> => [...new Set(values)]
