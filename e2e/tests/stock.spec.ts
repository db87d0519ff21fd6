import { expect, test } from "@playwright/test"
import { storedCart, findProducts } from "./support/cart.ts"
import { markets, originOf, urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"
import { dismissCrossSell } from "./support/shop.ts"

/** SPEC 5: a device cannot be added once the cart holds as many as its stock; SPEC 8: toast sorry-no-stock. */
for (const market of markets) {
  test(`${market}: adding more units than in stock is refused with the sorry-no-stock toast`, async ({ page }) => {
    await page.goto(urlOf(market, "index"))
    const products = await findProducts(page, "category=smartphone&pageSize=60")
    const single = products.find((p) => p.stock === 1)
    expect(single, "the seeded catalogue has a phone with one unit").toBeDefined()
    if (single === undefined) return
    await page.goto(`${originOf(market)}${single.productUrl}`)
    await page.getByTestId("add-to-cart").click()
    await dismissCrossSell(page)
    await page.getByTestId("add-to-cart").click()
    const toast = page.locator('[data-testid="toast"][data-kind="error"]')
    await expect(toast).toHaveCount(1)
    await expect(toast).toContainText(message(market, "sorry-no-stock"))
    const cart = await storedCart(page)
    expect(cart?.phoneCart.filter((line) => line.productId === single.id)).toHaveLength(1)
  })
}
