import { expect, type Page } from "@playwright/test"
import type { MarketCode } from "@shop/core/markets/market"
import { pathOf } from "@shop/core/routes/router"
import { customers } from "./customers.ts"
import { urlOf } from "./markets.ts"
import { addWithExtras, browseToAPhone } from "./shop.ts"

/** Cart -> cart login -> "continue as guest" -> the finalize form. */
export const checkoutAsGuest = async (page: Page, market: MarketCode): Promise<void> => {
  await page.goto(urlOf(market, "cart"))
  await expect(page.getByTestId("cart-line").first()).toBeVisible()
  await page.getByTestId("cart-checkout").click()
  await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "cartLogin"))
  await page.getByTestId("cart-login-guest").click()
  await expect(page).toHaveURL((url) => url.pathname === pathOf(market, "cartFinalize"))
  await expect(page.locator('input[name="email"]')).toBeEditable()
}

/** Picks the first real option of a select once its options have loaded (counties, then localities). */
const chooseFirst = async (page: Page, name: string): Promise<void> => {
  const select = page.locator(`select[name="${name}"]`)
  await expect(select.locator("option:not([value=''])").first()).toBeAttached()
  const value = await select.locator("option:not([value=''])").first().getAttribute("value")
  await select.selectOption(value ?? "")
}

/** Fills the finalize form with the market's test customer, courier delivery and card payment. */
export const fillFinalize = async (page: Page, market: MarketCode): Promise<void> => {
  const customer = customers[market]
  await page.locator('input[name="name"]').fill(customer.name)
  await page.locator('input[name="email"]').fill(customer.email)
  await page.locator('input[name="phone"]').fill(customer.phone)
  await page.locator('input[name="deliveryMethod"][value="courier"]').check()
  await chooseFirst(page, "county")
  await chooseFirst(page, "locality")
  await page.locator('input[name="street"]').fill(customer.street)
  await page.locator('input[name="number"]').fill(customer.number)
  await page.locator('input[name="postalCode"]').fill(customer.postalCode)
  await page.locator('input[name="paymentMethod"][value="card"]').check()
}

/** Submits the form and lands on the sandbox gateway's page. */
export const placeOrderToSandbox = async (page: Page): Promise<void> => {
  await page.getByTestId("submit").click()
  await expect(page).toHaveURL(/\/sandbox-pay\//, { timeout: 30_000 })
  await expect(page.getByTestId("sandbox-pay")).toBeEnabled()
}

/**
 * From the home page to a paid order: a phone with an extra service and an accessory, the checkout's
 * courier form, the sandbox gateway's "pay", the thank-you page. Answers the order's id.
 */
export const buyAPhoneByCard = async (page: Page, market: MarketCode): Promise<string> => {
  await browseToAPhone(page, market)
  await addWithExtras(page)
  await checkoutAsGuest(page, market)
  await fillFinalize(page, market)
  await placeOrderToSandbox(page)
  await page.getByTestId("sandbox-pay").click()
  await expect(page.getByTestId("thank-you")).toBeVisible()
  return ((await page.getByTestId("order-number").textContent()) ?? "").trim()
}
