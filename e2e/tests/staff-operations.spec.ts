import { expect, test } from "@playwright/test"
import { signUpOnPage } from "./support/accounts.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { buyAPhoneByCard } from "./support/checkout.ts"
import { originOf, urlOf } from "./support/markets.ts"
import { expectNoSideScroll, shooterFor } from "./support/screenshots.ts"
import { browseToAPhone } from "./support/shop.ts"
import { newStaffMember, signInToConsole, staffAction } from "./support/staff.ts"

const shoot = shooterFor("staff-operations")

/**
 * Issue 18's console end to end: the warehouse packs and ships a shopper's order with a tracking
 * number and the shopper sees it shipped; the catalogue team cuts a price and the product page
 * announces it against the lowest price of the 30 days before, and a rise back announces nothing.
 */
test("RO: the warehouse packs and ships an order with its tracking number; the shopper sees it shipped", async ({ page, browser }) => {
  await signUpOnPage(page, "RO", "staff-operations")
  const orderId = await buyAPhoneByCard(page, "RO")

  const warehouse = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await signInToConsole(warehouse, await newStaffMember("warehouse"), "RO")
  await warehouse.goto(`${originOf("RO")}/staff/orders/`)
  await expect(warehouse.locator(`[data-testid=staff-row][data-id="${orderId}"]`)).toHaveCount(1)
  await expectNoAxeViolations(warehouse)
  await warehouse.goto(`${originOf("RO")}/staff/orders/${orderId}/`)
  const detail = warehouse.locator("main")
  // Cancelling is support's, not the warehouse's: no such action is offered.
  await expect(detail.locator('[data-action="cancelled"]')).toHaveCount(0)
  await staffAction(detail, "packed")
  const tracking = "RO-E2E-" + orderId.slice(0, 8).toUpperCase()
  await expect(detail.locator('form:has([data-action="shipped"])')).toHaveAttribute("data-ready", "true")
  await detail.locator('form:has([data-action="shipped"]) [name=trackingNumber]').fill(tracking)
  await staffAction(detail, "shipped", true)
  await expect(detail.getByText(tracking).first()).toBeVisible()
  await expectNoAxeViolations(warehouse)
  await shoot(warehouse, "order-shipped")

  await page.goto(urlOf("RO", "myPurchases"))
  const card = page.locator(`[data-testid=account-purchase][data-order-id="${orderId}"]`)
  await expect(card.getByTestId("account-fulfilment")).toHaveAttribute("data-state", "shipped")
  await expect(card.getByTestId("account-tracking-number")).toHaveText(tracking)
  await expect(card.getByTestId("account-fulfilment-step")).toHaveCount(2)
})

test("RO: a price cut in the console is announced against the 30-day lowest price; a rise back announces nothing", async ({ page, browser }) => {
  await browseToAPhone(page, "RO")
  const productId = await page.locator("[data-route-key=product]").getAttribute("data-product-id")
  const productPath = new URL(page.url()).pathname
  const priceBefore = (await page.getByTestId("product-price").first().textContent())?.trim()

  const catalog = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await signInToConsole(catalog, await newStaffMember("catalog"), "RO")
  await catalog.goto(`${originOf("RO")}/staff/products/${productId}/`)
  const product = catalog.getByTestId("staff-product")
  await expect(product).toHaveAttribute("data-id", String(productId))
  const price = Number(await product.locator("input[name=price]").inputValue())
  const cut = Math.floor(price * 0.9)
  await expect(product.locator('form:has([data-action="update-product"])')).toHaveAttribute("data-ready", "true")
  await product.locator("input[name=price]").fill(String(cut))
  await product.locator("input[name=announce]").check()
  await staffAction(product, "update-product")
  await expect(product.locator("input[name=price]")).toHaveValue(String(cut))
  await expectNoAxeViolations(catalog)
  await shoot(catalog, "product")

  // The shop's page shows the cut, with the price it had before struck through, within seconds.
  await expect(async () => {
    await page.goto(`${originOf("RO")}${productPath}`)
    await expect(page.locator(".pdp-price-previous")).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await expect(page.locator(".pdp-price-previous")).toContainText((priceBefore ?? "").replace(/\s*lei$/, ""))
  await expect(page.locator(".pdp-price-omnibus")).toBeVisible()

  // Back to the old price: the 30 days before hold the cut, so there is no reduction to announce.
  await catalog.reload()
  await expect(product.locator('form:has([data-action="update-product"])')).toHaveAttribute("data-ready", "true")
  await product.locator("input[name=price]").fill(String(price))
  await staffAction(product, "update-product")
  await expect(async () => {
    await page.goto(`${originOf("RO")}${productPath}`)
    await expect(page.locator(".pdp-price-previous")).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await expect(page.getByTestId("product-price").first()).toHaveText(priceBefore ?? "")

  await catalog.setViewportSize({ width: 390, height: 844 })
  await catalog.goto(`${originOf("RO")}/staff/products/`)
  await expectNoSideScroll(catalog)
})
