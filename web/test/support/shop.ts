import { ListingResult, ProductDetail } from "@shop/core/backend/index"
import type { ListedProduct } from "@shop/core/catalog/listedProduct"
import { OrderReceipt } from "@shop/core/orders/orderTypes"
import type { PaymentStep } from "@shop/core/payments/paymentPages"
import { sandboxLink } from "@shop/core/test-support/backend/paymentGatewaySuite"
import { checkoutRequest } from "@shop/core/test-support/checkoutRequest"
import { Option, Schema } from "effect"
import * as CartRefresh from "../../app/api/cart-refresh/route.ts"
import * as CatalogProduct from "../../app/api/catalog/product/route.ts"
import * as CatalogProducts from "../../app/api/catalog/products/route.ts"
import * as Orders from "../../app/api/orders/route.ts"
import type { Answer } from "./app.ts"
import { call, expectStatus } from "./app.ts"

/**
 * Finding test data through the API itself, so the tests hold for any seed: products in stock,
 * what they are offered with, and valid order requests for them. The answers are decoded with the
 * routes' own schemas (core's), so a test reads what the wire carries, typed.
 */

const decodeListing = Schema.decodeUnknownSync(ListingResult)
const decodeDetail = Schema.decodeUnknownSync(ProductDetail)
const decodeReceipt = Schema.decodeUnknownOption(OrderReceipt)

export const listing = async (query: string, host?: string): Promise<ListingResult> =>
  decodeListing(expectStatus(await call(CatalogProducts.GET, { path: `/api/catalog/products/?${query}`, ...(host === undefined ? {} : { host }) }), 200))

export const detailById = async (id: number, host?: string): Promise<ProductDetail> =>
  decodeDetail(expectStatus(await call(CatalogProduct.GET, { path: `/api/catalog/product/?id=${id}`, ...(host === undefined ? {} : { host }) }), 200))

/** Smartphones in stock, most expensive first (they have services and accessories). */
export const phones = async (count: number): Promise<ReadonlyArray<ListedProduct>> => {
  const page = await listing(`category=smartphone&sort=price-desc&pageSize=${Math.max(count, 1)}`)
  if (page.items.length < count) throw new Error(`the seed has fewer than ${count} smartphones in stock`)
  return page.items
}

/** A product with the given detail (services and accessories) matching a predicate. */
export const findDetail = async (
  predicate: (detail: ProductDetail) => boolean,
  query = "category=smartphone&sort=price-desc&pageSize=60"
): Promise<ProductDetail> => {
  const page = await listing(query)
  for (const item of page.items) {
    const detail = await detailById(item.id)
    if (predicate(detail)) return detail
  }
  throw new Error(`no product of ${query} fits the test`)
}

export const refresh = (body: unknown): Promise<Answer> => call(CartRefresh.POST, { path: "/api/cart-refresh/", body })

let keyCounter = 0
/** A fresh idempotency key per call. */
export const newKey = (): string => `test-${process.pid}-${Date.now().toString(36)}-${(keyCounter++).toString(36)}`

export interface OrderLine {
  readonly productId: number
  readonly extraServiceIds?: ReadonlyArray<number>
  readonly accessoryIds?: ReadonlyArray<number>
}

/**
 * A valid RO courier order by card for the lines (override anything with `extra`); contact and
 * address are core's checkout suite's.
 */
export const orderRequest = (lines: ReadonlyArray<OrderLine>, extra: Record<string, unknown> = {}) => {
  const { contact, delivery } = checkoutRequest()
  return {
    market: "RO",
    lines: lines.map((line) => ({ extraServiceIds: [], accessoryIds: [], ...line })),
    accessoryIds: [],
    contact,
    delivery,
    paymentMethod: "card",
    ...extra
  }
}

/** The token each order placed through `placeOrder` was answered with (what its buyer holds). */
const orderTokens = new Map<string, string>()

let buyers = 0

/**
 * Places an order as a browser would; each call comes from an address of its own unless `headers`
 * names one (`x-shop-client-address`), so a test file placing many orders never meets the per-address
 * order limit it is not about (limits.test.ts is).
 */
export const placeOrder = async (body: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  buyers += 1
  const client = { "x-shop-client-address": `198.18.${Math.floor(buyers / 250) % 250}.${buyers % 250}` }
  const answer = await call(Orders.POST, { path: "/api/orders/", body, headers: { ...client, ...headers } })
  const receipt = answer.status === 201 ? decodeReceipt(answer.json) : Option.none()
  if (Option.isSome(receipt)) orderTokens.set(receipt.value.id, receipt.value.orderToken)
  return answer
}

/**
 * The `Order-Token` header of the buyer of an order placed here (none for any other id): what the
 * browser sends with the order's calls.
 */
export const buyerHeaders = (orderId: string): Record<string, string> => {
  const token = orderTokens.get(orderId)
  return token === undefined ? {} : { "order-token": token }
}

/** The order token its placement answered (throws for an order not placed through `placeOrder`). */
export const orderTokenOf = (orderId: string): string => {
  const token = orderTokens.get(orderId)
  if (token === undefined) throw new Error(`no order ${orderId} was placed here`)
  return token
}

/** The product as the listing/detail shows it now. */
export const currentStock = async (productId: number): Promise<number> => (await detailById(productId)).product.stock

/** The payment id and secret token of a sandbox redirect `/sandbox-pay/<id>/?token=<token>`. */
export const linkOf = (step: Pick<PaymentStep, "redirectPath">) => sandboxLink(step.redirectPath)
