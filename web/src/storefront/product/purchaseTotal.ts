import type { CartItem } from "@shop/core/cart/cartItem"
import { initialCart } from "@shop/core/cart/cartState"
import { equipLine } from "@shop/core/cart/deviceExtras"
import { cartLineFromProduct } from "@shop/core/cart/devices"
import { lineSubtotal } from "@shop/core/cart/totals"
import type { Product } from "@shop/core/catalog/product"
import { Result } from "effect"
import { type ChosenExtras, lineOffersOf, type PageOffers } from "./purchaseOptions.ts"

/**
 * The product page's running total by core's cart rules. They need `effect`, so the panel loads this
 * module when the shopper first changes a choice; the server writes the total of the bare device
 * (ProductView), which is what the page shows until then.
 */

const PREVIEW_LINE = "preview"

/**
 * The line the add button would create: core's equipLine, the step the cart's AddDevice takes, on
 * the device alone in an otherwise empty cart. A refused step (it cannot happen for what the page
 * offers) leaves the bare line, as the total should never show what the cart would not hold.
 */
export const wouldBeLine = (product: Product, offers: PageOffers, extras: ChosenExtras): CartItem => {
  const line = cartLineFromProduct(product, { lineId: PREVIEW_LINE, productUrl: "", origin: "PDP", ...lineOffersOf(offers) })
  // The time stamp is never read: this cart is not stored.
  const equipped = equipLine({ ...initialCart(0), phoneCart: [line] }, PREVIEW_LINE, extras)
  return Result.isSuccess(equipped) ? equipped.success.phoneCart[0] ?? line : line
}

/** The running total: core's subtotal of the line the add button would create (SPEC 9). */
export const purchaseTotal = (product: Product, offers: PageOffers, extras: ChosenExtras): number =>
  lineSubtotal(wouldBeLine(product, offers, extras))
