import { expect, type Page } from "@playwright/test"
import { buildPath } from "@shop/core/routes/router"
import type { MarketCode } from "@shop/core/markets/market"
import { Result } from "effect"
import { urlOf } from "./markets.ts"

/** The localized path of the phones listing, from core's route table. */
export const phonesPath = (market: MarketCode): string =>
  Result.getOrThrow(buildPath(market, "category", { category: "smartphone" }))

/** Home -> phones listing (the header's category link) -> the first in-stock device's page. */
export const browseToAPhone = async (page: Page, market: MarketCode): Promise<void> => {
  await page.goto(urlOf(market, "index"))
  await page.locator(`header a[href="${phonesPath(market)}"]`).first().click()
  await expect(page).toHaveURL((url) => url.pathname === phonesPath(market))
  const cards = page.getByTestId("product-card")
  await expect(cards.first()).toBeVisible()
  await cards.first().getByRole("link").first().click()
  await expect(page.getByTestId("add-to-cart")).toBeEnabled()
}

/**
 * On a product page: choose the first extra service and the first accessory offered, add the device,
 * and leave the cross-sell modal (if the flag shows it) for the cart.
 */
export const addWithExtras = async (page: Page): Promise<void> => {
  await page.getByTestId("extra-service").first().check()
  await page.getByTestId("accessory").first().check()
  await addToCart(page)
}

/**
 * Adds the device on the page and waits for the shop's answer: the cross-sell modal (closed to go on
 * shopping) or, with that flag off, a success toast. A refusal (error toast) fails the step.
 */
export const addToCart = async (page: Page): Promise<void> => {
  await page.getByTestId("add-to-cart").click()
  // The closed dialog stays in the page: wait for whichever answer is visible.
  await expect(page.locator('[data-testid="cross-sell-modal"]:visible, [data-testid="toast"][data-kind="success"]:visible').first()).toBeVisible()
  await dismissCrossSell(page)
}

/** Closes the cross-sell modal when it is open. */
export const dismissCrossSell = async (page: Page): Promise<void> => {
  const modal = page.getByTestId("cross-sell-modal")
  if (await modal.isVisible()) {
    await page.getByTestId("continue-shopping").click()
    await expect(modal).toBeHidden()
  }
}
