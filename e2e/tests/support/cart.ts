import type { Page } from "@playwright/test"
import { CART_STORAGE_KEY } from "@shop/core/cart/expiry"
import { readStoredCart } from "@shop/core/cart/persistence"
import type { CartState } from "@shop/core/cart/cartState"

/** The cart the page stored (localStorage, SPEC 4), decoded with core's own reader; null when none. */
export const storedCart = async (page: Page): Promise<CartState | null> => {
  const text = await page.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)
  if (text === null) return null
  const reading = readStoredCart(text, Date.now())
  return reading._tag === "Usable" ? reading.cart : null
}

/** A product the storefront sells, found through the backend's own listing call from the page. */
export interface ListedForTest {
  readonly id: number
  readonly stock: number
  readonly productUrl: string
}

export const findProducts = async (page: Page, query: string): Promise<ReadonlyArray<ListedForTest>> =>
  page.evaluate(async (search) => {
    const response = await fetch(`/api/catalog/products/?${search}`)
    if (!response.ok) throw new Error(`catalog answered ${response.status}`)
    const body = await response.json() as { items: Array<{ id: number; stock: number; productUrl: string | null }> }
    return body.items.flatMap((item) => (item.productUrl === null ? [] : [{ id: item.id, stock: item.stock, productUrl: item.productUrl }]))
  }, query)
