import { expect, test } from "@playwright/test"
import { storedCart, findProducts } from "./support/cart.ts"
import { markets, originOf, urlOf } from "./support/markets.ts"
import { message } from "./support/messages.ts"
import { addToCart, dismissCrossSell } from "./support/shop.ts"

/** SPEC 5: a device cannot be added once the cart holds as many as its stock; SPEC 8: toast sorry-no-stock. */
for (const market of markets) {
  test(`${market}: adding more units than in stock is refused with the sorry-no-stock toast`, async ({ page }) => {
    await page.goto(urlOf(market, "index"))
    const products = await findProducts(page, "category=smartphone&pageSize=60")
    const single = products.find((p) => p.stock === 1)
    expect(single, "the seeded catalogue has a phone with one unit").toBeDefined()
    if (single === undefined) return
    await page.goto(`${originOf(market)}${single.productUrl}`)
    await addToCart(page)
    await page.getByTestId("add-to-cart").click()
    const toast = page.locator('[data-testid="toast"][data-kind="error"]')
    await expect(toast).toHaveCount(1)
    await expect(toast).toContainText(message(market, "sorry-no-stock"))
    // The toasts' region is named in the market's language too (its words load with the cart engine).
    await expect(page.getByRole("region", { name: message(market, "toast-viewport-label").replace("{hotkey}", "F8") })).toHaveCount(1)
    const cart = await storedCart(page)
    expect(cart?.phoneCart.filter((line) => line.productId === single.id)).toHaveLength(1)
  })
}

/** SPEC 5 cart limits, checked when adding: the device over the market's cap is refused with a toast. */
test("GR: a device over the cart's limit is refused with the limit toast", async ({ page }) => {
  await page.goto(urlOf("GR", "index"))
  const products = (await findProducts(page, "category=smartphone&pageSize=60&sort=price-asc")).filter((p) => p.stock >= 1)
  // Devices of different models, so the per-model cap never decides first.
  const distinct = [...new Map(products.map((p) => [p.productUrl.split("--")[0], p])).values()]
  let added = 0
  for (const product of distinct) {
    await page.goto(`${originOf("GR")}${product.productUrl}`)
    await page.getByTestId("add-to-cart").click()
    const refusal = page.locator('[data-testid="toast"][data-kind="error"]')
    // Whichever answer the shop gives is the visible one (the closed dialog stays in the page).
    await expect(page.locator('[data-testid="cross-sell-modal"]:visible, [data-testid="toast"][data-kind="error"]:visible').first()).toBeVisible()
    if (await refusal.isVisible()) {
      await expect(refusal).toContainText(message("GR", "limit-toast-title"))
      break
    }
    await dismissCrossSell(page)
    added += 1
  }
  const cart = await storedCart(page)
  expect(added).toBeGreaterThan(0)
  expect(cart?.phoneCart.length).toBe(added)
  expect(added, "GR's seeded cap is 3 devices").toBe(3)
})
