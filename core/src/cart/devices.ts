import { Clock, Effect, Random, Result } from "effect"
import type { Product, Stock } from "../catalog/product.ts"
import { stockState } from "../catalog/product.ts"
import type { Accessory } from "./accessory.ts"
import type { CartItem, CartOrigin } from "./cartItem.ts"
import type { CartState } from "./cartState.ts"
import { OutOfStock } from "./errors.ts"
import type { ExtraService } from "./extraService.ts"
import { reindexLines } from "./lines.ts"
import { enforceWrappingTax } from "./wrappingTax.ts"

export interface NewLineOptions {
  /** Unique line id; `newLineId` makes one. */
  readonly lineId: string
  /** Product page URL, built by the routes module. */
  readonly productUrl: string
  readonly origin?: CartOrigin
  readonly installmentType?: string | null
  /** Offers known where the device is added (product page); refresh replaces them anyway. */
  readonly availableExtraServices?: ReadonlyArray<ExtraService>
  readonly availableAccessories?: ReadonlyArray<Accessory>
}

/** A cart line for one unit of `product`, before any accessory or service is chosen. */
export const cartLineFromProduct = (product: Product, options: NewLineOptions): CartItem => ({
  id: options.lineId,
  productId: product.id,
  order_id: product.legacySellId,
  buy_price: product.price,
  buy_previous_price: product.previousPrice,
  availability: product.stock,
  currentStock: stockState(product.stock),
  selected_extra_services: [],
  available_extra_services: options.availableExtraServices ?? [],
  deviceAccessories: [],
  deviceAvailableAccessories: options.availableAccessories ?? [],
  origin: options.origin ?? "Default",
  installment_type: options.installmentType ?? null,
  device: {
    brand: product.brandName,
    model: product.modelName,
    color: product.spec.color,
    storage: product.spec.storage,
    shape: product.spec.shape,
    connectivity: product.spec.connectivity,
    material: product.spec.material,
    size: product.spec.size,
    model_type: product.category,
    model_id: product.legacyModelId,
    legacySellId: product.legacySellId
  },
  productUrl: options.productUrl,
  productImage: product.imagePath,
  naming: product.naming
})

export const linesOfProduct = (cart: CartState, productId: number): number =>
  cart.phoneCart.reduce((count, line) => (line.productId === productId ? count + 1 : count), 0)

/** SPEC 5: a product is out of stock for adding once the cart holds as many lines as its stock. */
export const stockForAdding = (cart: CartState, product: Pick<Product, "id" | "stock">): Stock =>
  stockState(product.stock - linesOfProduct(cart, product.id))

/**
 * Keeps, in order, each line id once and at most as many lines of each product as it has units, so a
 * merge never holds more lines than stock. The stock read is the first kept line's `availability`
 * (the local copy after a merge, as local wins every merge conflict), which keeps the result stable
 * when merged again. A product seen with no stock keeps one line: it stays visible as not-in-stock
 * until a refresh removes it with a notice, rather than vanishing silently at login.
 */
export const capLinesToStock = (lines: ReadonlyArray<CartItem>): ReadonlyArray<CartItem> => {
  const keptIds = new Set<string>()
  const limits = new Map<number, number>()
  const counts = new Map<number, number>()
  return lines.filter((line) => {
    if (keptIds.has(line.id)) return false
    const limit = limits.get(line.productId) ?? Math.max(1, line.availability)
    const count = counts.get(line.productId) ?? 0
    if (count >= limit) return false
    keptIds.add(line.id)
    limits.set(line.productId, limit)
    counts.set(line.productId, count + 1)
    return true
  })
}

/**
 * Adds one unit of `product` as a new line. Adding a tablet or laptop takes every wrapping tax out of
 * the cart (SPEC 4 rule, kept after every change).
 */
export const addDevice = (
  cart: CartState,
  product: Product,
  options: NewLineOptions
): Result.Result<CartState, OutOfStock> =>
  stockForAdding(cart, product) === "not-in-stock"
    ? Result.fail(new OutOfStock({ productId: product.id, stock: product.stock }))
    : Result.succeed(enforceWrappingTax({ ...cart, phoneCart: [...cart.phoneCart, cartLineFromProduct(product, options)] }))

/** Removes a line with everything hanging off it: its accessories and its battery entry. */
export const removeDevice = (cart: CartState, lineId: string): CartState => {
  if (!cart.phoneCart.some((line) => line.id === lineId)) return cart
  return {
    ...cart,
    phoneCart: reindexLines(cart.phoneCart.filter((line) => line.id !== lineId)),
    batteryCart: cart.batteryCart.filter((battery) => battery.phoneId !== lineId)
  }
}

/** A fresh line id: product, time and randomness, so two quick adds of one product never collide. */
export const newLineId = (productId: number): Effect.Effect<string> =>
  Effect.gen(function*() {
    const now = yield* Clock.currentTimeMillis
    const salt = yield* Random.nextIntBetween(0, 2 ** 31 - 1)
    return `${productId}-${now.toString(36)}-${salt.toString(36)}`
  })

/** addDevice with a generated line id, for callers that do not track ids themselves. */
export const addNewDevice = (
  cart: CartState,
  product: Product,
  options: Omit<NewLineOptions, "lineId">
): Effect.Effect<CartState, OutOfStock> =>
  Effect.flatMap(newLineId(product.id), (lineId) => Effect.fromResult(addDevice(cart, product, { ...options, lineId })))
