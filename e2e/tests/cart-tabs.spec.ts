import { expect, test } from "@playwright/test"
import { findProducts, storedCart } from "./support/cart.ts"
import { originOf, urlOf } from "./support/markets.ts"
import { addToCart } from "./support/shop.ts"

/**
 * The cart lives in localStorage, shared by the shopper's tabs. A price refresh that was out while
 * another tab added a device must not write the older cart back over that change.
 */
test("RO: a device added in another tab survives the cart page's slow price refresh", async ({ context }) => {
  const shop = await context.newPage()
  await shop.goto(urlOf("RO", "index"))
  const [first, second] = (await findProducts(shop, "category=smartphone&pageSize=20&sort=price-desc")).filter((p) => p.stock >= 2)
  if (first === undefined || second === undefined) throw new Error("the seed has phones with stock")
  await shop.goto(`${originOf("RO")}${first.productUrl}`)
  await addToCart(shop)

  const cartTab = await context.newPage()
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await cartTab.route("**/api/cart-refresh/", async (route) => {
    await held
    await route.continue()
  })
  await cartTab.goto(urlOf("RO", "cart"))
  await expect(cartTab.getByTestId("cart-line")).toHaveCount(1)

  await shop.goto(`${originOf("RO")}${second.productUrl}`)
  await addToCart(shop)
  await expect(cartTab.getByTestId("cart-line")).toHaveCount(2)

  release()
  await expect(cartTab.locator('[aria-busy="true"]')).toHaveCount(0)
  await expect(cartTab.getByTestId("cart-line")).toHaveCount(2)
  expect((await storedCart(shop))?.phoneCart.map((line) => line.productId).sort()).toEqual([first.id, second.id].sort())
})
