import { expect, test } from "@playwright/test"
import { pathOf } from "@shop/core/routes/router"
import { checkoutAsGuest, fillFinalize, placeOrderToSandbox } from "./support/checkout.ts"
import { markets } from "./support/markets.ts"
import { browseToAPhone, addToCart } from "./support/shop.ts"

/** A declined card payment lands on payment failed; retrying opens a new payment that can succeed. */
for (const market of markets) {
  test(`${market}: a failed payment can be retried and then paid`, async ({ page }) => {
    await browseToAPhone(page, market)
    await addToCart(page)
    await checkoutAsGuest(page, market)
    await fillFinalize(page, market)
    await placeOrderToSandbox(page)

    await page.getByTestId("sandbox-fail").click()
    await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "paymentFailed"))
    await expect(page.getByTestId("payment-failed")).toBeVisible()
    const orderId = new URL(page.url()).searchParams.get("order")
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/)

    await page.getByTestId("retry-payment").click()
    await expect(page).toHaveURL(/\/sandbox-pay\//)
    await page.getByTestId("sandbox-pay").click()
    await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "thankYou") && url.searchParams.get("order") === orderId)
    await expect(page.getByTestId("order-payment-state")).toHaveAttribute("data-state", "paid")
  })
}
