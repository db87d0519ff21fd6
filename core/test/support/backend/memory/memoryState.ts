import type { Product } from "../../../../src/catalog/product.ts"
import type { MarketCode } from "../../../../src/markets/market.ts"
import type { BackendDataset } from "../../../../src/backend/dataset.ts"
import type { Order } from "../../../../src/orders/orderTypes.ts"
import type { PaymentEvent } from "../../../../src/payments/paymentState.ts"
import type { PaymentSession } from "../../../../src/backend/ports/PaymentGateway.ts"
import type { SellOrderIdempotency } from "../../../../src/backend/sell/sellOrderIdempotency.ts"
import type { StoredSellOrder } from "../../../../src/sell/sellTypes.ts"

/**
 * The mutable state shared by the memory fakes of one backend, so an order placed through the
 * OrderRepository fake lowers the stock the CatalogRepository fake reports. JavaScript runs one
 * synchronous block at a time, so each fake method doing its work in one `Effect.sync` is atomic.
 */
export class MemoryState {
  readonly stock = new Map<number, number>()
  readonly orders = new Map<string, Order>()
  readonly orderByKey = new Map<string, string>()
  /** Order id -> the user who placed it (guests' orders have no entry). */
  readonly orderOwners = new Map<string, string>()
  readonly paymentEvents: Array<PaymentEvent> = []
  readonly sellOrders = new Map<string, StoredSellOrder>()
  readonly sellOrderByKey = new Map<string, { readonly sellOrderId: string; readonly idempotency: SellOrderIdempotency }>()
  readonly payments = new Map<string, PaymentSession & { readonly token: string }>()
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

  /** The market's products with their current stock. */
  products(market: MarketCode): ReadonlyArray<Product> {
    return this.dataset.products
      .filter((row) => row.market === market)
      .map(({ product }) => ({ ...product, stock: this.stock.get(product.id) ?? product.stock }))
  }

  product(market: MarketCode, id: number): Product | undefined {
    return this.products(market).find((p) => p.id === id)
  }
}

/** Code-point order, which SQL adapters get with COLLATE "C". */
export const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

export const unique = <A>(values: ReadonlyArray<A>): ReadonlyArray<A> => [...new Set(values)]
