import { Effect } from "effect"
import type { CartRefreshBody, CartRefreshLine } from "../../cart/refresh/body.ts"
import type { CartRefreshResponse, RefreshedDevice } from "../../cart/refresh/response.ts"
import type { Product } from "../../catalog/product.ts"
import type { CatalogAccessory, CatalogExtraService } from "../../catalog/catalogTypes.ts"
import { toCartAccessory, toExtraService } from "../../catalog/cartShapes.ts"
import type { RepositoryError } from "../../errors.ts"
import { CatalogRepository } from "../ports/CatalogRepository.ts"

/**
 * POST /api/cart-refresh/ (SPEC 7): the server's fresh view of every line sent, for the core's
 * refresh reconciliation (cart/refresh/reconcile.ts) to apply.
 */

const goneNaming = { title: "", modelDisplayName: "", shortTitle: "", configSummary: "" }

/** A line whose product the market no longer has: it leaves the cart (null sell order id). */
const goneDevice = (productId: number): RefreshedDevice => ({
  legacySellOrderId: null,
  productId,
  price: 0,
  previousPrice: null,
  selectedExtraServices: [],
  availableExtraServices: [],
  accessories: [],
  availableAccessories: [],
  availability: 0,
  naming: goneNaming
})

/**
 * One line: the current price and stock; the offered services and accessories (active ones); the
 * line's chosen services limited to the active offered ones; its accessories limited to the offered
 * ones (an inactive one is echoed, flagged, so the reconciliation drops it). `sellable` is false
 * when the stock cannot cover this line (the k-th line of a product with fewer than k units).
 */
const refreshedDevice = (
  line: CartRefreshLine,
  product: Product,
  offeredAccessories: ReadonlyArray<CatalogAccessory>,
  offeredServices: ReadonlyArray<CatalogExtraService>,
  sellable: boolean
): RefreshedDevice => {
  const activeServices = offeredServices.filter((s) => s.isActive)
  return {
    legacySellOrderId: sellable ? product.legacySellId ?? product.id : null,
    productId: product.id,
    price: product.price,
    previousPrice: product.previousPrice,
    selectedExtraServices: activeServices
      .filter((s) => line.extraServiceIds.includes(s.id))
      .map((s) => ({ type: s.type, id: s.id })),
    availableExtraServices: activeServices.map(toExtraService),
    accessories: offeredAccessories.filter((a) => line.accessoryIds.includes(a.id)).map(toCartAccessory),
    availableAccessories: offeredAccessories.filter((a) => a.isActive).map(toCartAccessory),
    availability: product.stock,
    naming: product.naming
  }
}

export const serverCartRefresh = Effect.fn("Cart.serverCartRefresh")(function*(
  body: CartRefreshBody
): Effect.fn.Return<CartRefreshResponse, RepositoryError, CatalogRepository> {
  const repo = yield* CatalogRepository
  const { products, accessories } = yield* repo.cartRefreshCatalog(
    body.countryCode,
    body.lines.map((l) => l.productId),
    body.accessoryIds
  )
  const offered = new Map(products.map((entry) => [entry.product.id, entry]))
  const linesSeen = new Map<number, number>()
  const devices = body.lines.map((line) => {
    const entry = offered.get(line.productId)
    if (entry === undefined) return goneDevice(line.productId)
    const nth = (linesSeen.get(line.productId) ?? 0) + 1
    linesSeen.set(line.productId, nth)
    return refreshedDevice(line, entry.product, entry.accessories, entry.services, nth <= entry.product.stock)
  })
  return { devices, accessories: accessories.map(toCartAccessory) }
})
